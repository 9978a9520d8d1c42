import { isThenable } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from '../../context.ts';

type IdResolver = GraphQLFieldResolver<unknown, Context>;

/** What Pothos keeps of a Node type's options: the resolver of its REST id. */
interface NodeTypeExtensions {
  pothosOptions?: { id?: { resolve?: IdResolver } };
}

/** Global ids kept per type: at most this many, then that type's start again. */
const KEPT_IDS_PER_TYPE = 50_000;

/**
 * `encodeGlobalID(typeName, id)`, each made once: the same cards and authors come back on screen
 * after screen, and each encoding makes a buffer to base64 it.
 */
function globalIdsOf(typeName: string): (id: string) => string {
  const kept = new Map<string, string>();
  return (id) => {
    let globalId = kept.get(id);
    if (globalId === undefined) {
      if (kept.size >= KEPT_IDS_PER_TYPE) kept.clear();
      globalId = encodeGlobalID(typeName, id);
      kept.set(id, globalId);
    }
    return globalId;
  };
}

/**
 * Gives every Node type an `id` resolver that answers at once. The relay plugin's `id` field
 * awaits the type's id resolver, so every node's id is a promise, and the executor then tracks
 * one more pending value and runs two more microtasks per object: the pod page's 12 cards, their
 * authors and the pod's 17 sections made 43 such promises per request. Every Node type here
 * reads its id off the record at once; the global id is then encoded as the plugin encodes it
 * (`encodeGlobalID(type, String(id))`), once per id. An id that comes back as a promise or not
 * at all, and a field another plugin has wrapped (an auth check), keep the plugin's resolver.
 */
export function withImmediateNodeIds(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((face) => face.name === 'Node')) continue;
    const idOf = (type.extensions as NodeTypeExtensions).pothosOptions?.id?.resolve;
    const field = type.getFields().id;
    const original = field?.resolve;
    if (!field || !original || !idOf || field.extensions.pothosResolveWrapped !== false) continue;
    const globalIdOf = globalIdsOf(type.name);
    field.resolve = (parent, args, context: Context, info) => {
      const id = idOf(parent, args, context, info);
      if (id === null || id === undefined || isThenable(id)) return original(parent, args, context, info);
      return globalIdOf(String(id));
    };
  }
  return schema;
}
