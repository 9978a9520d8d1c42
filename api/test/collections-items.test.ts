import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_LIMITS } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { collections, itemNotFound, jotNotFound, newCollection, savedCollectionOf, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * A collection's entries: saving a jot (first in the manual order), the list's orders, filters
 * and text search, moving an entry (one row written), status and note, unsaving, the limits.
 */
let api: TestApi;
let f: Fixtures;
let listItem: number;
let author: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ f, listItem } = await world(api));
  author = await f.user({ name: 'Author' });
});
afterAll(() => api?.close());

const ids = (reply: { body: { data: { id: number }[] } }) => reply.body.data.map((x) => x.id);
const ranks = async (collectionId: number) =>
  api.db.query<{ id: number; rank: string; updated_at: Date }>('SELECT id, rank, updated_at FROM collection_items WHERE collection_id = $1 ORDER BY id', [
    collectionId,
  ]);

describe('POST /api/v1/collections/{id}/items', () => {
  it('saves a jot first in the manual order and answers the entry (201), with include=jot', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    const [j1, j2] = [await f.jot(listItem, author), await f.jot(listItem, author)];
    const first = await collections.add(api, c.id, owner, j1);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      collection_id: c.id,
      jot_id: j1,
      rank: expect.any(String),
      status: 'to_read',
      note: '',
      created_at: expect.any(String),
    });
    const second = await collections.add(api, c.id, owner, j2, '?include=jot');
    expect(second.body.data.jot).toMatchObject({ id: j2, has_saved: true, has_liked: false, user_id: author });
    expect(second.body.data.rank < first.body.data.rank).toBe(true);
    const list = await collections.items(api, c.id, owner);
    expect(ids(list)).toEqual([second.body.data.id, first.body.data.id]);
    expect((await collections.get(api, c.id, owner)).body.data.item_count).toBe(2);
  });

  it('takes `default`; a jot already there, an unknown, held or hidden jot, a bad body are refused', async () => {
    const owner = await f.user();
    const jot = await f.jot(listItem, author);
    expect((await collections.add(api, 'default', owner, jot)).status).toBe(201);
    expect(await collections.add(api, 'default', owner, jot)).toEqual({
      status: 422,
      body: { message: 'This jot is already in this collection.', errors: { jot_id: ['This jot is already in this collection.'] } },
    });
    expect(await collections.add(api, 'default', owner, 987_654)).toEqual({ status: 404, body: jotNotFound(987_654) });
    const held = await f.jot(listItem, author, { held_at: '2024-01-01T00:00:00Z' });
    expect(await collections.add(api, 'default', owner, held)).toEqual({ status: 404, body: jotNotFound(held) });
    const hiddenPod = await f.pod(await f.container(), { is_active: false });
    const hidden = await f.jot(await f.listItem(await f.section(hiddenPod)), author);
    expect(await collections.add(api, 'default', owner, hidden)).toEqual({ status: 404, body: jotNotFound(hidden) });
    expect((await collections.add(api, 'default', owner, undefined)).body.errors).toEqual({ jot_id: ['The jot id field is required.'] });
    expect((await collections.add(api, 'default', owner, 'x')).body.errors).toEqual({ jot_id: ['The jot id field must be an integer.'] });
    // Ten racing saves of one jot make one entry.
    const racer = await f.jot(listItem, author);
    const c = await newCollection(api, owner);
    const replies = await Promise.all(Array.from({ length: 10 }, () => collections.add(api, c.id, owner, racer)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await collections.get(api, c.id, owner)).body.data.item_count).toBe(1);
  });

  it('refuses a jot past 5,000 entries', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    await api.db.query(
      `INSERT INTO collection_items (collection_id, user_id, jot_id, rank, note)
       SELECT $1, $2, NULL, 'r' || lpad(n::text, 5, '0'), 'kept' FROM generate_series(1, $3) n`,
      [c.id, owner, COLLECTION_LIMITS.maxItems],
    );
    expect(await collections.add(api, c.id, owner, await f.jot(listItem, author))).toEqual({
      status: 422,
      body: { message: 'A collection can hold at most 5,000 jots.', errors: { jot_id: ['A collection can hold at most 5,000 jots.'] } },
    });
  });
});

