import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { One } from '../src/http/envelope.ts';
import type { UserJson } from '../src/contract/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { Fixtures } from './support/fixtures.ts';
import { follow, unfollow, type JotList, type UserList } from './social-support.ts';

/**
 * POST /users/{id}/follow and /unfollow, GET /users/follows and /users/followers, and the author page's reads:
 * GET /users/{id} (counts, privacy) and GET /users/{id}/jots.
 */
let api: TestApi;
let f: Fixtures;

beforeAll(async () => {
  api = await startTestApi();
  f = new Fixtures(api.db);
});
afterAll(() => api?.close());

const followRows = async (followed: number) => {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE followed_id = $1', [followed]);
  return row?.n;
};

describe('POST /api/v1/users/{id}/follow and /unfollow', () => {
  it('follows and unfollows, answering the user with is_following and the counts; repeating changes nothing', async () => {
    const [reader, author] = [await f.user(), await f.user()];
    const followed = await follow(api, author, reader);
    expect(followed.status).toBe(200);
    expect(followed.body.data).toMatchObject({ id: author, is_following: true, followers_count: 1, following_count: 0 });
    expect((await follow(api, author, reader)).body.data).toMatchObject({ is_following: true, followers_count: 1 });

    const me = await api.get<One<UserJson>>(`/api/v1/users/${reader}`, { as: reader });
    expect(me.body.data).toMatchObject({ following_count: 1, followers_count: 0, is_following: false });

    const unfollowed = await unfollow(api, author, reader);
    expect(unfollowed.body.data).toMatchObject({ is_following: false, followers_count: 0 });
    expect((await unfollow(api, author, reader)).body.data).toMatchObject({ is_following: false, followers_count: 0 });
  });

  it('keeps one follow for ten racing follows, and none after ten racing unfollows', async () => {
    const [reader, author] = [await f.user(), await f.user()];
    const replies = await Promise.all(Array.from({ length: 10 }, () => follow(api, author, reader)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await followRows(author)).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => unfollow(api, author, reader)));
    expect(await followRows(author)).toBe(0);
  });

  it('never follows oneself: a 422 with a clear message', async () => {
    const reader = await f.user();
    const reply = await follow(api, reader, reader);
    expect(reply).toEqual({
      status: 422,
      body: { message: 'You cannot follow yourself.', errors: { user_id: ['You cannot follow yourself.'] } },
    });
    expect(await followRows(reader)).toBe(0);
    // Unfollowing oneself has nothing to undo.
    expect((await unfollow(api, reader, reader)).status).toBe(200);
    // Control: anyone else's follow of the same user is kept.
    expect((await follow(api, reader, await f.user())).status).toBe(200);
    expect(await followRows(reader)).toBe(1);
  });

  it('is 401 for visitors and the User 404 for unknown users', async () => {
    const author = await f.user();
    expect(await follow(api, author)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const reader = await f.user();
    expect(await follow(api, 999_999, reader)).toEqual({ status: 404, body: { message: 'No query results for model [App\\Models\\User] 999999' } });
    expect((await unfollow(api, 999_999, reader)).status).toBe(404);
  });
});

describe('GET /api/v1/users/follows', () => {
  it('lists the users the caller follows, most recently followed first, paged', async () => {
    const reader = await f.user();
    const authors = [await f.user(), await f.user(), await f.user()];
    for (const [i, author] of authors.entries()) {
      await api.db.query('INSERT INTO follows (follower_id, followed_id, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))', [
        reader,
        author,
        10 - i,
      ]);
    }
    const res = await api.get<UserList>('/api/v1/users/follows', { as: reader });
    expect(res.body.data.map((u) => u.id)).toEqual([...authors].reverse());
    expect(res.body.data.every((u) => u.is_following && u.followers_count === 1)).toBe(true);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 12, total_pages: 1 });
    const page2 = await api.get<UserList>('/api/v1/users/follows?size=2&page=2', { as: reader });
    expect(page2.body.data.map((u) => u.id)).toEqual([authors[0]]);
    expect((await api.get('/api/v1/users/follows')).status).toBe(401);
  });
});

