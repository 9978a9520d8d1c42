import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import { COLLECTION_ITEM_ORDERS, COLLECTION_ITEM_STATUSES, COLLECTION_LIMITS, type CollectionItemJson, type CollectionJson } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import { list, one } from '../http/envelope.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { keyAsId } from '../http/lookup.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import { findJot } from '../resources/jots/queries.ts';
import { MAX_EXCLUDED_USERS } from '../resources/jots/routes.ts';
import { usersByIds } from '../resources/users/queries.ts';
import { COLLECTION_INCLUDES, COLLECTION_ITEM_INCLUDES, presentCollections, presentItems, type CollectionInclude, type CollectionItemInclude } from './present.ts';
import {
  collectionKey,
  findCollection,
  findItem,
  itemPage,
  ownCollectionPage,
  publicCollectionPage,
  type CollectionItemRow,
  type CollectionReading,
  type CollectionRow,
} from './queries.ts';
import { readCollectionBody, readItemCreateBody, readItemUpdateBody, readMoveBody } from './rules.ts';
import {
  addItem,
  createCollection,
  deleteCollection,
  deleteItem,
  deleteItemOfJot,
  followCollection,
  moveItem,
  unfollowCollection,
  updateCollection,
  updateItem,
} from './writes.ts';

const COLLECTION_PAGE = 20;
const ITEM_PAGE = 20;

type Params = { id: string };
type ItemParams = { id: string; item_id: string };

/**
 * Collections (docs/rest-api.md, "Collections"). `{id}` is a collection's id or `default`, the
 * viewer's Saved collection. Who may do what: anyone reads a public collection and its entries;
 * only the owner reads a private one or writes to any (anyone else gets the Collection 404, as
 * for a collection that does not exist, so ids tell nothing); a signed-in reader follows public
 * collections of others. Register with the api prefix.
 */