describe('GET /api/v1/collections/{id}/items', () => {
  it('orders by rank, created_at or reading_seconds, either way', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    const long = await f.jot(listItem, author, { content: `<p>${'word '.repeat(460)}</p>` }); // 2 minutes
    const short = await f.jot(listItem, author, { content: '<p>short</p>' });
    const video = await f.jot(listItem, author, { content_type: 'video', content: '<p>a talk</p>', duration_seconds: 600 });
    const saved = [];
    for (const jot of [long, short, video]) saved.push((await collections.add(api, c.id, owner, jot)).body.data.id);
    const [eLong, eShort, eVideo] = saved as [number, number, number];
    await api.db.query(`UPDATE collection_items SET created_at = now() - make_interval(secs => id) WHERE collection_id = $1`, [c.id]);
    expect(ids(await collections.items(api, c.id, owner))).toEqual([eVideo, eShort, eLong]);
    expect(ids(await collections.items(api, c.id, owner, '?dir=desc'))).toEqual([eLong, eShort, eVideo]);
    expect(ids(await collections.items(api, c.id, owner, '?order_by=created_at'))).toEqual([eVideo, eShort, eLong]);
    expect(ids(await collections.items(api, c.id, owner, '?order_by=created_at&dir=desc'))).toEqual([eLong, eShort, eVideo]);
    const byLength = await collections.items(api, c.id, owner, '?order_by=reading_seconds&include=jot');
    expect(ids(byLength)).toEqual([eShort, eLong, eVideo]);
    expect(byLength.body.data.map((x) => x.jot?.reading_seconds)).toEqual([1, 121, 601]);
    expect(byLength.body.data.map((x) => x.jot?.duration_seconds)).toEqual([null, null, 600]);
    expect(ids(await collections.items(api, c.id, owner, '?order_by=reading_seconds&dir=desc'))).toEqual([eVideo, eLong, eShort]);
    expect((await collections.items(api, c.id, owner, '?order_by=name&dir=up')).body.errors).toEqual({
      order_by: ['The selected order by is invalid.'],
      dir: ['The selected dir is invalid.'],
    });
  });

  it('filters by status (the owner) and by text in titles and the owner’s notes, case-insensitively', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner, { is_public: true });
    const algebra = await f.jot(listItem, author, { name: 'Linear ALGEBRA basics' });
    const poetry = await f.jot(listItem, author, { name: 'Poetry' });
    const eAlgebra = (await collections.add(api, c.id, owner, algebra)).body.data.id;
    const ePoetry = (await collections.add(api, c.id, owner, poetry)).body.data.id;
    await collections.updateItem(api, c.id, ePoetry, owner, { status: 'done', note: 'Reminds me of algebra 100%_' });
    expect(ids(await collections.items(api, c.id, owner, '?status=done'))).toEqual([ePoetry]);
    expect(ids(await collections.items(api, c.id, owner, '?status=to_read'))).toEqual([eAlgebra]);
    expect(ids(await collections.items(api, c.id, owner, '?q=Algebra'))).toEqual([ePoetry, eAlgebra]);
    expect(ids(await collections.items(api, c.id, owner, `?q=${encodeURIComponent('100%_')}`))).toEqual([ePoetry]);
    // Others read titles only, never notes or statuses.
    const reader = await f.user();
    const theirs = await collections.items(api, c.id, reader, '?q=algebra');
    expect(ids(theirs)).toEqual([eAlgebra]);
    expect(theirs.body.data[0]).toMatchObject({ status: null, note: null });
    expect(ids(await collections.items(api, c.id, reader, '?status=done'))).toEqual([ePoetry, eAlgebra]);
    expect((await collections.items(api, c.id, owner, `?q=${'q'.repeat(201)}&status=later`)).body.errors).toEqual({
      status: ['The selected status is invalid.'],
      q: ['The q field must not be greater than 200 characters.'],
    });
  });

  it('leaves out jots of blocked (exclude_user_ids) and muted authors, and held jots, as the jot lists do', async () => {
    const owner = await f.user();
    const blocked = await f.user();
    const muted = await f.user();
    const expert = await f.user({ is_expert: true });
    const c = await newCollection(api, owner, { is_public: true });
    const entry = async (by: number) => (await collections.add(api, c.id, owner, await f.jot(listItem, by))).body.data.id;
    const eBlocked = await entry(blocked);
    const eMuted = await entry(muted);
    const eExpert = await entry(expert);
    const eHeld = await entry(author);
    await api.db.query(`UPDATE jots SET held_at = now() WHERE id = (SELECT jot_id FROM collection_items WHERE id = $1)`, [eHeld]);
    await api.db.query('INSERT INTO muted_authors (user_id, author_id) VALUES ($1, $2)', [owner, muted]);
    const all = await collections.items(api, c.id, owner);
    expect(ids(all)).toEqual([eExpert, eBlocked]);
    expect(all.body.options.pagination.total_records).toBe(2);
    const filtered = await collections.items(api, c.id, owner, `?exclude_user_ids=${blocked},${expert}`);
    expect(ids(filtered)).toEqual([eExpert]);
    // A visitor mutes nobody: the muted author's jot is theirs to see.
    expect(ids(await collections.items(api, c.id))).toEqual([eExpert, eMuted, eBlocked]);
  });

  it('pages 20 by default, at most 100', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    for (let i = 0; i < 23; i += 1) await collections.add(api, c.id, owner, await f.jot(listItem, author));
    const first = await collections.items(api, c.id, owner);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.options.pagination).toEqual({ total_records: 23, page: 1, size: 20, total_pages: 2 });
    const second = await collections.items(api, c.id, owner, '?page=2');
    expect(second.body.data).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(23);
    expect((await collections.items(api, c.id, owner, '?size=101')).status).toBe(422);
  });
});

