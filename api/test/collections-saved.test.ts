import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JotJson } from '../src/contract/index.ts';
import type { List, One } from '../src/http/envelope.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { collections, newCollection, savedCollectionOf, send, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * The default Saved collection of every account, has_saved on every jot the viewer has in any
 * collection, what a deleted jot leaves behind, the jot's length fields, and the account's
 * surfaces: Download my data and account deletion.
 */
let api: TestApi;
let f: Fixtures;
let listItem: number;
let author: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ f, listItem } = await world(api));
  author = await f.user();
});
afterAll(() => api?.close());

describe('the Saved collection', () => {
  it('every new account has one, private, empty, and only one', async () => {
    const user = await f.user();
    const rows = await api.db.query<{ name: string; is_default: boolean; is_public: boolean; item_count: number }>(
      'SELECT name, is_default, is_public, item_count FROM collections WHERE user_id = $1',
      [user],
    );
    expect(rows).toEqual([{ name: 'Saved', is_default: true, is_public: false, item_count: 0 }]);
    await expect(api.db.query(`INSERT INTO collections (user_id, name, is_default) VALUES ($1, 'Another', true)`, [user])).rejects.toThrow();
  });
});

describe('has_saved', () => {
  it("is true on every jot list and page for a jot in any of the viewer's collections, false for others and visitors", async () => {
    const reader = await f.user();
    const other = await f.user();
    const [inSaved, inList, notSaved] = [await f.jot(listItem, author), await f.jot(listItem, author), await f.jot(listItem, author)];
    await collections.add(api, 'default', reader, inSaved);
    const list = await newCollection(api, reader);
    await collections.add(api, list.id, reader, inList);

    const page = await api.get<List<JotJson>>(`/api/v1/jots?list_item_id=${listItem}&size=100`, { as: reader });
    const saved = new Map(page.body.data.map((j) => [j.id, j.has_saved]));
    expect([saved.get(inSaved), saved.get(inList), saved.get(notSaved)]).toEqual([true, true, false]);
    expect((await api.get<One<JotJson>>(`/api/v1/jots/${inList}`, { as: reader })).body.data.has_saved).toBe(true);
    expect((await api.get<One<JotJson>>(`/api/v1/jots/${inList}`, { as: other })).body.data.has_saved).toBe(false);
    expect((await api.get<One<JotJson>>(`/api/v1/jots/${inList}`)).body.data.has_saved).toBe(false);
    const authorsJots = await api.get<List<JotJson>>(`/api/v1/users/${author}/jots?size=100`, { as: reader });
    expect(authorsJots.body.data.find((j) => j.id === inSaved)?.has_saved).toBe(true);

    // Unsaved from the Saved collection but still in the other: still saved.
    await collections.unsave(api, 'default', inSaved, reader);
    expect((await api.get<One<JotJson>>(`/api/v1/jots/${inSaved}`, { as: reader })).body.data.has_saved).toBe(false);
  });

  it('costs no statement per jot: a page of 30 jots reads the same number of statements as a page of 3', async () => {
    const reader = await f.user();
    const place = await f.listItem(await f.section(await f.pod(await f.container())));
    for (let i = 0; i < 30; i += 1) {
      const jot = await f.jot(place, author);
      if (i % 2 === 0) await collections.add(api, 'default', reader, jot);
    }
    const count = async (size: number) => {
      api.queries.count = 0;
      const reply = await api.get<List<JotJson>>(`/api/v1/jots?list_item_id=${place}&size=${size}`, { as: reader });
      expect(reply.body.data).toHaveLength(size);
      return api.queries.count;
    };
    expect(await count(30)).toBe(await count(3));
  });
});

describe('a deleted jot', () => {
  it('takes the entries without a note along; an entry with a note stays for its owner, with jot_id null', async () => {
    const reader = await f.user();
    const c = await newCollection(api, reader, { is_public: true });
    const jot = await f.jot(listItem, author);
    const plain = (await collections.add(api, 'default', reader, jot)).body.data.id;
    const noted = (await collections.add(api, c.id, reader, jot)).body.data.id;
    await collections.updateItem(api, c.id, noted, reader, { note: 'The argument in part two' });

    const deleted = await send(api, 'DELETE', `/api/v1/jots/${jot}`, { as: author });
    expect(deleted.status).toBe(204);

    const saved = await savedCollectionOf(api, reader);
    expect((await collections.items(api, saved, reader)).body.data).toEqual([]);
    expect((await collections.get(api, saved, reader)).body.data.item_count).toBe(0);
    const mine = await collections.items(api, c.id, reader, '?include=jot');
    expect(mine.body.data).toEqual([expect.objectContaining({ id: noted, jot_id: null, note: 'The argument in part two', jot: null })]);
    expect((await collections.items(api, c.id, reader, '?q=part%20two')).body.data.map((x) => x.id)).toEqual([noted]);
    expect((await collections.items(api, c.id, reader, '?order_by=reading_seconds')).body.data.map((x) => x.id)).toEqual([noted]);
    // Anyone else sees nothing of it.
    const theirs = await collections.items(api, c.id, await f.user());
    expect(theirs.body.data).toEqual([]);
    expect(theirs.body.options.pagination.total_records).toBe(0);
    // The owner deletes it when they like.
    expect((await collections.removeItem(api, c.id, noted, reader)).status).toBe(204);
    expect((await collections.get(api, c.id, reader)).body.data.item_count).toBe(0);
  });
});

