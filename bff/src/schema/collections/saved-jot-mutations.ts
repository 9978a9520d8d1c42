import type { CollectionItemJson, CollectionJson } from '@jotpod/api/contract';
import type { Context } from '../../context.ts';
import { COLLECTION_LIMITS } from '@jotpod/api/contract';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BadUserInputError } from '../../bad-user-input.ts';
import { DEFAULT_COLLECTION, findCollection, moveItem, removeItem, saveJot, unsaveJot, updateItem, type CollectionKey } from '../../upstream/collections.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { JotRef } from '../browse/node-refs.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';
import { COLLECTION_GONE } from './collection-mutations.ts';
import { CollectionItemRef, CollectionRef, collectionItemLocalId, parseCollectionItemId, SavedJotStatusEnum } from './refs.ts';

/**
 * Saving jots and keeping them in order: the viewer's own data only (../../pipeline/write-classes.ts
 * classes them `viewer`), so a reader saving, sorting and annotating never empties the caches
 * visitors are served from. Each answers what Relay needs to update every card and list showing
 * the jot or the collection: the jot with its viewerHasSaved, the collection with its itemCount.
 */

const ENTRY_GONE = 'This saved jot is no longer in the collection.';

function collectionKey(id: { id: number } | null | undefined): CollectionKey {
  return id ? id.id : DEFAULT_COLLECTION;
}

/** The collection after a write: the loader's (one read, shared by every field asking) or the default one's. */
function collectionAfter(key: CollectionKey, context: Context): Promise<CollectionJson | null> {
  return key === DEFAULT_COLLECTION ? findCollection(context.upstream, key) : CollectionRef.getDataloader(context).load(key);
}

const COLLECTION_ID_DESCRIPTION = 'The global id of one of the viewer\'s collections; the default one ("Saved") when omitted.';
const ITEM_ID_DESCRIPTION = 'The global id of the entry (`CollectionItem.id`), in one of the viewer\'s collections.';

builder.relayMutationField(
  'saveJot',
  {
    description: 'The jot to save, and where.',
    inputFields: (t) => ({
      jotId: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot (`Jot.id`).' }),
      collectionId: t.globalID({ for: CollectionRef, description: COLLECTION_ID_DESCRIPTION }),
    }),
  },
  {
    description:
      `Saves a jot at the top of a collection (at most ${COLLECTION_LIMITS.maxItems} a collection). Signed-in only. ` +
      'Errors: ValidationError (already in that collection, or the collection is full), NotFoundError (an unknown or hidden jot, a collection that is not the viewer\'s).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { name: 'SaveJotResult', description: 'What saveJot answers: SaveJotPayload when saved, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context) => ({
      item: await orNotFound(COLLECTION_GONE, () => withInputFieldNames(() => saveJot(context.upstream, collectionKey(input.collectionId), input.jotId.id))),
    }),
  },
  {
    description: 'The jot was saved.',
    outputFields: (t) => ({
      item: t.field({ type: CollectionItemRef, description: 'The new entry.', resolve: (payload: { item: CollectionItemJson }) => payload.item }),
      jot: t.field({
        type: JotRef,
        nullable: true,
        description: 'The jot, with viewerHasSaved now true.',
        resolve: (payload: { item: CollectionItemJson }) => payload.item.jot ?? payload.item.jot_id,
      }),
      collection: t.field({
        type: CollectionRef,
        nullable: true,
        description: 'The collection with its new itemCount.',
        resolve: (payload: { item: CollectionItemJson }, _args, context) => collectionAfter(payload.item.collection_id, context),
      }),
    }),
  },
);

builder.relayMutationField(
  'unsaveJot',
  {
    description: 'The jot to take out, and of which collection.',
    inputFields: (t) => ({
      jotId: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot (`Jot.id`).' }),
      collectionId: t.globalID({ for: CollectionRef, description: COLLECTION_ID_DESCRIPTION }),
    }),
  },
  {
    description:
      'Takes a jot out of one of the viewer\'s collections (its note goes with it); the Save toggle\'s undo. ' +
      'Errors: NotFoundError (the jot is not in that collection, or the collection is not the viewer\'s).',
    authScopes: { loggedIn: true },
    errors: {
      types: [NotFoundError],
      directResult: true,
      union: { name: 'UnsaveJotResult', description: 'What unsaveJot answers: UnsaveJotPayload when taken out, else a NotFoundError.' },
    },
    resolve: async (_root, { input }, context) => {
      const key = collectionKey(input.collectionId);
      await orNotFound(ENTRY_GONE, () => unsaveJot(context.upstream, key, input.jotId.id));
      return { jotId: input.jotId.id, key };
    },
  },
  {
    description: 'The jot is no longer in the collection.',
    outputFields: (t) => ({
      jot: t.field({
        type: JotRef,
        nullable: true,
        description: 'The jot, with its viewerHasSaved (still true when another of the viewer\'s collections holds it); null if it is no longer visible.',
        resolve: (payload: { jotId: number; key: CollectionKey }) => payload.jotId,
      }),
      collection: t.field({
        type: CollectionRef,
        nullable: true,
        description: 'The collection with its new itemCount.',
        resolve: (payload: { jotId: number; key: CollectionKey }, _args, context) => collectionAfter(payload.key, context),
      }),
    }),
  },
);

