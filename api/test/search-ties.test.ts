import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_CANDIDATES } from '../src/search/index-query.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { buildSearchWorld, type SearchBody, type SearchWorld } from './search-world.ts';

let api: TestApi;
let w: SearchWorld;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildSearchWorld(api.db);
});
afterAll(() => api.close());

const search = (query: string) => api.get<SearchBody>(`/api/v1/search?${query}`);
const suggest = (query: string) => api.get<Pick<SearchBody, 'data'>>(`/api/v1/search/suggestions?${query}`);
const ids = (body: Pick<SearchBody, 'data'>) => body.data.map((hit) => hit.id);

/**
 * `n` jots with the same name and text (so every query ranks them the same), their ids in order.
 * The first `moved` of them are then edited, which stores them again further on in the table: a
 * scan meets them in another order than their ids, as after any edit, like or vacuum.
 */
async function tiedJots(n: number, fields: { slug: string; name: string; content: string }, moved: number): Promise<number[]> {
  await api.db.query(
    `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
     SELECT $1, $2, $3, $4 || '-' || i, $5, 'story' FROM generate_series(1, $6::int) i`,
    [w.items.plants, w.users.bob, fields.name, fields.slug, fields.content, n],
  );
  const inserted = `SELECT id FROM jots WHERE slug LIKE $1 || '-%'`;
  await api.db.query(`UPDATE jots SET content = content || ' ' WHERE id IN (${inserted} ORDER BY id LIMIT ${moved})`, [fields.slug]);
  const byId = (await api.db.query<{ id: number }>(`${inserted} ORDER BY id`, [fields.slug])).map((r) => Number(r.id));
  const stored = (await api.db.query<{ id: number }>(`${inserted} ORDER BY ctid`, [fields.slug])).map((r) => Number(r.id));
  expect(stored).not.toEqual(byId);
  return byId;
}

describe('GET /api/v1/search and suggestions: hits whose ranks tie', () => {
  let named: number[];
  let bodied: number[];

  beforeAll(async () => {
    // Every word in the name (the title tier), fewer than the candidates ranked.
    named = await tiedJots(MIN_CANDIDATES - 40, { slug: 'yodel', name: 'Yodel practice', content: '<p>Alpine singing.</p>' }, 20);
    // The word only in the text (the body tier), more than the candidates ranked, so which of
    // them are ranked decides what is listed.
    bodied = await tiedJots(MIN_CANDIDATES + 50, { slug: 'airship', name: 'Airship log', content: '<p>Zeppelin flights over the lake.</p>' }, 30);
  });

  it('lists tied jots by id, lowest first, the same on every call', async () => {
    for (const [query, tied] of [['yod', named], ['yodel', named], ['zep', bodied], ['zeppelin', bodied]] as const) {
      const first = await suggest(`q=${query}&indexes=jots&per_index=10`);
      const again = await suggest(`q=${query}&indexes=jots&per_index=10`);
      expect(ids(first.body)).toEqual(tied.slice(0, 10));
      expect(ids(again.body)).toEqual(ids(first.body));
      const page = await search(`q=${query}&indexes=jots&size=10`);
      expect(ids(page.body)).toEqual(tied.slice(0, 10));
    }
  });

  it('pages through tied jots in id order, each exactly once, past the candidates of the first pages', async () => {
    for (const [query, tied] of [['yod', named], ['zep', bodied]] as const) {
      const seen: number[] = [];
      for (let page = 1; (page - 1) * 50 < tied.length; page += 1) {
        const res = await search(`q=${query}&indexes=jots&size=50&page=${page}`);
        expect(res.body.options.totals.jots).toBe(tied.length);
        seen.push(...ids(res.body));
      }
      expect(seen).toEqual(tied);
    }
  });

  it('starts every scan at the first page of its table, so a search meets the same candidates each time', async () => {
    // PostgreSQL's default (on) starts a scan of a large table where the last one stopped.
    expect(await api.db.query('SHOW synchronize_seqscans')).toEqual([{ synchronize_seqscans: 'off' }]);
  });
});
