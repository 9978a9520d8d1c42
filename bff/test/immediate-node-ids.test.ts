import SchemaBuilder from '@pothos/core';
import RelayPlugin, { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, isObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import { schema } from '../src/schema/index.ts';
import { withImmediateNodeIds } from '../src/schema/shared/immediate-node-ids.ts';

const nodeTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node'));

function resolveId(typeName: string, record: object): unknown {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is no object type`);
  return type.getFields().id!.resolve!(record, {}, {} as Context, {} as GraphQLResolveInfo);
}

describe("a Node's id answers at once, encoded as the relay plugin encodes it", () => {
  it('covers every Node type of the schema', () => {
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(['Jot', 'User', 'Pod', 'Section', 'Container', 'JotImage']));
  });

  it.each(nodeTypes.filter((type) => type.name !== 'JotImage').map((type) => type.name))('%s: the global id of its REST id, not a promise', (typeName) => {
    const id = resolveId(typeName, { id: 42 });
    expect(id).toBe(encodeGlobalID(typeName, '42'));
    expect(decodeGlobalID(id as string)).toEqual({ typename: typeName, id: '42' });
  });

  it('the same id twice: the same global id, and ids of two types differ', () => {
    expect(resolveId('Pod', { id: 9 })).toBe(resolveId('Pod', { id: 9 }));
    expect(resolveId('Pod', { id: 9 })).not.toBe(resolveId('Jot', { id: 9 }));
    expect(resolveId('Jot', { id: 9 })).toBe(encodeGlobalID('Jot', '9'));
  });

  it("JotImage: the global id of its jot's id and its own", () => {
    expect(resolveId('JotImage', { jotId: 7, id: 3 })).toBe(encodeGlobalID('JotImage', '7.3'));
  });
});

describe('where the id is not there at once, the plugin answers as before', () => {
  const builder = new SchemaBuilder<{ Context: object }>({ plugins: [RelayPlugin], relay: {}, scopeAuth: { authScopes: () => ({}) } });
  const Later = builder.node(builder.objectRef<{ key: number }>('Later'), {
    id: { resolve: async (record) => record.key },
    fields: (t) => ({ key: t.exposeInt('key') }),
  });
  builder.queryType({ fields: (t) => ({ later: t.field({ type: Later, resolve: () => ({ key: 5 }) }) }) });
  const small = withImmediateNodeIds(builder.toSchema());

  it('an id resolver that answers a promise still gives the global id', async () => {
    const result = await graphql({ schema: small, source: '{ later { id key } }', contextValue: {} });
    expect(result).toEqual({ data: { later: { id: encodeGlobalID('Later', '5'), key: 5 } } });
  });
});
