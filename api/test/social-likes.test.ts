import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JotJson } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { Fixtures } from './support/fixtures.ts';
import { like, unlike, type JotList } from './social-support.ts';

/**
 * POST /jots/{id}/like and /unlike, GET /users/likes: one like per user and jot whatever the
 * number of clicks or racing requests, like_count moving by exactly the real change.
 */
let api: TestApi;
let f: Fixtures;
let listItem: number;
let author: number;

beforeAll(async () => {
  api = await startTestApi();
  f = new Fixtures(api.db);
  listItem = await f.listItem(await f.section(await f.pod(await f.container())));
  author = await f.user({ name: 'Author' });
});
afterAll(() => api?.close());

const storedCount = async (jotId: number) => {
  const [row] = await api.db.query<{ like_count: number; likes: number }>(
    'SELECT like_count, (SELECT count(*)::int FROM likes WHERE jot_id = $1) AS likes FROM jots WHERE id = $1',
    [jotId],
  );
  return row;
};

describe('POST /api/v1/jots/{id}/like and /unlike', () => {
  it('likes and unlikes, answering the jot with like_count and has_liked; repeating changes nothing', async () => {
    const jot = await f.jot(listItem, author);
    const reader = await f.user();

    const liked = await like(api, jot, reader);
    expect(liked.status).toBe(200);
    expect(liked.body.data).toMatchObject({ id: jot, like_count: 1, has_liked: true });
    expect((await like(api, jot, reader)).body.data).toMatchObject({ like_count: 1, has_liked: true });

    const unliked = await unlike(api, jot, reader);
    expect(unliked.status).toBe(200);
    expect(unliked.body.data).toMatchObject({ like_count: 0, has_liked: false });
    expect((await unlike(api, jot, reader)).body.data).toMatchObject({ like_count: 0, has_liked: false });
    expect(await storedCount(jot)).toEqual({ like_count: 0, likes: 0 });
  });

  it('takes the slug too, and honours include like GET /jots/{id}', async () => {
    const jot = await f.jot(listItem, author, { slug: 'liked-by-slug' });
    const res = await fetch(`${api.url}/api/v1/jots/liked-by-slug/like?include=user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-viewer': String(await f.user()) },
      body: '{}',
    });
    const body = (await res.json()) as { data: JotJson };
    expect(body.data).toMatchObject({ id: jot, like_count: 1, has_liked: true, user: { id: author, name: 'Author' } });
  });

  it('counts ten racing likes of one user once, and ten racing unlikes once', async () => {
    const jot = await f.jot(listItem, author);
    const reader = await f.user();
    const likes = await Promise.all(Array.from({ length: 10 }, () => like(api, jot, reader)));
    expect(likes.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await storedCount(jot)).toEqual({ like_count: 1, likes: 1 });

    await Promise.all(Array.from({ length: 10 }, () => unlike(api, jot, reader)));
    expect(await storedCount(jot)).toEqual({ like_count: 0, likes: 0 });
  });

  it('counts ten racing likes of ten users ten times, mixed with duplicates', async () => {
    const jot = await f.jot(listItem, author);
    const readers = await Promise.all(Array.from({ length: 10 }, () => f.user()));
    await Promise.all([...readers, ...readers].map((reader) => like(api, jot, reader)));
    expect(await storedCount(jot)).toEqual({ like_count: 10, likes: 10 });
  });

  it('is 401 for visitors, the Jot 404 for unknown jots and jots under an inactive pod', async () => {
    const jot = await f.jot(listItem, author);
    expect(await like(api, jot)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await unlike(api, jot)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const reader = await f.user();
    const missing = await like(api, 999_999, reader);
    expect(missing).toEqual({ status: 404, body: { message: 'No query results for model [App\\Models\\Jot] 999999' } });
    const hiddenItem = await f.listItem(await f.section(await f.pod(await f.container(), { is_active: false })));
    const hidden = await f.jot(hiddenItem, author);
    expect((await like(api, hidden, reader)).status).toBe(404);
    expect(await storedCount(hidden)).toEqual({ like_count: 0, likes: 0 });
  });
});

describe('GET /api/v1/users/likes', () => {
  it("lists the caller's liked jots, most recently liked first, 99 a page by default", async () => {
    const reader = await f.user();
    const jots = [await f.jot(listItem, author), await f.jot(listItem, author), await f.jot(listItem, author)];
    // Liked in the order 2, 0, 1: the list follows the likes, not the jots' own dates.
    for (const [i, jot] of [jots[2], jots[0], jots[1]].entries()) {
      await api.db.query("INSERT INTO likes (user_id, jot_id, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))", [reader, jot!, 10 - i]);
    }
    const res = await api.get<JotList>('/api/v1/users/likes', { as: reader });
    expect(res.status).toBe(200);
    expect(res.body.data.map((j) => j.id)).toEqual([jots[1], jots[0], jots[2]]);
    expect(res.body.data.every((j) => j.has_liked)).toBe(true);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 99, total_pages: 1 });

    const page2 = await api.get<JotList>('/api/v1/users/likes?size=2&page=2&dir=asc&include=user', { as: reader });
    expect(page2.body.data.map((j) => j.id)).toEqual([jots[1]]);
    expect(page2.body.data[0]?.user?.id).toBe(author);
  });

  it('leaves out the jots of exclude_user_ids before paging, but never the expert account', async () => {
    const reader = await f.user();
    const blocked = await f.user();
    const expert = await f.user({ is_expert: true });
    const kept = await f.jot(listItem, author);
    for (const jot of [await f.jot(listItem, blocked), await f.jot(listItem, blocked), kept, await f.jot(listItem, expert)]) {
      await f.like(reader, jot);
    }
    const res = await api.get<JotList>(`/api/v1/users/likes?exclude_user_ids=${blocked},${expert}`, { as: reader });
    expect(res.body.options.pagination.total_records).toBe(2);
    expect(new Set(res.body.data.map((j) => j.user_id))).toEqual(new Set([author, expert]));
  });

  it('is 401 for visitors and validates its parameters', async () => {
    expect((await api.get('/api/v1/users/likes')).status).toBe(401);
    const reader = await f.user();
    const bad = await api.get<{ errors: Record<string, string[]> }>('/api/v1/users/likes?order_by=name&exclude_user_ids=a,b', { as: reader });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      order_by: ['The selected order by is invalid.'],
      exclude_user_ids: ['The exclude user ids field must be a comma separated list of integers.'],
    });
  });
});

describe('GET /api/v1/jots?exclude_user_ids=', () => {
  it('keeps pages full when more jots are excluded than a page holds', async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const blocked = await f.user();
    const other = await f.user();
    for (let i = 0; i < 15; i++) await f.jot(item, blocked);
    for (let i = 0; i < 14; i++) await f.jot(item, other);
    const res = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&size=12&exclude_user_ids=${blocked}`);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data.every((j) => j.user_id === other)).toBe(true);
    expect(res.body.options.pagination).toMatchObject({ total_records: 14, total_pages: 2 });
    const last = await api.get<JotList>(`/api/v1/jots?list_item_id=${item}&size=12&page=2&exclude_user_ids=${blocked}`);
    expect(last.body.data).toHaveLength(2);
  });

  it('refuses more than 500 ids', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const res = await api.get<{ message: string }>(`/api/v1/jots?exclude_user_ids=${ids}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The exclude user ids field must not have more than 500 items.');
  });
});
