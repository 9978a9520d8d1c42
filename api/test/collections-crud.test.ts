import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_LIMITS } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { collectionNotFound, collections, newCollection, savedCollectionOf, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * Collections themselves: create, list, read, rename, describe, publish, delete; the default
 * Saved collection; the rules' 422s.
 */
let api: TestApi;
let f: Fixtures;
let listItem: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ f, listItem } = await world(api));
});
afterAll(() => api?.close());

describe('POST /api/v1/collections', () => {
  it('creates a private collection by default and answers it (201) with every contract field', async () => {
    const owner = await f.user();
    const reply = await collections.create(api, owner, { name: '  Weekend reading  ', description: 'Long reads' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toEqual({
      id: expect.any(Number),
      user_id: owner,
      name: 'Weekend reading',
      description: 'Long reads',
      is_public: false,
      is_default: false,
      item_count: 0,
      follower_count: 0,
      is_following: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await collections.get(api, reply.body.data.id, owner);
    expect(stored.body.data).toEqual(reply.body.data);
  });

  it('takes is_public and include=user', async () => {
    const owner = await f.user({ name: 'Curator' });
    const reply = await collections.create(api, owner, { name: 'Open list', is_public: true });
    expect(reply.body.data).toMatchObject({ is_public: true, description: '' });
    const withUser = await collections.get(api, reply.body.data.id, undefined, '?include=user');
    expect(withUser.body.data.user).toMatchObject({ id: owner, name: 'Curator' });
  });

  it("answers the validator's 422s: name required, lengths, booleans", async () => {
    const owner = await f.user();
    expect(await collections.create(api, owner, {})).toEqual({
      status: 422,
      body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } },
    });
    expect((await collections.create(api, owner, { name: '   ' })).body.errors).toEqual({ name: ['The name field is required.'] });
    const tooLong = await collections.create(api, owner, {
      name: 'n'.repeat(COLLECTION_LIMITS.nameLength + 1),
      description: 'd'.repeat(COLLECTION_LIMITS.descriptionLength + 1),
      is_public: 'maybe',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      name: ['The name field must not be greater than 100 characters.'],
      description: ['The description field must not be greater than 1000 characters.'],
      is_public: ['The is public field must be true or false.'],
    });
    // Exactly at the limits is fine (an emoji is one character).
    const atLimit = await collections.create(api, owner, { name: '📚'.repeat(100), description: 'd'.repeat(1000) });
    expect(atLimit.status).toBe(201);
  });

  it('refuses the 201st collection of a user (the Saved one counts)', async () => {
    const owner = await f.user();
    await api.db.query(`INSERT INTO collections (user_id, name) SELECT $1, 'List ' || n FROM generate_series(1, $2) n`, [
      owner,
      COLLECTION_LIMITS.maxCollections - 1,
    ]);
    const reply = await collections.create(api, owner, { name: 'One too many' });
    expect(reply).toEqual({
      status: 422,
      body: { message: 'You can have at most 200 collections.', errors: { collections: ['You can have at most 200 collections.'] } },
    });
    // Racing creations at the limit cannot pass it together.
    await api.db.query(`DELETE FROM collections WHERE user_id = $1 AND name IN ('List 1', 'List 2')`, [owner]);
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => collections.create(api, owner, { name: `Race ${i}` })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(2);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collections WHERE user_id = $1', [owner]);
    expect(count?.n).toBe(200);
  });

  it('is 401 for visitors', async () => {
    expect(await collections.create(api, undefined, { name: 'x' })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await collections.mine(api, undefined)).status).toBe(401);
  });
});

describe('GET /api/v1/collections', () => {
  it("lists the viewer's own, the Saved one first and then the most recently changed, paged", async () => {
    const owner = await f.user();
    const saved = await savedCollectionOf(api, owner);
    const a = await newCollection(api, owner, { name: 'A' });
    const b = await newCollection(api, owner, { name: 'B', is_public: true });
    const c = await newCollection(api, owner, { name: 'C' });
    // Renaming A makes it the most recently changed.
    await collections.update(api, a.id, owner, { name: 'A2' });
    const all = await collections.mine(api, owner);
    expect(all.status).toBe(200);
    expect(all.body.data.map((x) => x.id)).toEqual([saved, a.id, c.id, b.id]);
    expect(all.body.data[0]).toMatchObject({ name: 'Saved', is_default: true, is_public: false });
    expect(all.body.options.pagination).toEqual({ total_records: 4, page: 1, size: 20, total_pages: 1 });
    const second = await collections.mine(api, owner, '?page=2&size=3');
    expect(second.body.data.map((x) => x.id)).toEqual([b.id]);
    expect(second.body.options.pagination).toEqual({ total_records: 4, page: 2, size: 3, total_pages: 2 });
    expect((await collections.mine(api, owner, '?size=101')).body.errors).toEqual({ size: ['The size field must be between 1 and 100.'] });
    // Someone else's collections are never in it.
    const other = await f.user();
    expect((await collections.mine(api, other)).body.data.map((x) => x.name)).toEqual(['Saved']);
  });

  it('says has_jot of each when asked with ?jot_id=', async () => {
    const owner = await f.user();
    const jot = await f.jot(listItem, await f.user());
    const saved = await savedCollectionOf(api, owner);
    const other = await newCollection(api, owner, { name: 'Other' });
    await collections.add(api, saved, owner, jot);
    const reply = await collections.mine(api, owner, `?jot_id=${jot}`);
    expect(reply.body.data.map((x) => [x.id, x.has_jot])).toEqual([
      [saved, true],
      [other.id, false],
    ]);
    expect((await collections.mine(api, owner)).body.data[0]).not.toHaveProperty('has_jot');
    expect((await collections.mine(api, owner, '?jot_id=abc')).body.errors).toEqual({ jot_id: ['The jot id field must be an integer.'] });
  });
});

describe('GET /api/v1/users/{id}/collections', () => {
  it("lists a user's public collections only, to anyone", async () => {
    const owner = await f.user();
    const open = await newCollection(api, owner, { name: 'Open', is_public: true });
    await newCollection(api, owner, { name: 'Closed' });
    for (const viewer of [undefined, await f.user(), owner]) {
      const reply = await collections.ofUser(api, owner, viewer);
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((x) => x.id)).toEqual([open.id]);
      expect(reply.body.options.pagination.total_records).toBe(1);
    }
    expect(await collections.ofUser(api, 999_999)).toEqual({ status: 404, body: { message: 'No query results for model [App\\Models\\User] 999999' } });
  });
});