builder.relayMutationField(
  'updateSavedJot',
  {
    description: 'The entry and what to change; fields left out keep their value.',
    inputFields: (t) => ({
      itemId: t.globalID({ required: true, description: ITEM_ID_DESCRIPTION }),
      status: t.field({ type: SavedJotStatusEnum, description: 'To read or done.' }),
      note: t.string({ description: `A private note, plain text, at most ${COLLECTION_LIMITS.noteLength} characters; empty clears it.` }),
    }),
  },
  {
    description: 'Marks a saved jot to read or done, or writes its private note. Errors: ValidationError (a note too long), NotFoundError (not an entry of the viewer\'s).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { name: 'UpdateSavedJotResult', description: 'What updateSavedJot answers: UpdateSavedJotPayload when saved, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context) => {
      const { collectionId, itemId } = parseCollectionItemId(input.itemId);
      const body = { ...(input.status != null ? { status: input.status } : {}), ...(input.note != null ? { note: input.note } : {}) };
      return { item: await orNotFound(ENTRY_GONE, () => withInputFieldNames(() => updateItem(context.upstream, collectionId, itemId, body))) };
    },
  },
  {
    description: 'The entry was saved.',
    outputFields: (t) => ({
      item: t.field({ type: CollectionItemRef, description: 'The entry as it is now.', resolve: (payload: { item: CollectionItemJson }) => payload.item }),
    }),
  },
);

builder.relayMutationField(
  'moveSavedJot',
  {
    description: 'The entry, and the entry to place it after.',
    inputFields: (t) => ({
      itemId: t.globalID({ required: true, description: ITEM_ID_DESCRIPTION }),
      afterItemId: t.globalID({ description: 'An entry of the same collection to place it right after; null or omitted: first.' }),
    }),
  },
  {
    description:
      "Moves a saved jot in its collection's own order (MANUAL); the others keep their places. Errors: NotFoundError (not an entry of the viewer's). Entries of two collections are a BAD_USER_INPUT error.",
    authScopes: { loggedIn: true },
    errors: {
      types: [NotFoundError],
      directResult: true,
      union: { name: 'MoveSavedJotResult', description: 'What moveSavedJot answers: MoveSavedJotPayload when moved, else a NotFoundError.' },
    },
    resolve: async (_root, { input }, context) => {
      const moved = parseCollectionItemId(input.itemId);
      const after = input.afterItemId ? parseCollectionItemId(input.afterItemId) : null;
      if (after && after.collectionId !== moved.collectionId) throw new BadUserInputError('`afterItemId` must be an entry of the same collection.');
      return { item: await orNotFound(ENTRY_GONE, () => moveItem(context.upstream, moved.collectionId, moved.itemId, after?.itemId ?? null)) };
    },
  },
  {
    description: 'The entry was moved.',
    outputFields: (t) => ({
      item: t.field({ type: CollectionItemRef, description: 'The entry in its new place.', resolve: (payload: { item: CollectionItemJson }) => payload.item }),
    }),
  },
);

builder.relayMutationField(
  'removeSavedJot',
  {
    description: 'The entry to remove.',
    inputFields: (t) => ({ itemId: t.globalID({ required: true, description: ITEM_ID_DESCRIPTION }) }),
  },
  {
    description: "Removes an entry from its collection, with its note; also dismisses the entry of a deleted jot. Errors: NotFoundError (not an entry of the viewer's).",
    authScopes: { loggedIn: true },
    errors: {
      types: [NotFoundError],
      directResult: true,
      union: { name: 'RemoveSavedJotResult', description: 'What removeSavedJot answers: RemoveSavedJotPayload when removed, else a NotFoundError.' },
    },
    resolve: async (_root, { input }, context) => {
      const { collectionId, itemId } = parseCollectionItemId(input.itemId);
      await orNotFound(ENTRY_GONE, () => removeItem(context.upstream, collectionId, itemId));
      return { collectionId, itemLocalId: collectionItemLocalId({ id: itemId, collection_id: collectionId }) };
    },
  },
  {
    description: 'The entry is gone.',
    outputFields: (t) => ({
      removedItemId: t.id({
        description: 'The global id of the removed entry, for Relay @deleteRecord.',
        resolve: (payload: { itemLocalId: string }) => encodeGlobalID('CollectionItem', payload.itemLocalId),
      }),
      collection: t.field({
        type: CollectionRef,
        nullable: true,
        description: 'The collection with its new itemCount.',
        resolve: (payload: { collectionId: number }, _args, context) => collectionAfter(payload.collectionId, context),
      }),
    }),
  },
);