export const collectionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** The viewer's own collections: the default first, then the most recently changed. */
  app.get('/collections', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_INCLUDES);
    const page = q.page(COLLECTION_PAGE);
    const jotId = q.integer('jot_id', { min: 1 });
    q.done();
    const viewerId = viewerOf(request).id;
    const { rows, total } = await ownCollectionPage(db, viewerId, { viewerId, jotId }, page);
    return list(await presentCollections(contextOf(db, request), rows, include), total, page);
  });

  app.post('/collections', { preHandler: requireUser }, async (request, reply) => {
    const include = readCollectionInclude(request);
    const values = readCollectionBody(request.body, true);
    const id = await createCollection(db, viewerOf(request).id, values);
    return reply.code(201).send(one(await presentCollection(request, id, include)));
  });

  /** A user's public collections (anyone). */
  app.get<{ Params: Params }>('/users/:id/collections', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_INCLUDES);
    const page = q.page(COLLECTION_PAGE);
    const jotId = q.integer('jot_id', { min: 1 });
    q.done();
    const userId = keyAsId(request.params.id);
    const [user] = userId === null ? [] : await usersByIds(db, [userId]);
    if (!user) throw new NotFoundError('User', request.params.id);
    const { rows, total } = await publicCollectionPage(db, user.id, { viewerId: request.viewer?.id ?? null, jotId }, page);
    return list(await presentCollections(contextOf(db, request), rows, include), total, page);
  });

  app.get<{ Params: Params }>('/collections/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_INCLUDES);
    const jotId = q.integer('jot_id', { min: 1 });
    q.done();
    const collection = await readableCollection(request, { viewerId: request.viewer?.id ?? null, jotId });
    const [json] = await presentCollections(contextOf(db, request), [collection], include);
    return one(json);
  });

  app.patch<{ Params: Params }>('/collections/:id', { preHandler: requireUser }, async (request) => {
    const include = readCollectionInclude(request);
    const collection = await ownedCollection(request);
    await updateCollection(db, collection, readCollectionBody(request.body, false));
    return one(await presentCollection(request, collection.id, include));
  });

  app.delete<{ Params: Params }>('/collections/:id', { preHandler: requireUser }, async (request, reply) => {
    const collection = await ownedCollection(request);
    await deleteCollection(db, collection);
    return reply.code(204).send();
  });

  app.get<{ Params: Params }>('/collections/:id/items', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_ITEM_INCLUDES);
    const page = q.page(ITEM_PAGE);
    const orderBy = q.orderBy(COLLECTION_ITEM_ORDERS, 'rank');
    const dir = q.direction('asc');
    const status = q.oneOf('status', COLLECTION_ITEM_STATUSES);
    const text = q.matching('q', new RegExp(`^[\\s\\S]{0,${COLLECTION_LIMITS.searchLength}}$`, 'u'), `The q field must not be greater than ${COLLECTION_LIMITS.searchLength} characters.`);
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS);
    q.done();
    const viewerId = request.viewer?.id ?? null;
    const collection = await readableCollection(request, { viewerId });
    const owner = collection.user_id === viewerId;
    const searched = text?.trim();
    const { rows, total } = await itemPage(
      db,
      { collectionId: collection.id, owner, viewerId, status, q: searched === '' ? undefined : searched, excludeUserIds },
      { by: orderBy, dir },
      page,
    );
    return list(await presentItems(contextOf(db, request), rows, owner, include), total, page);
  });

  /** Saves a jot in the collection, first in its manual order. */
  app.post<{ Params: Params }>('/collections/:id/items', { preHandler: requireUser }, async (request, reply) => {
    const include = readItemInclude(request);
    const collection = await ownedCollection(request);
    const { jotId } = readItemCreateBody(request.body);
    // The jot as the jot routes find it: unknown, deleted, held or under an inactive pod is their 404.
    const jot = await findJot(db, String(jotId));
    if (!jot || jot.id !== jotId) throw new NotFoundError('Jot', String(jotId));
    const itemId = await addItem(db, collection, jot.id);
    return reply.code(201).send(one(await presentItem(request, collection.id, itemId, include)));
  });

  app.patch<{ Params: ItemParams }>('/collections/:id/items/:item_id', { preHandler: requireUser }, async (request) => {
    const include = readItemInclude(request);
    const { collection, item } = await ownedItem(request);
    await updateItem(db, item.id, readItemUpdateBody(request.body));
    return one(await presentItem(request, collection.id, item.id, include));
  });

  app.delete<{ Params: ItemParams }>('/collections/:id/items/:item_id', { preHandler: requireUser }, async (request, reply) => {
    const { collection, item } = await ownedItem(request);
    await deleteItem(db, collection.id, item.id);
    return reply.code(204).send();
  });

  app.post<{ Params: ItemParams }>('/collections/:id/items/:item_id/move', { preHandler: requireUser }, async (request) => {
    const include = readItemInclude(request);
    const { collection, item } = await ownedItem(request);
    const { afterItemId } = readMoveBody(request.body);
    await moveItem(db, collection.id, item, afterItemId);
    return one(await presentItem(request, collection.id, item.id, include));
  });

  /** Unsaves a jot by its id; a jot that is not there is no error (a second click changes nothing). */
  app.delete<{ Params: { id: string; jot_id: string } }>('/collections/:id/jots/:jot_id', { preHandler: requireUser }, async (request, reply) => {
    const collection = await ownedCollection(request);
    const jotId = keyAsId(request.params.jot_id);
    if (jotId === null) throw new NotFoundError('Jot', request.params.jot_id);
    await deleteItemOfJot(db, collection.id, jotId);
    return reply.code(204).send();
  });

  for (const [action, write] of [
    ['follow', followCollection],
    ['unfollow', unfollowCollection],
  ] as const) {
    /** Both answer the collection with its new follower_count and is_following. */
    app.post<{ Params: Params }>(`/collections/:id/${action}`, { preHandler: requireUser }, async (request) => {
      const include = readCollectionInclude(request);
      const collection = await readableCollection(request, { viewerId: viewerOf(request).id });
      await write(db, viewerOf(request).id, collection.id);
      return one(await presentCollection(request, collection.id, include));
    });
  }

  function readCollectionInclude(request: FastifyRequest): Set<CollectionInclude> {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_INCLUDES);
    q.done();
    return include;
  }

  function readItemInclude(request: FastifyRequest): Set<CollectionItemInclude> {
    const q = new QueryReader(request.query);
    const include = q.include(COLLECTION_ITEM_INCLUDES);
    q.done();
    return include;
  }

  /** The collection of `{id}` if the viewer may read it: their own, or a public one. */
  async function readableCollection(request: FastifyRequest<{ Params: Params }>, reading: CollectionReading): Promise<CollectionRow> {
    const raw = request.params.id;
    const key = collectionKey(raw);
    // `default` names the viewer's own: a visitor has none to name.
    if (key === 'default' && reading.viewerId === null) throw new HttpError(401, { message: 'Unauthenticated.' });
    const collection = key === null ? undefined : await findCollection(db, key, reading);
    if (!collection || (!collection.is_public && collection.user_id !== reading.viewerId)) throw new NotFoundError('Collection', raw);
    return collection;
  }

  /** The collection of `{id}` if the viewer owns it; the same 404 as a missing one otherwise. */
  async function ownedCollection(request: FastifyRequest<{ Params: Params }>): Promise<CollectionRow> {
    const viewerId = viewerOf(request).id;
    const raw = request.params.id;
    const key = collectionKey(raw);
    const collection = key === null ? undefined : await findCollection(db, key, { viewerId });
    if (!collection || collection.user_id !== viewerId) throw new NotFoundError('Collection', raw);
    return collection;
  }

  /** The owner's collection and its entry `{item_id}` (an entry of another collection is the entry 404). */
  async function ownedItem(request: FastifyRequest<{ Params: ItemParams }>): Promise<{ collection: CollectionRow; item: CollectionItemRow }> {
    const collection = await ownedCollection(request);
    const itemId = keyAsId(request.params.item_id);
    const item = itemId === null ? undefined : await findItem(db, collection.id, itemId);
    if (!item) throw new NotFoundError('CollectionItem', request.params.item_id);
    return { collection, item };
  }

  async function presentCollection(request: FastifyRequest, id: number, include: Set<CollectionInclude>): Promise<CollectionJson> {
    const viewerId = request.viewer?.id ?? null;
    const row = await findCollection(db, id, { viewerId });
    if (!row) throw new NotFoundError('Collection', String(id));
    const [json] = await presentCollections(contextOf(db, request), [row], include);
    return json!;
  }

  async function presentItem(request: FastifyRequest, collectionId: number, itemId: number, include: Set<CollectionItemInclude>): Promise<CollectionItemJson> {
    const row = await findItem(db, collectionId, itemId);
    if (!row) throw new NotFoundError('CollectionItem', String(itemId));
    const [json] = await presentItems(contextOf(db, request), [row], true, include);
    return json!;
  }
};