describe('GET /api/v1/collections/{id}', () => {
  it("reads `default` as the viewer's Saved collection; a visitor has none (401)", async () => {
    const owner = await f.user();
    const reply = await collections.get(api, 'default', owner);
    expect(reply.body.data).toMatchObject({ id: await savedCollectionOf(api, owner), name: 'Saved', is_default: true });
    expect(await collections.get(api, 'default')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await collections.get(api, 'nope', owner)).toEqual({ status: 404, body: collectionNotFound('nope') });
  });
});

describe('PATCH /api/v1/collections/{id}', () => {
  it('changes what was sent and keeps the rest; a null description clears it', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner, { name: 'Before', description: 'About' });
    const renamed = await collections.update(api, c.id, owner, { name: 'After' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'After', description: 'About', is_public: false });
    expect(renamed.body.data.updated_at >= c.updated_at).toBe(true);
    const cleared = await collections.update(api, c.id, owner, { description: null, is_public: true });
    expect(cleared.body.data).toMatchObject({ name: 'After', description: '', is_public: true });
    expect((await collections.update(api, c.id, owner, { name: '' })).body.errors).toEqual({ name: ['The name field is required.'] });
  });

  it('renames the Saved collection but keeps it private', async () => {
    const owner = await f.user();
    const renamed = await collections.update(api, 'default', owner, { name: 'Read later' });
    expect(renamed.body.data).toMatchObject({ name: 'Read later', is_default: true });
    expect(await collections.update(api, 'default', owner, { is_public: true })).toEqual({
      status: 422,
      body: { message: 'The Saved collection is always private.', errors: { is_public: ['The Saved collection is always private.'] } },
    });
  });
});

describe('DELETE /api/v1/collections/{id}', () => {
  it('deletes a collection with its entries (204); the Saved one cannot be deleted', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    await collections.add(api, c.id, owner, await f.jot(listItem, owner));
    expect((await collections.remove(api, c.id, owner)).status).toBe(204);
    expect(await collections.get(api, c.id, owner)).toEqual({ status: 404, body: collectionNotFound(c.id) });
    const [left] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collection_items WHERE collection_id = $1', [c.id]);
    expect(left?.n).toBe(0);

    const saved = await savedCollectionOf(api, owner);
    for (const key of ['default', String(saved)]) {
      expect(await collections.remove(api, key, owner)).toEqual({
        status: 422,
        body: { message: 'The Saved collection cannot be deleted.', errors: { collection: ['The Saved collection cannot be deleted.'] } },
      });
    }
    expect((await collections.get(api, saved, owner)).status).toBe(200);
  });
});
