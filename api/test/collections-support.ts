import type { CollectionItemJson, CollectionJson } from '../src/contract/index.ts';
import type { List, One } from '../src/http/envelope.ts';
import type { ErrorBody, TestApi } from './support/api.ts';
import { Fixtures } from './support/fixtures.ts';

/** Helpers shared by the collections-*.test.ts files (not a test file itself). */

/** The test api's stand-in for a bearer token (support/api.ts): it sets request.viewer. */
const VIEWER_HEADER = 'x-test-viewer';

export interface Reply<T> {
  status: number;
  body: T;
}

/** Any method over real HTTP as `as` (or as a visitor), with a JSON body. */
export async function send<T>(api: TestApi, method: string, path: string, options: { as?: number; body?: unknown } = {}): Promise<Reply<T & ErrorBody>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || method === 'POST' || method === 'PATCH') headers['content-type'] = 'application/json';
  if (options.as !== undefined) headers[VIEWER_HEADER] = String(options.as);
  const hasBody = method !== 'GET' && method !== 'DELETE' ? true : options.body !== undefined;
  const response = await fetch(api.url + path, { method, headers, ...(hasBody ? { body: JSON.stringify(options.body ?? {}) } : {}) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T & ErrorBody };
}

export type CollectionReply = One<CollectionJson>;
export type CollectionList = List<CollectionJson>;
export type ItemReply = One<CollectionItemJson>;
export type ItemList = List<CollectionItemJson>;

const V1 = '/api/v1';

/** The calls, each as `as`. */
export const collections = {
  create: (api: TestApi, as: number | undefined, body: unknown) => send<CollectionReply>(api, 'POST', `${V1}/collections`, { as, body }),
  mine: (api: TestApi, as: number | undefined, query = '') => send<CollectionList>(api, 'GET', `${V1}/collections${query}`, { as }),
  ofUser: (api: TestApi, userId: number, as?: number, query = '') => send<CollectionList>(api, 'GET', `${V1}/users/${userId}/collections${query}`, { as }),
  get: (api: TestApi, id: number | string, as?: number, query = '') => send<CollectionReply>(api, 'GET', `${V1}/collections/${id}${query}`, { as }),
  update: (api: TestApi, id: number | string, as: number | undefined, body: unknown) => send<CollectionReply>(api, 'PATCH', `${V1}/collections/${id}`, { as, body }),
  remove: (api: TestApi, id: number | string, as?: number) => send<null>(api, 'DELETE', `${V1}/collections/${id}`, { as }),
  items: (api: TestApi, id: number | string, as?: number, query = '') => send<ItemList>(api, 'GET', `${V1}/collections/${id}/items${query}`, { as }),
  add: (api: TestApi, id: number | string, as: number | undefined, jotId: unknown, query = '') =>
    send<ItemReply>(api, 'POST', `${V1}/collections/${id}/items${query}`, { as, body: { jot_id: jotId } }),
  updateItem: (api: TestApi, id: number | string, itemId: number | string, as: number | undefined, body: unknown) =>
    send<ItemReply>(api, 'PATCH', `${V1}/collections/${id}/items/${itemId}`, { as, body }),
  removeItem: (api: TestApi, id: number | string, itemId: number | string, as?: number) =>
    send<null>(api, 'DELETE', `${V1}/collections/${id}/items/${itemId}`, { as }),
  move: (api: TestApi, id: number | string, itemId: number | string, as: number | undefined, afterItemId: unknown) =>
    send<ItemReply>(api, 'POST', `${V1}/collections/${id}/items/${itemId}/move`, { as, body: { after_item_id: afterItemId } }),
  unsave: (api: TestApi, id: number | string, jotId: number | string, as?: number) => send<null>(api, 'DELETE', `${V1}/collections/${id}/jots/${jotId}`, { as }),
  follow: (api: TestApi, id: number | string, as?: number) => send<CollectionReply>(api, 'POST', `${V1}/collections/${id}/follow`, { as }),
  unfollow: (api: TestApi, id: number | string, as?: number) => send<CollectionReply>(api, 'POST', `${V1}/collections/${id}/unfollow`, { as }),
};

/** The 404 of a collection the viewer may not see (or that does not exist). */
export const collectionNotFound = (id: number | string) => ({ message: `No query results for model [App\\Models\\Collection] ${id}` });
export const itemNotFound = (id: number | string) => ({ message: `No query results for model [App\\Models\\CollectionItem] ${id}` });
export const jotNotFound = (id: number | string) => ({ message: `No query results for model [App\\Models\\Jot] ${id}` });

/** A visible place to file jots in, and a factory of users and jots. */
export async function world(api: TestApi) {
  const f = new Fixtures(api.db);
  const listItem = await f.listItem(await f.section(await f.pod(await f.container())));
  return { f, listItem };
}

/** The id of the user's default (Saved) collection, as the database made it. */
export async function savedCollectionOf(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('SELECT id FROM collections WHERE user_id = $1 AND is_default', [userId]);
  if (!row) throw new Error(`user ${userId} has no Saved collection`);
  return row.id;
}

/** A new collection of `owner`'s, made through the api. */
export async function newCollection(api: TestApi, owner: number, body: Record<string, unknown> = {}): Promise<CollectionJson> {
  const reply = await collections.create(api, owner, { name: 'Reading list', ...body });
  if (reply.status !== 201) throw new Error(`creating a collection answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