describe("the jot's length", () => {
  it('takes duration_seconds on the jot form and adds it to reading_seconds', async () => {
    const writer = await f.user();
    const base = { content_type: 'video', list_item_id: listItem, name: 'A talk', content_url: 'https://example.com/talk', content: `<p>${'word '.repeat(229)}</p>` };
    const created = await send<One<JotJson>>(api, 'POST', '/api/v1/jots', { as: writer, body: { ...base, duration_seconds: '1800' } });
    expect(created.status).toBe(201);
    // 2 + 229 words at 230 a minute: 61 s (rounded up), plus the half hour.
    expect(created.body.data).toMatchObject({ duration_seconds: 1800, reading_seconds: 61 + 1800 });
    const kept = await send<One<JotJson>>(api, 'POST', `/api/v1/jots/${created.body.data.id}`, { as: writer, body: { name: 'A longer talk' } });
    expect(kept.body.data).toMatchObject({ duration_seconds: 1800, reading_seconds: 61 + 1800 });
    const cleared = await send<One<JotJson>>(api, 'POST', `/api/v1/jots/${created.body.data.id}`, { as: writer, body: { duration_seconds: '' } });
    expect(cleared.body.data).toMatchObject({ duration_seconds: null, reading_seconds: 61 });
    const bad = await send(api, 'POST', '/api/v1/jots', { as: writer, body: { ...base, duration_seconds: '86401' } });
    expect(bad.body.errors).toEqual({ duration_seconds: ['The duration seconds field must be between 1 and 86400.'] });
    const notNumber = await send(api, 'POST', '/api/v1/jots', { as: writer, body: { ...base, duration_seconds: '1.5' } });
    expect(notNumber.body.errors).toEqual({ duration_seconds: ['The duration seconds field must be an integer.'] });
  });
});

describe("the account's surfaces", () => {
  it('Download my data has the collections with their entries, and the collections followed', async () => {
    const reader = await f.user();
    const curator = await f.user();
    const jot = await f.jot(listItem, author, { name: 'Exported jot' });
    await collections.add(api, 'default', reader, jot);
    const list = await newCollection(api, reader, { name: 'Study', description: 'For the exam' });
    const item = (await collections.add(api, list.id, reader, jot)).body.data.id;
    await collections.updateItem(api, list.id, item, reader, { status: 'done', note: 'Chapter 3' });
    const followed = await newCollection(api, curator, { name: 'Curated', is_public: true });
    await collections.follow(api, followed.id, reader);

    type Export = {
      collections: { id: number; name: string; description: string; is_default: boolean; items: Record<string, unknown>[] }[];
      followed_collections: { id: number; name: string; user_id: number }[];
    };
    const exported = await api.get<Export>('/api/v1/user/export', { as: reader });
    expect(exported.status).toBe(200);
    expect(exported.body.collections.map((c) => [c.name, c.is_default, c.items.length])).toEqual([
      ['Saved', true, 1],
      ['Study', false, 1],
    ]);
    expect(exported.body.collections[1]!.items).toEqual([
      { jot_id: jot, title: 'Exported jot', status: 'done', note: 'Chapter 3', saved_at: expect.any(String) },
    ]);
    expect(exported.body.followed_collections).toEqual([expect.objectContaining({ id: followed.id, name: 'Curated', user_id: curator })]);
    // Nobody else's collections.
    expect((await api.get<Export>('/api/v1/user/export', { as: curator })).body.collections.map((c) => c.name)).toEqual(['Saved', 'Curated']);
  });

  it("deleting an account removes its collections, their entries and followers, and the account's follows", async () => {
    const reader = await f.user();
    const follower = await f.user();
    const theirs = await newCollection(api, await f.user(), { is_public: true });
    const mine = await newCollection(api, reader, { is_public: true });
    await collections.add(api, mine.id, reader, await f.jot(listItem, author));
    await collections.follow(api, mine.id, follower);
    await collections.follow(api, theirs.id, reader);
    expect((await collections.get(api, theirs.id)).body.data.follower_count).toBe(1);
    await api.db.query('DELETE FROM users WHERE id = $1', [reader]);
    const [left] = await api.db.query<{ collections: number; items: number; follows: number }>(
      `SELECT (SELECT count(*)::int FROM collections WHERE user_id = $1) AS collections,
              (SELECT count(*)::int FROM collection_items WHERE user_id = $1) AS items,
              (SELECT count(*)::int FROM collection_follows WHERE user_id = $1 OR collection_id = $2) AS follows`,
      [reader, mine.id],
    );
    expect(left).toEqual({ collections: 0, items: 0, follows: 0 });
    expect((await collections.get(api, theirs.id)).body.data.follower_count).toBe(0);
  });
});