describe('GET /api/v1/users/followers', () => {
  it('lists the users following the caller, most recent first, paged; each says whether the caller follows back', async () => {
    const author = await f.user();
    const readers = [await f.user(), await f.user(), await f.user()];
    for (const [i, reader] of readers.entries()) {
      await api.db.query('INSERT INTO follows (follower_id, followed_id, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))', [
        reader,
        author,
        10 - i,
      ]);
    }
    await follow(api, readers[0]!, author);
    const res = await api.get<UserList>('/api/v1/users/followers', { as: author });
    expect(res.body.data.map((u) => u.id)).toEqual([...readers].reverse());
    expect(res.body.data.map((u) => u.is_following)).toEqual([false, false, true]);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 12, total_pages: 1 });
    const page2 = await api.get<UserList>('/api/v1/users/followers?size=2&page=2', { as: author });
    expect(page2.body.data.map((u) => u.id)).toEqual([readers[0]]);
  });

  it('is only ever the caller’s own list: someone else sees their own followers, a visitor gets 401', async () => {
    const [author, reader, stranger] = [await f.user(), await f.user(), await f.user()];
    await follow(api, author, reader);
    expect((await api.get<UserList>('/api/v1/users/followers', { as: stranger })).body.data).toEqual([]);
    // Naming someone else changes nothing: the list is the caller's.
    expect((await api.get<UserList>(`/api/v1/users/followers?user_id=${author}`, { as: stranger })).body.data).toEqual([]);
    expect((await api.get<UserList>('/api/v1/users/followers', { as: author })).body.data.map((u) => u.id)).toEqual([reader]);
    expect((await api.get('/api/v1/users/followers')).status).toBe(401);
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('hides a private profile’s bio and social links from others, not from its owner', async () => {
    const owner = await f.user({ is_private: true, bio: 'Quiet.', twitter: 'https://twitter.com/q', storefront_url: 'https://shop.example.com' });
    const other = await f.user();
    for (const as of [other, undefined]) {
      const seen = await api.get<One<UserJson>>(`/api/v1/users/${owner}`, as === undefined ? {} : { as });
      expect(seen.body.data).toMatchObject({ is_private: true, bio: null, twitter: null, storefront_url: null });
    }
    const own = await api.get<One<UserJson>>(`/api/v1/users/${owner}`, { as: owner });
    expect(own.body.data).toMatchObject({ bio: 'Quiet.', twitter: 'https://twitter.com/q' });
  });

  it('counts followers, followees and visible jots in a fixed number of queries for any number of users', async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const hiddenItem = await f.listItem(await f.section(await f.pod(await f.container({ is_active: false }))));
    const many = await Promise.all(Array.from({ length: 8 }, () => f.user()));
    const [a, b] = many as [number, number];
    await f.follow(a, b);
    await f.follow(b, a);
    await f.jot(item, a);
    await f.jot(item, a);
    await f.jot(hiddenItem, a);

    api.queries.count = 0;
    await api.get<UserList>(`/api/v1/users?filter[id]=${a}`, { as: b });
    const one = api.queries.count;
    api.queries.count = 0;
    const res = await api.get<UserList>(`/api/v1/users?filter[id]=${many.join(',')}`, { as: b });
    expect(api.queries.count).toBe(one);
    const first = res.body.data.find((u) => u.id === a);
    expect(first).toMatchObject({ followers_count: 1, following_count: 1, jots_count: 2, is_following: true });
  });
});

describe('GET /api/v1/users/{id}/jots', () => {
  it("pages the author's visible jots oldest first, 12 a page", async () => {
    const item = await f.listItem(await f.section(await f.pod(await f.container())));
    const author = await f.user();
    const ids: number[] = [];
    for (let day = 1; day <= 14; day++) ids.push(await f.jot(item, author, { created_at: `2024-06-${String(day).padStart(2, '0')}T00:00:00Z` }));
    await f.jot(await f.listItem(await f.section(await f.pod(await f.container(), { is_active: false }))), author);

    const first = await api.get<JotList>(`/api/v1/users/${author}/jots`);
    expect(first.body.data.map((j) => j.id)).toEqual(ids.slice(0, 12));
    expect(first.body.options.pagination).toEqual({ total_records: 14, page: 1, size: 12, total_pages: 2 });
    const second = await api.get<JotList>(`/api/v1/users/${author}/jots?page=2&include=user`);
    expect(second.body.data.map((j) => j.id)).toEqual(ids.slice(12));
    expect(second.body.data[0]?.user?.jots_count).toBe(14);
    const newest = await api.get<JotList>(`/api/v1/users/${author}/jots?dir=desc&size=1`);
    expect(newest.body.data.map((j) => j.id)).toEqual([ids[13]]);
  });

  it('is the User 404 for unknown users and an empty page for users without jots', async () => {
    expect((await api.get(`/api/v1/users/999999/jots`)).status).toBe(404);
    const quiet = await api.get<JotList>(`/api/v1/users/${await f.user()}/jots`);
    expect(quiet.body).toEqual({ data: [], options: { pagination: { total_records: 0, page: 1, size: 12, total_pages: 1 } } });
  });
});
