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
  // the page with its total and images; the authors with their counts; the places (list items,
  // sections, pods, containers with their pod counts)
  const FEED_STATEMENTS = 3;

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

  it('the jot page with every relation runs as many statements as the feed page', async () => {
    const [jot] = await testDb.db.query<{ slug: string }>('SELECT slug FROM jots ORDER BY id LIMIT 1');
    const { statements, body } = await statementsOf(`/api/v1/jots/${jot!.slug}?${INCLUDE}`);
    expect((body as One<JotJson>).data.slug).toBe(jot!.slug);
    expect(statements).toBe(FEED_STATEMENTS);
  });
});

describe('page totals', () => {
  /** The visible jots matching `where`, joined up their whole chain as the page reads them. */
  async function visibleJots(where: string, params: (number | number[])[]): Promise<number> {
    const [row] = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jots j JOIN users u ON u.id = j.user_id JOIN list_items li ON li.id = j.list_item_id
        JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER} WHERE ${VISIBLE_POD} AND j.held_at IS NULL AND ${where}`,
      params,
    );
    return row!.n;
  }

  /** Every filter's page total, a page past the end included, and the author's jots_count, against a count of the jots. */
  async function expectTotalsToCountTheJots(podId: number, userId: number): Promise<void> {
    const [item] = await testDb.db.query<{ id: number }>(
      'SELECT li.id FROM list_items li JOIN sections s ON s.id = li.section_id WHERE s.pod_id = $1 ORDER BY li.id LIMIT 1',
      [podId],
    );
    const cases: [string, string, (number | number[])[]][] = [
      ['', 'true', []],
      [`&pod_id=${podId}`, 's.pod_id = $1', [podId]],
      [`&user_id=${userId}`, 'j.user_id = $1', [userId]],
      [`&pod_id=${podId}&user_id=${userId}`, 's.pod_id = $1 AND j.user_id = $2', [podId, userId]],
      [`&exclude_user_ids=${userId}`, '(u.is_expert OR j.user_id <> $1)', [userId]],
      [`&pod_id=${podId}&exclude_user_ids=${userId}`, 's.pod_id = $1 AND (u.is_expert OR j.user_id <> $2)', [podId, userId]],
      [`&list_item_id=${item!.id}`, 'j.list_item_id = $1', [item!.id]],
    ];
    for (const [filter, where, params] of cases) {
      const expected = await visibleJots(where, params);
      const page = await api.get<List<JotJson>>(`/api/v1/jots?size=5${filter}`);
      expect(page.body.options.pagination.total_records, filter).toBe(expected);
      const pastTheEnd = await api.get<List<JotJson>>(`/api/v1/jots?size=5&page=100000${filter}`);
      expect(pastTheEnd.body.data).toEqual([]);
      expect(pastTheEnd.body.options.pagination.total_records, filter).toBe(expected);
    }
    const author = await api.get<One<{ jots_count: number }>>(`/api/v1/users/${userId}`);
    expect(author.body.data.jots_count).toBe(await visibleJots('j.user_id = $1', [userId]));
  }

  it('count exactly the visible jots the pages hold, with and without filters, as jots are written and places hidden', async () => {
    const [jot] = await testDb.db.query<{ id: number; pod_id: number; user_id: number; container_id: number }>(
      `SELECT j.id, s.pod_id, j.user_id, p.container_id FROM jots j JOIN list_items li ON li.id = j.list_item_id
        JOIN sections s ON s.id = li.section_id JOIN pods p ON p.id = s.pod_id ORDER BY j.id LIMIT 1`,
    );
    const { id: jotId, pod_id: podId, user_id: userId, container_id: containerId } = jot!;
    const [elsewhere] = await testDb.db.query<{ id: number; pod_id: number }>(
      'SELECT li.id, s.pod_id FROM list_items li JOIN sections s ON s.id = li.section_id WHERE s.pod_id <> $1 ORDER BY li.id LIMIT 1',
      [podId],
    );
    await expectTotalsToCountTheJots(podId, userId);

    // An inactive pod's jots exist in the table and count nowhere.
    await testDb.db.query('UPDATE pods SET is_active = false WHERE id = $1', [elsewhere!.pod_id]);
    await expectTotalsToCountTheJots(podId, userId);
    expect(await visibleJots('true', [])).toBeLessThan((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jots'))[0]!.n);

    // New jots (one statement of several), a jot moved to another pod, a deleted jot.
    await testDb.db.query(
      `INSERT INTO jots (slug, list_item_id, user_id, name, content_type)
       SELECT 'tally-' || g, $1, $2, 'Tally ' || g, 'story' FROM generate_series(1, 3) g`,
      [elsewhere!.id, userId],
    );
    await testDb.db.query('UPDATE pods SET is_active = true WHERE id = $1', [elsewhere!.pod_id]);
    await expectTotalsToCountTheJots(podId, userId);
    await testDb.db.query('UPDATE jots SET list_item_id = $2 WHERE id = $1', [jotId, elsewhere!.id]);
    await expectTotalsToCountTheJots(elsewhere!.pod_id, userId);
    await testDb.db.query("DELETE FROM jots WHERE slug = 'tally-2'");
    await expectTotalsToCountTheJots(elsewhere!.pod_id, userId);
    // A jot held for review counts nowhere until it is restored.
    await testDb.db.query("UPDATE jots SET held_at = now() WHERE slug = 'tally-3'");
    await expectTotalsToCountTheJots(elsewhere!.pod_id, userId);
    await testDb.db.query("UPDATE jots SET held_at = NULL WHERE slug = 'tally-3'");
    await expectTotalsToCountTheJots(elsewhere!.pod_id, userId);

    // A signed-in reader's muted authors leave the totals too, together with a block list.
    const [other] = await testDb.db.query<{ user_id: number }>('SELECT user_id FROM jots WHERE user_id <> $1 ORDER BY id LIMIT 1', [userId]);
    const muter = reader === userId ? other!.user_id : reader;
    await testDb.db.query('INSERT INTO muted_authors (user_id, author_id) VALUES ($1, $2)', [muter, userId]);
    const notMuted = 'NOT EXISTS (SELECT 1 FROM muted_authors ma WHERE ma.user_id = $1 AND ma.author_id = j.user_id)';
    for (const [filter, where, params] of [
      ['', notMuted, [muter]],
      [`&pod_id=${elsewhere!.pod_id}`, `${notMuted} AND s.pod_id = $2`, [muter, elsewhere!.pod_id]],
      [`&exclude_user_ids=${other!.user_id}`, `${notMuted} AND (u.is_expert OR j.user_id <> $2)`, [muter, other!.user_id]],
    ] as const) {
      const page = await api.get<List<JotJson>>(`/api/v1/jots?size=5${filter}`, { as: muter });
      expect(page.body.options.pagination.total_records, `muted ${filter}`).toBe(await visibleJots(where, [...params]));
    }

    // A hidden container hides every pod of it, and showing it again brings them back.
    await testDb.db.query('UPDATE containers SET is_active = false WHERE id = $1', [containerId]);
    await expectTotalsToCountTheJots(elsewhere!.pod_id, userId);
    await testDb.db.query('UPDATE containers SET is_active = true WHERE id = $1', [containerId]);
    await expectTotalsToCountTheJots(podId, userId);
  });
});
