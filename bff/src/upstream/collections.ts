import type {
  CollectionCreateBody,
  CollectionItemJson,
  CollectionItemOrder,
  CollectionItemStatus,
  CollectionItemUpdateBody,
  CollectionJson,
  CollectionUpdateBody,
} from '@jotpod/api/contract';
import { segment, type UpstreamClient } from './client.ts';
import { answeredResource, type ListPage } from './envelope.ts';
import { excludeParam } from './jots.ts';
import type { PageRequest } from './social.ts';

/**
 * The collections endpoints of the api (docs/rest-api.md, "Collections"). A collection the viewer
 * may not see (someone's private one, an unknown id) is a 404 everywhere, which arrives as
 * UpstreamNotFoundError for writes and as null for `findCollection`; refused input is a
 * ValidationError with the api's messages.
 */

/** The viewer's default collection ("Saved") wherever the api takes a collection id. */
export const DEFAULT_COLLECTION = 'default';
export type CollectionKey = number | typeof DEFAULT_COLLECTION;

/** Entries show as jot cards, which show their author: every entry read includes both. */
const ITEM_INCLUDE = 'jot';

/** The viewer's collections, the default one first; `jotId` adds `has_jot` to each (the save picker). */
export function myCollections(upstream: UpstreamClient, page: PageRequest, jotId?: number): Promise<ListPage<CollectionJson>> {
  return upstream.getList<CollectionJson>('/collections', { page: page.page, size: page.size, jot_id: jotId });
}

/** An author's public collections, most recently changed first. */
export function publicCollectionsOf(upstream: UpstreamClient, userId: number, page: PageRequest): Promise<ListPage<CollectionJson>> {
  return upstream.getList<CollectionJson>(`/users/${segment(userId)}/collections`, { page: page.page, size: page.size });
}

/** One collection with its owner; null when unknown or someone else's private one. */
export function findCollection(upstream: UpstreamClient, key: CollectionKey): Promise<CollectionJson | null> {
  return upstream.findOne<CollectionJson>(`/collections/${segment(key)}`, { include: 'user' });
}

export async function createCollection(upstream: UpstreamClient, body: CollectionCreateBody): Promise<CollectionJson> {
  return answeredResource<CollectionJson>(await upstream.postJson('/collections', body), 'POST /collections');
}

export async function updateCollection(upstream: UpstreamClient, id: number, body: CollectionUpdateBody): Promise<CollectionJson> {
  return answeredResource<CollectionJson>(await upstream.send('PATCH', `/collections/${segment(id)}`, { body: { json: body } }), 'PATCH /collections/{id}');
}

export async function deleteCollection(upstream: UpstreamClient, id: number): Promise<void> {
  await upstream.send('DELETE', `/collections/${segment(id)}`);
}

export interface ItemQuery {
  order: CollectionItemOrder;
  direction: 'asc' | 'desc';
  /** The owner's filter by reading state (ignored for anyone else). */
  status?: CollectionItemStatus | undefined;
  /** Matches jot titles and the owner's notes. */
  search?: string | undefined;
  excludeUserIds?: readonly number[] | undefined;
}

/** A page of a collection's entries, each with its jot (null once deleted). */
export function collectionItems(upstream: UpstreamClient, id: number, query: ItemQuery, page: PageRequest): Promise<ListPage<CollectionItemJson>> {
  return upstream.getList<CollectionItemJson>(`/collections/${segment(id)}/items`, {
    include: ITEM_INCLUDE,
    order_by: query.order,
    dir: query.direction,
    status: query.status,
    q: query.search || undefined,
    exclude_user_ids: excludeParam(query.excludeUserIds),
    page: page.page,
    size: page.size,
  });
}

/** Saves a jot at the top of a collection's own order; saving it twice is a ValidationError. */
export async function saveJot(upstream: UpstreamClient, key: CollectionKey, jotId: number): Promise<CollectionItemJson> {
  return answeredResource<CollectionItemJson>(
    await upstream.postJson(`/collections/${segment(key)}/items?include=${ITEM_INCLUDE}`, { jot_id: jotId }),
    'POST /collections/{id}/items',
  );
}

/** Takes a jot out of a collection by the jot's id (the save toggle). */
export async function unsaveJot(upstream: UpstreamClient, key: CollectionKey, jotId: number): Promise<void> {
  await upstream.send('DELETE', `/collections/${segment(key)}/jots/${segment(jotId)}`);
}

export async function updateItem(upstream: UpstreamClient, collectionId: number, itemId: number, body: CollectionItemUpdateBody): Promise<CollectionItemJson> {
  return answeredResource<CollectionItemJson>(
    await upstream.send('PATCH', `/collections/${segment(collectionId)}/items/${segment(itemId)}?include=${ITEM_INCLUDE}`, { body: { json: body } }),
    'PATCH /collections/{id}/items/{item_id}',
  );
}

/** Places the entry right after `afterItemId` in the manual order; null puts it first. */
export async function moveItem(upstream: UpstreamClient, collectionId: number, itemId: number, afterItemId: number | null): Promise<CollectionItemJson> {
  return answeredResource<CollectionItemJson>(
    await upstream.postJson(`/collections/${segment(collectionId)}/items/${segment(itemId)}/move?include=${ITEM_INCLUDE}`, { after_item_id: afterItemId }),
    'POST /collections/{id}/items/{item_id}/move',
  );
}

export async function removeItem(upstream: UpstreamClient, collectionId: number, itemId: number): Promise<void> {
  await upstream.send('DELETE', `/collections/${segment(collectionId)}/items/${segment(itemId)}`);
}

/** Answers the collection with its new follower_count and is_following. */
export async function followCollection(upstream: UpstreamClient, id: number, follow: boolean): Promise<CollectionJson> {
  const action = follow ? 'follow' : 'unfollow';
  return answeredResource<CollectionJson>(await upstream.postJson(`/collections/${segment(id)}/${action}`, {}), `POST /collections/{id}/${action}`);
}
