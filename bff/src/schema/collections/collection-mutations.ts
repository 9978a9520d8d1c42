import { encodeGlobalID } from '@pothos/plugin-relay';
import type { CollectionJson } from '@jotpod/api/contract';
import { COLLECTION_LIMITS } from '@jotpod/api/contract';
import { createCollection, deleteCollection, followCollection, updateCollection } from '../../upstream/collections.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { builder } from '../builder.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';
import { CollectionRef } from './refs.ts';

/**
 * Creating, editing, deleting and following collections. The api checks every rule (the owner
 * alone edits, the default collection stays, the limits) and answers someone else's private
 * collection exactly as an unknown one: NotFoundError, whatever id is guessed.
 */

export const COLLECTION_GONE = 'This collection is no longer available.';

builder.relayMutationField(
  'createCollection',
  {
    description: 'A new collection of the viewer.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: `Its name: 1 to ${COLLECTION_LIMITS.nameLength} characters.` }),
      description: t.string({ description: `Plain text, at most ${COLLECTION_LIMITS.descriptionLength} characters; empty when omitted.` }),
      isPublic: t.boolean({ description: 'Anyone may read and follow it; private (false) when omitted.' }),
    }),
  },
  {
    description: `Creates a collection (at most ${COLLECTION_LIMITS.maxCollections} a user). Signed-in only. Errors: ValidationError (an empty or too long name, too many collections).`,
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'CreateCollectionResult', description: 'What createCollection answers: CreateCollectionPayload when created, else a ValidationError.' },
    },
    resolve: async (_root, { input }, context) => ({
      collection: await withInputFieldNames(() =>
        createCollection(context.upstream, { name: input.name, description: input.description ?? '', is_public: input.isPublic ?? false }),
      ),
    }),
  },
  {
    description: 'The collection was created.',
    outputFields: (t) => ({
      collection: t.field({ type: CollectionRef, description: 'The new collection.', resolve: (payload: { collection: CollectionJson }) => payload.collection }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: 'The signed-in user after the change (to refetch `collections`); null only if the session ended meanwhile.',
        resolve: (_payload, _args, context) => loadViewerProfile(context),
      }),
    }),
  },
);

builder.relayMutationField(
  'updateCollection',
  {
    description: 'The collection and what to change; fields left out keep their value.',
    inputFields: (t) => ({
      collectionId: t.globalID({ for: CollectionRef, required: true, description: "The global id of one of the viewer's collections." }),
      name: t.string({ description: `1 to ${COLLECTION_LIMITS.nameLength} characters.` }),
      description: t.string({ description: `At most ${COLLECTION_LIMITS.descriptionLength} characters; empty clears it.` }),
      isPublic: t.boolean({ description: 'Make it public or private; a collection made private loses its followers. The default collection stays private.' }),
    }),
  },
  {
    description: "Renames, describes or publishes one's own collection. Errors: ValidationError, NotFoundError (unknown, or not the viewer's).",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { name: 'UpdateCollectionResult', description: 'What updateCollection answers: UpdateCollectionPayload when saved, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context) => ({
      collection: await orNotFound(COLLECTION_GONE, () =>
        withInputFieldNames(() =>
          updateCollection(context.upstream, input.collectionId.id, {
            ...(input.name != null ? { name: input.name } : {}),
            ...(input.description != null ? { description: input.description } : {}),
            ...(input.isPublic != null ? { is_public: input.isPublic } : {}),
          }),
        ),
      ),
    }),
  },
  {
    description: 'The collection was saved.',
    outputFields: (t) => ({
      collection: t.field({ type: CollectionRef, description: 'The collection as it is now.', resolve: (payload: { collection: CollectionJson }) => payload.collection }),
    }),
  },
);

builder.relayMutationField(
  'deleteCollection',
  {
    description: 'The collection to delete.',
    inputFields: (t) => ({ collectionId: t.globalID({ for: CollectionRef, required: true, description: "The global id of one of the viewer's collections." }) }),
  },
  {
    description:
      "Deletes one's own collection with its entries and notes (the jots stay). Errors: ValidationError (the default collection), NotFoundError (unknown, or not the viewer's).",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { name: 'DeleteCollectionResult', description: 'What deleteCollection answers: DeleteCollectionPayload when deleted, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context) => {
      await orNotFound(COLLECTION_GONE, () => deleteCollection(context.upstream, input.collectionId.id));
      return { deletedCollectionId: encodeGlobalID('Collection', String(input.collectionId.id)) };
    },
  },
  {
    description: 'The collection is gone.',
    outputFields: (t) => ({
      deletedCollectionId: t.id({ description: 'The global id of the deleted collection, for Relay @deleteRecord.', resolve: (payload: { deletedCollectionId: string }) => payload.deletedCollectionId }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: 'The signed-in user after the delete (to refetch `collections`); null only if the session ended meanwhile.',
        resolve: (_payload, _args, context) => loadViewerProfile(context),
      }),
    }),
  },
);

for (const follow of [true, false]) {
  const name = follow ? 'followCollection' : 'unfollowCollection';
  builder.relayMutationField(
    name,
    {
      description: follow ? 'The public collection to follow.' : 'The collection to stop following.',
      inputFields: (t) => ({ collectionId: t.globalID({ for: CollectionRef, required: true, description: 'The global id of the collection.' }) }),
    },
    {
      description: follow
        ? "Follows someone's public collection (idempotent): the viewer is notified when its owner adds a jot. Errors: ValidationError (one's own collection), NotFoundError (unknown or private)."
        : 'Stops following a collection (idempotent). Errors: NotFoundError (unknown or private).',
      authScopes: { loggedIn: true },
      errors: {
        types: [ValidationError, NotFoundError],
        directResult: true,
        union: {
          name: follow ? 'FollowCollectionResult' : 'UnfollowCollectionResult',
          description: `What ${name} answers: its payload when done, else one of its typed errors.`,
        },
      },
      resolve: async (_root, { input }, context) => ({
        collection: await orNotFound(COLLECTION_GONE, () => withInputFieldNames(() => followCollection(context.upstream, input.collectionId.id, follow))),
      }),
    },
    {
      description: 'The follow state changed (or already was so).',
      outputFields: (t) => ({
        collection: t.field({
          type: CollectionRef,
          description: 'With its new followerCount and viewerIsFollowing.',
          resolve: (payload: { collection: CollectionJson }) => payload.collection,
        }),
      }),
    },
  );
}
