import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { collectionNotFound, collections, itemNotFound, newCollection, savedCollectionOf, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * Who may do what, by id: a private collection is its owner's alone (anyone else, signed in or
 * not, gets the same 404 as for a collection that does not exist); nobody but the owner writes to
 * a collection, public or not; an entry id must be an entry of the collection in the path.
 */
let api: TestApi;
let f: Fixtures;
let owner: number;
let intruder: number;
let privateOne: number;
let publicOne: number;
let saved: number;
let privateItem: number;
let publicItem: number;
let jot: number;

beforeAll(async () => {
  api = await startTestApi();
  let listItem: number;
  ({ f, listItem } = await world(api));
  owner = await f.user();
  intruder = await f.user();
  jot = await f.jot(listItem, await f.user());
  privateOne = (await newCollection(api, owner, { name: 'Private' })).id;
  publicOne = (await newCollection(api, owner, { name: 'Public', is_public: true })).id;
  saved = await savedCollectionOf(api, owner);
  privateItem = (await collections.add(api, privateOne, owner, jot)).body.data.id;
  publicItem = (await collections.add(api, publicOne, owner, jot)).body.data.id;
  await collections.add(api, 'default', owner, jot);
});
afterAll(() => api?.close());

describe('reading', () => {
  it('a private collection, the Saved one included, and its entries are 404 to anyone but the owner', async () => {
    for (const id of [privateOne, saved]) {
      for (const viewer of [intruder, undefined]) {
        expect(await collections.get(api, id, viewer)).toEqual({ status: 404, body: collectionNotFound(id) });
        expect(await collections.items(api, id, viewer)).toEqual({ status: 404, body: collectionNotFound(id) });
      }
      expect((await collections.get(api, id, owner)).status).toBe(200);
    }
    // The same answer as an id nobody has.
    expect(await collections.get(api, 9_999_999, intruder)).toEqual({ status: 404, body: collectionNotFound(9_999_999) });
  });

  it("`default` is always the viewer's own", async () => {
    const theirs = await collections.get(api, 'default', intruder);
    expect(theirs.body.data.id).toBe(await savedCollectionOf(api, intruder));
    expect((await collections.items(api, 'default', intruder)).body.data).toEqual([]);
  });

  it('a public collection is anyone’s to read, without the owner’s statuses and notes', async () => {
    await collections.updateItem(api, publicOne, publicItem, owner, { note: 'private thought', status: 'done' });
    for (const viewer of [intruder, undefined]) {
      const reply = await collections.items(api, publicOne, viewer);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual([expect.objectContaining({ id: publicItem, jot_id: jot, status: null, note: null })]);
    }
    expect((await collections.items(api, publicOne, owner)).body.data[0]).toMatchObject({ status: 'done', note: 'private thought' });
  });
});

describe('writing', () => {
  it("every write to someone else's collection is the Collection 404, public or private, and changes nothing", async () => {
    for (const id of [privateOne, publicOne, saved]) {
      const item = id === privateOne ? privateItem : publicItem;
      const attempts = [
        collections.update(api, id, intruder, { name: 'Mine now', is_public: true }),
        collections.remove(api, id, intruder),
        collections.add(api, id, intruder, jot),
        collections.updateItem(api, id, item, intruder, { note: 'graffiti' }),
        collections.removeItem(api, id, item, intruder),
        collections.move(api, id, item, intruder, null),
        collections.unsave(api, id, jot, intruder),
      ];
      for (const reply of await Promise.all(attempts)) expect(reply).toEqual({ status: 404, body: collectionNotFound(id) });
    }
    const [state] = await api.db.query<{ names: string[]; items: number }>(
      `SELECT array_agg(name ORDER BY id) AS names, (SELECT count(*)::int FROM collection_items WHERE user_id = $1) AS items
         FROM collections WHERE user_id = $1`,
      [owner],
    );
    expect(state).toEqual({ names: ['Saved', 'Private', 'Public'], items: 3 });
    const [note] = await api.db.query<{ note: string }>('SELECT note FROM collection_items WHERE id = $1', [publicItem]);
    expect(note?.note).not.toBe('graffiti');
  });

  it('visitors are 401 on every write', async () => {
    const replies = await Promise.all([
      collections.update(api, publicOne, undefined, { name: 'x' }),
      collections.remove(api, publicOne),
      collections.add(api, publicOne, undefined, jot),
      collections.updateItem(api, publicOne, publicItem, undefined, { note: 'x' }),
      collections.removeItem(api, publicOne, publicItem),
      collections.move(api, publicOne, publicItem, undefined, null),
      collections.unsave(api, publicOne, jot),
      collections.follow(api, publicOne),
      collections.unfollow(api, publicOne),
    ]);
    for (const reply of replies) expect(reply).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it("an entry of another collection, even the owner's own, is the entry 404", async () => {
    expect(await collections.updateItem(api, publicOne, privateItem, owner, { note: 'x' })).toEqual({ status: 404, body: itemNotFound(privateItem) });
    expect(await collections.removeItem(api, publicOne, privateItem, owner)).toEqual({ status: 404, body: itemNotFound(privateItem) });
    expect(await collections.move(api, publicOne, privateItem, owner, null)).toEqual({ status: 404, body: itemNotFound(privateItem) });
    expect(await collections.removeItem(api, publicOne, 'abc', owner)).toEqual({ status: 404, body: itemNotFound('abc') });
    const [still] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collection_items WHERE id = $1', [privateItem]);
    expect(still?.n).toBe(1);
  });
});
