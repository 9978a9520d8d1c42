import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '../src/http/envelope.ts';
import type { PodJson } from '../src/contract/index.ts';
import { rebaseTrending, rebaseTrendingIfStale, TRENDING_HALF_LIFE_SECONDS } from '../src/trending/score.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { Fixtures } from './support/fixtures.ts';
import { like, unlike, type JotList } from './social-support.ts';

/**
 * Trending: a jot's score is the sum of its likes, each halving in weight every 7 days; a pod's is
 * its jots' sum. Likes and unlikes recompute the jot (and, by trigger, its pod) at once, and the
 * TRENDING orders (list item tab, pods feed) follow recent likes rather than like counts.
 */
let api: TestApi;
let f: Fixtures;

beforeAll(async () => {
  api = await startTestApi();
  f = new Fixtures(api.db);
});
afterAll(() => api?.close());

async function oldLikes(jotId: number, n: number, daysAgo: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const user = await f.user();
    await api.db.query('INSERT INTO likes (user_id, jot_id, created_at) VALUES ($1, $2, now() - make_interval(days => $3))', [user, jotId, daysAgo]);
    await api.db.query('UPDATE jots SET like_count = like_count + 1 WHERE id = $1', [jotId]);
  }
}

/** The score the formula gives from the stored likes, at the stored reference. */
async function expectedScore(jotId: number): Promise<number> {
  const rows = await api.db.query<{ age: number }>(
    'SELECT extract(epoch FROM (t.reference_at - l.created_at))::float8 AS age FROM likes l, trending_state t WHERE l.jot_id = $1',
    [jotId],
  );
  return rows.reduce((sum, r) => sum + 0.5 ** (r.age / TRENDING_HALF_LIFE_SECONDS), 0);
}

async function scoreOf(table: 'jots' | 'pods', id: number): Promise<number> {
  const [row] = await api.db.query<{ trending_score: number }>(`SELECT trending_score FROM ${table} WHERE id = $1`, [id]);
  return row?.trending_score ?? Number.NaN;
}

async function podSum(podId: number): Promise<number> {
  const [row] = await api.db.query<{ s: number }>(
    `SELECT coalesce(sum(j.trending_score), 0) AS s FROM jots j JOIN list_items li ON li.id = j.list_item_id
       JOIN sections s ON s.id = li.section_id WHERE s.pod_id = $1`,
    [podId],
  );
  return row?.s ?? Number.NaN;
}

describe('trending scores', () => {
  it('ranks one fresh like above five from two months ago (list item TRENDING tab)', async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const [popular, fresh] = [await f.jot(item, await f.user()), await f.jot(item, await f.user())];
    await oldLikes(popular, 5, 60);
    await like(api, popular, await f.user()); // recomputes popular: 5 decayed likes + 1 fresh
    await unlike(api, popular, (await api.db.query<{ user_id: number }>('SELECT user_id FROM likes WHERE jot_id = $1 ORDER BY created_at DESC LIMIT 1', [popular]))[0]!.user_id);
    await like(api, fresh, await f.user());
    await like(api, fresh, await f.user());

    expect(await scoreOf('jots', popular)).toBeCloseTo(await expectedScore(popular), 9);
    expect(await scoreOf('jots', fresh)).toBeCloseTo(await expectedScore(fresh), 9);
    const byTrending = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&order_by=trending_score`);
    expect(byTrending.body.data.map((j) => j.id)).toEqual([fresh, popular]);
    const byLikes = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&order_by=like_count`);
    expect(byLikes.body.data.map((j) => j.id)).toEqual([popular, fresh]);
  });

  it('misses no like when ten readers like one jot at once', async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const jot = await f.jot(item, await f.user());
    const readers = await Promise.all(Array.from({ length: 10 }, () => f.user()));
    await Promise.all(readers.map((reader) => like(api, jot, reader)));
    expect(await scoreOf('jots', jot)).toBeCloseTo(await expectedScore(jot), 9);
    await Promise.all(readers.slice(0, 5).map((reader) => unlike(api, jot, reader)));
    expect(await scoreOf('jots', jot)).toBeCloseTo(await expectedScore(jot), 9);
  });
});

describe('pod trending scores', () => {
  it('follow their jots through likes, inserts, moves and deletes, and order the TRENDING feed', async () => {
    const container = await f.container();
    const [hot, cold] = [await f.pod(container), await f.pod(container)];
    const [hotItem, coldItem] = [await f.listItem(await f.section(hot)), await f.listItem(await f.section(cold))];
    const hotJot = await f.jot(hotItem, await f.user());
    const coldJot = await f.jot(coldItem, await f.user(), { trending_score: 0.25 });
    await oldLikes(coldJot, 8, 90);
    await like(api, hotJot, await f.user());

    for (const pod of [hot, cold]) expect(await scoreOf('pods', pod)).toBeCloseTo(await podSum(pod), 9);
    const feed = await api.get<List<PodJson>>('/api/v1/pods/tag/TRENDING?size=100');
    const order = feed.body.data.map((p) => p.id);
    expect(order.indexOf(hot)).toBeLessThan(order.indexOf(cold));

    // A jot moved to the other pod takes its score along; a deleted one takes it away.
    await api.db.query('UPDATE jots SET list_item_id = $1 WHERE id = $2', [coldItem, hotJot]);
    expect(await scoreOf('pods', hot)).toBeCloseTo(0, 9);
    expect(await scoreOf('pods', cold)).toBeCloseTo(await podSum(cold), 9);
    await api.db.query('DELETE FROM jots WHERE id = $1', [hotJot]);
    expect(await scoreOf('pods', cold)).toBeCloseTo(await podSum(cold), 9);
  });
});

describe('rebasing', () => {
  it('moves the reference to now, keeps the order and recomputes every pod exactly', async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const [a, b] = [await f.jot(item, await f.user()), await f.jot(item, await f.user())];
    await oldLikes(a, 3, 20);
    await like(api, b, await f.user());
    await like(api, a, await f.user());
    const before = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&order_by=trending_score`);

    expect(await rebaseTrendingIfStale(api.db, 7)).toBe(false); // the reference is from today
    // "Now" is the moment of the rebase: after this read of the clock, however long it takes.
    const [clock] = await api.db.query<{ now: string }>('SELECT now()::text AS now');
    await rebaseTrending(api.db);
    const [state] = await api.db.query<{ fresh: boolean }>('SELECT reference_at >= $1::timestamptz AS fresh FROM trending_state', [clock!.now]);
    expect(state?.fresh).toBe(true);
    for (const jot of [a, b]) expect(await scoreOf('jots', jot)).toBeCloseTo(await expectedScore(jot), 9);
    const after = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&order_by=trending_score`);
    expect(after.body.data.map((j) => j.id)).toEqual(before.body.data.map((j) => j.id));
    const drift = await api.db.query(
      `SELECT p.id FROM pods p WHERE abs(p.trending_score - coalesce((SELECT sum(j.trending_score) FROM jots j
         JOIN list_items li ON li.id = j.list_item_id JOIN sections s ON s.id = li.section_id WHERE s.pod_id = p.id), 0)) > 1e-9`,
    );
    expect(drift).toEqual([]);

    await api.db.query("UPDATE trending_state SET reference_at = now() - interval '8 days'");
    expect(await rebaseTrendingIfStale(api.db, 7)).toBe(true);
  });
});
