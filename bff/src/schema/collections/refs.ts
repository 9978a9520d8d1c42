// The Relay types of collections, declared apart from their fields (as ../browse/node-refs.ts
// does for the content tree): the collection, its entries and the jot's save state refer to one
// another, and each module implementing fields imports only this one.
import type { CollectionItemJson, CollectionItemOrder, CollectionItemStatus, CollectionJson } from '@jotpod/api/contract';
import { BadUserInputError } from '../../bad-user-input.ts';
import { findCollection } from '../../upstream/collections.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';
import { coveringValues } from '../shared/enum-values.ts';

/**
 * A collection: a reader's named list of jots. There is no batch read of collections (a screen
 * shows one, or a page of them that primes this loader), so a node lookup is one call per id.
 */
export const CollectionRef = builder.loadableNodeRef('Collection', {
  id: { resolve: (collection: CollectionJson) => collection.id, parse: parseDatabaseId },
  load: async (ids: number[], context) => {
    const found = await Promise.all(ids.map((id) => findCollection(context.upstream, id)));
    return found.filter((collection): collection is CollectionJson => collection !== null);
  },
  toKey: (collection: CollectionJson) => collection.id,
  sort: true,
  cacheResolved: true,
});

/** An entry of a collection: a saved jot with the owner's reading state and note. */
export const CollectionItemRef = builder.objectRef<CollectionItemJson>('CollectionItem');

/** An entry's global id carries its collection's id too ("collectionId.itemId"): the api addresses entries under their collection. */
export function collectionItemLocalId(item: Pick<CollectionItemJson, 'id' | 'collection_id'>): string {
  return `${item.collection_id}.${item.id}`;
}

export interface CollectionItemKey {
  collectionId: number;
  itemId: number;
}

/** A parsed `CollectionItem.id` argument (`t.arg.globalID()`); any other type's id is a BAD_USER_INPUT error. */
export function parseCollectionItemId(globalId: { typename: string; id: string }): CollectionItemKey {
  const [collection, item, ...rest] = globalId.id.split('.');
  if (globalId.typename !== 'CollectionItem' || collection === undefined || item === undefined || rest.length > 0) {
    throw new BadUserInputError('Invalid id: expected a CollectionItem id.');
  }
  return { collectionId: parseDatabaseId(collection), itemId: parseDatabaseId(item) };
}

export const SavedJotStatusEnum = builder.enumType('SavedJotStatus', {
  description: "Where the owner is with a saved jot.",
  values: coveringValues<CollectionItemStatus>()({
    TO_READ: { value: 'to_read', description: 'Saved to read later (every new entry).' },
    DONE: { value: 'done', description: 'Read.' },
  }),
});

export const CollectionOrderEnum = builder.enumType('CollectionOrder', {
  description: 'How the entries of a collection are listed.',
  values: coveringValues<CollectionItemOrder>()({
    MANUAL: { value: 'rank', description: "The owner's own order (newly saved jots go first; moveSavedJot changes it)." },
    SAVED_AT: { value: 'created_at', description: 'When each jot was saved here.' },
    READING_TIME: { value: 'reading_seconds', description: "How long each jot takes to read (or to play: the author's duration)." },
  }),
});

export const OrderDirectionEnum = builder.enumType('OrderDirection', {
  description: 'Ascending or descending.',
  values: {
    ASC: { value: 'asc', description: 'Smallest (or earliest, or first) first.' },
    DESC: { value: 'desc', description: 'Largest (or latest, or last) first.' },
  } as const,
});
