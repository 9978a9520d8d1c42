import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_LIMITS } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { collections, newCollection, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * A full collection (5,000 entries): its first page in each order, a text-filtered page, a move
 * and a save, answered right. Times are printed for the record, never asserted (they are the
 * machine's, not the code's).
 */
let api: TestApi;
let owner: number;
let collectionId: number;
let f: Fixtures;
let listItem: number;
const SIZE = COLLECTION_LIMITS.maxItems;

beforeAll(async () => {
  api = await startTestApi();
  ({ f, listItem } = await world(api));
  owner = await f.user();
  const author = await f.user();
  collectionId = (await newCollection(api, owner, { name: 'Everything', is_public: true })).id;
  // 5,000 jots, every 50th titled "Needle n", saved in order: jot n has the fractional index
  // 'c' + n in three base-62 digits (an integer key of rank.ts's alphabet), so the manual order is
  // the jots' order; saved-at goes backwards in time.
  await api.db.query(
    `INSERT INTO jots (slug, list_item_id, user_id, name, content, content_type, created_at)
     SELECT 'scale-' || n, $1, $2, CASE WHEN n % 50 = 0 THEN 'Needle ' || n ELSE 'Hay ' || n END,
            '<p>' || repeat('word ', n % 700) || '</p>', 'story', now() - make_interval(secs => n)
       FROM generate_series(1, $3) n`,
    [listItem, author, SIZE],
  );
  await api.db.query(
    `INSERT INTO collection_items (collection_id, user_id, jot_id, rank, created_at)
     SELECT $1, $2, j.id, 'c' || substr(d, n / 3844 % 62 + 1, 1) || substr(d, n / 62 % 62 + 1, 1) || substr(d, n % 62 + 1, 1),
            now() - make_interval(secs => n)
       FROM jots j, LATERAL (SELECT substr(j.slug, 7)::int AS n, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'::text AS d) k
      WHERE j.slug LIKE 'scale-%'`,
    [collectionId, owner],
  );
}, 180_000);
afterAll(() => api?.close());

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`[collections scale] ${label}: ${(performance.now() - start).toFixed(1)} ms`);
  return result;
}

const titles = (reply: { body: { data: { jot?: { name: string } | null }[] } }) => reply.body.data.map((x) => x.jot?.name);

describe(`a collection of ${SIZE.toLocaleString('en-US')} jots`, () => {
  it('answers its first page in the manual order, with the jots, and the right total', async () => {
    expect((await collections.get(api, collectionId, owner)).body.data.item_count).toBe(SIZE);
    await collections.items(api, collectionId, owner, '?include=jot'); // plans the statements once
    const reply = await timed('first page, manual order, include=jot (owner)', () => collections.items(api, collectionId, owner, '?include=jot'));
    expect(reply.status).toBe(200);
    expect(titles(reply)).toEqual(Array.from({ length: 20 }, (_, i) => `Hay ${i + 1}`));
    expect(reply.body.options.pagination).toEqual({ total_records: SIZE, page: 1, size: 20, total_pages: SIZE / 20 });
    const visitor = await timed('first page, manual order, include=jot (visitor)', () => collections.items(api, collectionId, undefined, '?include=jot'));
    expect(titles(visitor)).toEqual(titles(reply));
    const last = await timed('last page, manual order', () => collections.items(api, collectionId, owner, `?page=${SIZE / 100}&size=100&include=jot`));
    expect(titles(last).at(-1)).toBe(`Needle ${SIZE}`);
  });

  it('answers the other orders', async () => {
    const newest = await timed('first page, created_at desc', () => collections.items(api, collectionId, owner, '?order_by=created_at&dir=desc&include=jot'));
    expect(titles(newest).slice(0, 3)).toEqual(['Hay 1', 'Hay 2', 'Hay 3']);
    const longest = await timed('first page, reading_seconds desc', () => collections.items(api, collectionId, owner, '?order_by=reading_seconds&dir=desc&include=jot'));
    // The longest texts have 699 words (n % 700 = 699), their titles two.
    expect(longest.body.data.slice(0, 3).map((x) => x.jot?.reading_seconds)).toEqual(Array(3).fill(Math.ceil(((2 + 699) * 60) / 230)));
    expect(longest.body.data.at(-1)!.jot!.reading_seconds).toBeLessThanOrEqual(longest.body.data[0]!.jot!.reading_seconds);
  });

  it('answers a text-filtered page', async () => {
    const reply = await timed('q=needle, first page', () => collections.items(api, collectionId, owner, '?q=needle&include=jot'));
    expect(reply.body.options.pagination.total_records).toBe(SIZE / 50);
    expect(titles(reply)).toEqual(Array.from({ length: 20 }, (_, i) => `Needle ${(i + 1) * 50}`));
    const none = await timed('q=nothing-matches', () => collections.items(api, collectionId, owner, '?q=nothing-matches'));
    expect(none.body).toMatchObject({ data: [], options: { pagination: { total_records: 0 } } });
  });

  it('moves an entry and refuses one more jot', async () => {
    const page = await collections.items(api, collectionId, owner, '?size=3');
    const [first, second, third] = page.body.data.map((x) => x.id) as [number, number, number];
    const moved = await timed('move to after the third', () => collections.move(api, collectionId, first, owner, third));
    expect(moved.status).toBe(200);
    expect((await collections.items(api, collectionId, owner, '?size=3')).body.data.map((x) => x.id)).toEqual([second, third, first]);
    const jotId = await f.jot(listItem, owner);
    const refused = await timed('save into the full collection', () => collections.add(api, collectionId, owner, jotId));
    expect(refused.body.errors).toEqual({ jot_id: ['A collection can hold at most 5,000 jots.'] });
  });
});
