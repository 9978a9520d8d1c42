import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { collectionNotFound, collections, newCollection, world } from './collections-support.ts';
import type { Fixtures } from './support/fixtures.ts';

/**
 * POST /collections/{id}/follow and /unfollow: public collections of others only, once per
 * reader, follower_count kept in the same transaction; a collection made private loses its
 * followers; an account that goes takes its follows with it.
 */
let api: TestApi;
let f: Fixtures;

beforeAll(async () => {
  api = await startTestApi();
  ({ f } = await world(api));
});
afterAll(() => api?.close());

const storedCount = async (id: number) => {
  const [row] = await api.db.query<{ follower_count: number; follows: number }>(
    'SELECT follower_count, (SELECT count(*)::int FROM collection_follows WHERE collection_id = $1) AS follows FROM collections WHERE id = $1',
    [id],
  );
  return row;
};

describe('following a collection', () => {
  it('follows and unfollows, answering is_following and follower_count; repeating changes nothing', async () => {
    const owner = await f.user();
    const reader = await f.user();
    const c = await newCollection(api, owner, { is_public: true });
    const followed = await collections.follow(api, c.id, reader);
    expect(followed.status).toBe(200);
    expect(followed.body.data).toMatchObject({ id: c.id, is_following: true, follower_count: 1 });
    expect((await collections.follow(api, c.id, reader)).body.data).toMatchObject({ is_following: true, follower_count: 1 });
    expect((await collections.get(api, c.id, reader)).body.data.is_following).toBe(true);
    expect((await collections.get(api, c.id)).body.data).toMatchObject({ is_following: false, follower_count: 1 });
    expect((await collections.ofUser(api, owner, reader)).body.data[0]?.is_following).toBe(true);

    const unfollowed = await collections.unfollow(api, c.id, reader);
    expect(unfollowed.body.data).toMatchObject({ is_following: false, follower_count: 0 });
    expect((await collections.unfollow(api, c.id, reader)).body.data).toMatchObject({ is_following: false, follower_count: 0 });
    expect(await storedCount(c.id)).toEqual({ follower_count: 0, follows: 0 });
  });

  it('counts racing follows of ten readers, mixed with duplicates, exactly', async () => {
    const c = await newCollection(api, await f.user(), { is_public: true });
    const readers = await Promise.all(Array.from({ length: 10 }, () => f.user()));
    await Promise.all([...readers, ...readers].map((reader) => collections.follow(api, c.id, reader)));
    expect(await storedCount(c.id)).toEqual({ follower_count: 10, follows: 10 });
  });

  it("refuses one's own collection (422) and a private one of someone else's (404)", async () => {
    const owner = await f.user();
    const open = await newCollection(api, owner, { is_public: true });
    const closed = await newCollection(api, owner);
    expect(await collections.follow(api, open.id, owner)).toEqual({
      status: 422,
      body: { message: 'You cannot follow your own collection.', errors: { collection: ['You cannot follow your own collection.'] } },
    });
    expect(await collections.follow(api, closed.id, owner)).toMatchObject({ status: 422 });
    const reader = await f.user();
    expect(await collections.follow(api, closed.id, reader)).toEqual({ status: 404, body: collectionNotFound(closed.id) });
    expect(await collections.follow(api, 'default', reader)).toMatchObject({ status: 422 });
    expect(await storedCount(closed.id)).toEqual({ follower_count: 0, follows: 0 });
  });

  it('making a collection private removes its follows quietly; public again, it starts from 0', async () => {
    const owner = await f.user();
    const c = await newCollection(api, owner, { is_public: true });
    const [r1, r2] = [await f.user(), await f.user()];
    await collections.follow(api, c.id, r1);
    await collections.follow(api, c.id, r2);
    const hidden = await collections.update(api, c.id, owner, { is_public: false });
    expect(hidden.body.data).toMatchObject({ is_public: false, follower_count: 0 });
    expect(await storedCount(c.id)).toEqual({ follower_count: 0, follows: 0 });
    expect(await collections.get(api, c.id, r1)).toEqual({ status: 404, body: collectionNotFound(c.id) });
    // Nobody was notified of it.
    const [notified] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE recipient_id = ANY($1::bigint[])', [[r1, r2]]);
    expect(notified?.n).toBe(0);
    const shown = await collections.update(api, c.id, owner, { is_public: true });
    expect(shown.body.data).toMatchObject({ is_public: true, follower_count: 0 });
    expect((await collections.get(api, c.id, r1)).body.data.is_following).toBe(false);
  });

  it("a follower's account deletion takes the follow and the count down", async () => {
    const c = await newCollection(api, await f.user(), { is_public: true });
    const reader = await f.user();
    await collections.follow(api, c.id, reader);
    await api.db.query('DELETE FROM users WHERE id = $1', [reader]);
    expect(await storedCount(c.id)).toEqual({ follower_count: 0, follows: 0 });
  });
});
