import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { JotJson } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../src/resources/visibility.ts';

/**
 * The feed and the jot page run a fixed number of SQL statements, however many jots, authors and
 * places a page holds: each relation is one batched statement for the whole page, never one per
 * row. A change that loads something per row makes the larger page cost more and fails here.
 */
const INCLUDE = 'include=user,list_item,section,pod,container';
const feedPath = (size: number) => `/api/v1/jots?order_by=created_at&dir=desc&${INCLUDE}&page=1&size=${size}`;

let testDb: TestDb;
let api: TestApi;
let reader: number;

beforeAll(async () => {
  testDb = await openTestDb({ template: 'demo' });
  api = await startTestApi({ db: testDb.db });
  const [user] = await testDb.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  reader = user!.id;
});
afterAll(async () => {
  await api.close();
  await testDb.cleanup();
});

async function statementsOf(path: string, as?: number): Promise<{ statements: number; body: unknown }> {
  api.queries.count = 0;
  const response = await api.get<unknown>(path, as === undefined ? {} : { as });
  expect(response.status).toBe(200);
  return { statements: api.queries.count, body: response.body };
}

describe('statements per read', () => {
  // the page total, the page, images, authors, list items, sections, pods, containers, the
  // authors' follow counts and visible jots, the containers' pod counts
  const FEED_STATEMENTS = 11;

  it('a feed page of 21 jots with every relation runs as many statements as a page of 2', async () => {
    const large = await statementsOf(feedPath(21));
    const small = await statementsOf(feedPath(2));
    expect((large.body as List<JotJson>).data).toHaveLength(21);
    expect(new Set((large.body as List<JotJson>).data.map((jot) => jot.user_id)).size).toBeGreaterThan(2);
    expect(large.statements).toBe(FEED_STATEMENTS);
    expect(small.statements).toBe(FEED_STATEMENTS);
  });

  it('a signed-in reader adds three statements for the whole page: its likes, its follows, its default pod', async () => {
    expect((await statementsOf(feedPath(21), reader)).statements).toBe(FEED_STATEMENTS + 3);
    expect((await statementsOf(feedPath(2), reader)).statements).toBe(FEED_STATEMENTS + 3);
  });

  it('the jot page with every relation runs one statement per relation and no page total', async () => {
    const [jot] = await testDb.db.query<{ slug: string }>('SELECT slug FROM jots ORDER BY id LIMIT 1');
    const { statements, body } = await statementsOf(`/api/v1/jots/${jot!.slug}?${INCLUDE}`);
    expect((body as One<JotJson>).data.slug).toBe(jot!.slug);
    expect(statements).toBe(FEED_STATEMENTS - 1);
  });
});

describe('page totals', () => {
  /** The visible jots matching `where`, joined up their whole chain as the page reads them. */
  async function visibleJots(where: string, params: (number | number[])[]): Promise<number> {
    const [row] = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jots j JOIN users u ON u.id = j.user_id JOIN list_items li ON li.id = j.list_item_id
        JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER} WHERE ${VISIBLE_POD} AND ${where}`,
      params,
    );
    return row!.n;
  }

  it('count exactly the visible jots the pages hold, with and without filters', async () => {
    const [jot] = await testDb.db.query<{ pod_id: number; user_id: number }>(
      'SELECT s.pod_id, j.user_id FROM jots j JOIN list_items li ON li.id = j.list_item_id JOIN sections s ON s.id = li.section_id ORDER BY j.id LIMIT 1',
    );
    const { pod_id: podId, user_id: userId } = jot!;
    // An inactive pod's jots exist in the table and count nowhere.
    await testDb.db.query('UPDATE pods SET is_active = false WHERE id = (SELECT max(id) FROM pods WHERE id <> $1)', [podId]);
    const cases: [string, string, (number | number[])[]][] = [
      ['', 'true', []],
      [`&pod_id=${podId}`, 's.pod_id = $1', [podId]],
      [`&user_id=${userId}`, 'j.user_id = $1', [userId]],
      [`&exclude_user_ids=${userId}`, '(u.is_expert OR j.user_id <> $1)', [userId]],
    ];
    for (const [filter, where, params] of cases) {
      const expected = await visibleJots(where, params);
      expect(expected).toBeGreaterThan(0);
      const page = await api.get<List<JotJson>>(`/api/v1/jots?size=5${filter}`);
      expect(page.body.options.pagination.total_records).toBe(expected);
    }
    expect(await visibleJots('true', [])).toBeLessThan((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jots'))[0]!.n);
  });
});