describe('POST /api/v1/collections/{id}/items/{item_id}/move', () => {
  it('moves an entry after another or to the top, writing its own row only', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    const entries: number[] = [];
    for (let i = 0; i < 5; i += 1) entries.unshift((await collections.add(api, c.id, owner, await f.jot(listItem, author))).body.data.id);
    const [a, b, cc, d, e] = entries as [number, number, number, number, number];
    expect(ids(await collections.items(api, c.id, owner))).toEqual([a, b, cc, d, e]);

    const before = await ranks(c.id);
    const moved = await collections.move(api, c.id, a, owner, d);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: a, collection_id: c.id });
    expect(ids(await collections.items(api, c.id, owner))).toEqual([b, cc, d, a, e]);
    const after = await ranks(c.id);
    const changed = after.filter((row, i) => row.rank !== before[i]!.rank || row.updated_at.getTime() !== before[i]!.updated_at.getTime());
    expect(changed.map((row) => row.id)).toEqual([a]);

    await collections.move(api, c.id, e, owner, null);
    expect(ids(await collections.items(api, c.id, owner))).toEqual([e, b, cc, d, a]);
    await collections.move(api, c.id, e, owner, a); // to the end
    expect(ids(await collections.items(api, c.id, owner))).toEqual([b, cc, d, a, e]);
    // Already there (after d; after itself): nothing is written.
    const still = await ranks(c.id);
    await collections.move(api, c.id, a, owner, d);
    await collections.move(api, c.id, a, owner, a);
    await collections.move(api, c.id, b, owner, null);
    expect(await ranks(c.id)).toEqual(still);
    // Many moves to one spot keep the order exact (the last one, d, ends right after b).
    for (let i = 0; i < 30; i += 1) await collections.move(api, c.id, i % 2 === 0 ? cc : d, owner, b);
    expect(ids(await collections.items(api, c.id, owner))).toEqual([b, d, cc, a, e]);
  });

  it('refuses an after_item_id of another collection, and a missing one', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    const other = await newCollection(api, owner);
    const mine = (await collections.add(api, c.id, owner, await f.jot(listItem, author))).body.data.id;
    const elsewhere = (await collections.add(api, other.id, owner, await f.jot(listItem, author))).body.data.id;
    expect(await collections.move(api, c.id, mine, owner, elsewhere)).toEqual({
      status: 422,
      body: { message: 'The selected after item id is invalid.', errors: { after_item_id: ['The selected after item id is invalid.'] } },
    });
    const absent = await fetch(`${api.url}/api/v1/collections/${c.id}/items/${mine}/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-viewer': String(owner) },
      body: '{}',
    });
    expect(await absent.json()).toEqual({ message: 'The after item id field must be present.', errors: { after_item_id: ['The after item id field must be present.'] } });
    // The entry of the path must be the collection's own.
    expect(await collections.move(api, c.id, elsewhere, owner, null)).toEqual({ status: 404, body: itemNotFound(elsewhere) });
  });
});

describe('PATCH and DELETE of an entry; DELETE /collections/{id}/jots/{jot_id}', () => {
  it('sets status and note, clears the note, validates both', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner);
    const item = (await collections.add(api, c.id, owner, await f.jot(listItem, author))).body.data.id;
    const done = await collections.updateItem(api, c.id, item, owner, { status: 'done', note: '  Worth it  ' });
    expect(done.body.data).toMatchObject({ id: item, status: 'done', note: 'Worth it' });
    expect((await collections.updateItem(api, c.id, item, owner, { status: 'to_read' })).body.data).toMatchObject({ status: 'to_read', note: 'Worth it' });
    expect((await collections.updateItem(api, c.id, item, owner, { note: null })).body.data).toMatchObject({ note: '' });
    expect((await collections.updateItem(api, c.id, item, owner, { status: 'skimmed', note: 'n'.repeat(2001) })).body.errors).toEqual({
      status: ['The selected status is invalid.'],
      note: ['The note field must not be greater than 2000 characters.'],
    });
  });

  it('deletes an entry (204) and unsaves a jot by its id, idempotently', async () => {
    const owner = await f.user();
    const saved = await savedCollectionOf(api, owner);
    const [j1, j2] = [await f.jot(listItem, author), await f.jot(listItem, author)];
    const e1 = (await collections.add(api, 'default', owner, j1)).body.data.id;
    await collections.add(api, 'default', owner, j2);
    expect((await collections.removeItem(api, saved, e1, owner)).status).toBe(204);
    expect(await collections.removeItem(api, saved, e1, owner)).toEqual({ status: 404, body: itemNotFound(e1) });
    expect((await collections.unsave(api, 'default', j2, owner)).status).toBe(204);
    expect((await collections.unsave(api, 'default', j2, owner)).status).toBe(204);
    expect((await collections.get(api, saved, owner)).body.data.item_count).toBe(0);
    expect((await collections.items(api, saved, owner)).body.data).toEqual([]);
  });
});
