import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_OF_KEY } from '../src/achievements/catalogue.ts';
import type { EarnedAchievementJson } from '../src/achievements/queries.ts';
import { buildApi } from '../src/app.ts';
import type { Db, SqlValue } from '../src/db/client.ts';
import type { List } from '../src/http/envelope.ts';
import { ACHIEVEMENTS } from '../src/seed/words/site.ts';
import { png, upload } from './support/auth-images.ts';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { insertCatalogue } from './social-support.ts';

/**
 * Achievements are earned by doing the thing, over the real endpoints with real bearer tokens:
 * writing jots, being liked, liking, being followed, completing the profile. Each is stored in the
 * transaction of the event that earns it; reading them (GET /users/achievements, the caller's, and
 * GET /users/{id}/achievements, anyone's) never writes.
 */
let api: AuthoringApi;
let listItem: number;

beforeAll(async () => {
  api = await AuthoringApi.start();
  await insertCatalogue(api.db);
  listItem = await api.listItem();
});
afterAll(() => api?.close());

type Earned = List<EarnedAchievementJson>;
const keysOf = (reply: { body: Earned }) => reply.body.data.map((a) => a.key);
const mine = (who: Author) => api.request<Earned>('GET', '/api/v1/users/achievements', { token: who.token });
const theirs = (id: number) => api.request<Earned>('GET', `/api/v1/users/${id}/achievements`);
const post = (who: Author, path: string, json: unknown = {}) => api.request('POST', path, { json, token: who.token });

/** The keys stored for a user, read straight from the database (no endpoint involved), first earned first. */
async function storedKeys(userId: number): Promise<string[]> {
  const rows = await api.db.query<{ key: string }>(
    'SELECT a.key FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = $1 ORDER BY ua.earned_at, a.position, a.id',
    [userId],
  );
  return rows.map((row) => row.key);
}

async function writeJot(author: Author): Promise<number> {
  const reply = await api.createJot(author.token, { content_type: 'story', list_item_id: listItem, name: 'A first jot', content: LONG_CONTENT });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

it('knows what every achievement of the seed catalogue counts', () => {
  for (const achievement of ACHIEVEMENTS) expect([achievement.key, KIND_OF_KEY[achievement.key]]).toEqual([achievement.key, achievement.counts]);
});

describe('earning achievements', () => {
  it('awards First Jot for writing a jot, dated when it was written', async () => {
    const author = await api.signIn();
    expect(keysOf(await mine(author))).toEqual([]);
    const jot = await writeJot(author);
    const earned = await mine(author);
    expect(earned.status).toBe(200);
    expect(keysOf(earned)).toEqual(['first_jot']);
    const [row] = await api.db.query<{ created_at: Date }>('SELECT created_at FROM jots WHERE id = $1', [jot]);
    expect(earned.body.data[0]).toMatchObject({
      title: 'First Jot',
      description: 'You posted your first jot. Welcome aboard!',
      viewer_description: 'Posted their first jot.',
      image: '/storage/seed/achievements/first_jot.svg',
      threshold: 1,
      earned_at: row?.created_at.toISOString(),
    });
  });

  it('awards First Spark to the author and Inspired to the reader for a like, and keeps them after an unlike', async () => {
    const [author, reader] = [await api.signIn(), await api.signIn()];
    const jot = await writeJot(author);
    expect((await post(reader, `/api/v1/jots/${jot}/like`)).status).toBe(200);
    expect(keysOf(await theirs(author.id))).toEqual(['first_jot', 'first_like_received']);
    expect(keysOf(await theirs(reader.id))).toEqual(['first_like_given']);
    await post(reader, `/api/v1/jots/${jot}/unlike`);
    expect(keysOf(await theirs(author.id))).toContain('first_like_received');
  });

  it('counts no like of an author’s own jot as one received: First Spark comes from someone else', async () => {
    const [author, reader] = [await api.signIn(), await api.signIn()];
    const jot = await writeJot(author);
    expect((await post(author, `/api/v1/jots/${jot}/like`)).status).toBe(200);
    expect(keysOf(await theirs(author.id))).not.toContain('first_like_received');
    expect((await post(reader, `/api/v1/jots/${jot}/like`)).status).toBe(200);
    expect(keysOf(await theirs(author.id))).toContain('first_like_received');
  });

  it('awards First Follower at the first follow and Rising Voice at the tenth', async () => {
    const author = await api.signIn();
    const followers = await Promise.all(Array.from({ length: 10 }, () => api.signIn()));
    expect((await post(followers[0]!, `/api/v1/users/${author.id}/follow`)).status).toBe(200);
    expect(keysOf(await theirs(author.id))).toEqual(['first_follower']);
    // The other nine at once: racing awards still give each achievement once.
    await Promise.all(followers.slice(1).map((follower) => post(follower, `/api/v1/users/${author.id}/follow`)));
    const earned = await theirs(author.id);
    expect(keysOf(earned)).toEqual(['first_follower', 'ten_followers']);
    const [tenth] = await api.db.query<{ at: Date }>('SELECT max(created_at) AS at FROM follows WHERE followed_id = $1', [author.id]);
    expect(earned.body.data[1]?.earned_at).toBe(tenth?.at.toISOString());
  });

  it('awards All Set when the profile has an avatar, a bio and a social link', async () => {
    const user = await api.signIn();
    await api.db.query("UPDATE users SET avatar = 'avatars/me.png' WHERE id = $1", [user.id]);
    expect((await post(user, '/api/v1/users/profile', { bio: 'I teach.' })).status).toBe(200);
    expect(keysOf(await mine(user))).toEqual([]);
    expect((await post(user, '/api/v1/users/profile', { facebook: 'https://facebook.com/me' })).status).toBe(200);
    const [row] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = $1 AND a.key = 'complete_profile'",
      [user.id],
    );
    expect(row?.n).toBe(1); // awarded by the profile update itself, before any read
    expect(keysOf(await mine(user))).toEqual(['complete_profile']);
  });
});

describe('awarding with the event', () => {
  it('stores each achievement as the event that earns it is answered, before anything reads achievements', async () => {
    const [author, reader] = [await api.signIn(), await api.signIn()];
    const jot = await writeJot(author);
    expect(await storedKeys(author.id)).toEqual(['first_jot']);
    expect((await post(reader, `/api/v1/jots/${jot}/like`)).status).toBe(200);
    expect(await storedKeys(author.id)).toEqual(['first_jot', 'first_like_received']);
    expect(await storedKeys(reader.id)).toEqual(['first_like_given']);
    expect((await post(reader, `/api/v1/users/${author.id}/follow`)).status).toBe(200);
    expect(await storedKeys(author.id)).toEqual(['first_jot', 'first_like_received', 'first_follower']);
  });

  it('awards All Set when an avatar upload is what completes the profile', async () => {
    const user = await api.signIn();
    expect((await post(user, '/api/v1/users/profile', { bio: 'I teach.', twitter: 'https://twitter.com/me' })).status).toBe(200);
    expect(await storedKeys(user.id)).toEqual([]);
    const avatar = await api.request('POST', '/api/v1/users/avatar', { body: upload('avatar', png(64, 64), 'me.png', 'image/png'), token: user.token });
    expect(avatar.status).toBe(200);
    expect(await storedKeys(user.id)).toEqual(['complete_profile']);
  });
});

describe('reading achievements', () => {
  /** The same api on the same database, recording every statement it sends (and every transaction it opens). */
  async function recordingApi() {
    const statements: string[] = [];
    const recording = (inner: Db): Db => ({
      kind: inner.kind,
      query: <Row>(text: string, params?: readonly SqlValue[]) => {
        statements.push(text);
        return inner.query<Row>(text, params);
      },
      exec: (text: string) => {
        statements.push(text);
        return inner.exec(text);
      },
      transaction: <T>(fn: (tx: Db) => Promise<T>) => {
        statements.push('BEGIN');
        return inner.transaction((tx) => fn(recording(tx)));
      },
      close: async () => {},
    });
    const app = await buildApi({ db: recording(api.db), storageDir: api.storageDir });
    return { app, statements };
  }

  it('never writes: every statement of either GET is a plain SELECT, and none opens a transaction', async () => {
    const [author, reader] = [await api.signIn(), await api.signIn()];
    const jot = await writeJot(author);
    const { app, statements } = await recordingApi();
    try {
      // Control: the recorder sees writes, and the award's insert among them.
      const liked = await app.inject({ method: 'POST', url: `/api/v1/jots/${jot}/like`, payload: {}, headers: { authorization: `Bearer ${reader.token}` } });
      expect(liked.statusCode).toBe(200);
      expect(statements.some((sql) => /INSERT INTO user_achievements/.test(sql))).toBe(true);

      statements.length = 0;
      const theirs_ = await app.inject({ method: 'GET', url: `/api/v1/users/${author.id}/achievements` });
      const mine_ = await app.inject({ method: 'GET', url: '/api/v1/users/achievements', headers: { authorization: `Bearer ${author.token}` } });
      expect([theirs_.statusCode, mine_.statusCode]).toEqual([200, 200]);
      expect(theirs_.json<Earned>().data.map((a) => a.key)).toEqual(['first_jot', 'first_like_received']);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => !/^\s*SELECT\b/i.test(sql))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers the list envelope, the same for the owner and for others', async () => {
    const author = await api.signIn();
    await writeJot(author);
    const [own, public_] = await Promise.all([mine(author), theirs(author.id)]);
    expect(own.body).toEqual(public_.body);
    expect(own.body.options.pagination).toEqual({ total_records: 1, page: 1, size: 1, total_pages: 1 });
  });

  it('is 401 for visitors on /users/achievements and the User 404 for unknown users', async () => {
    expect((await api.request('GET', '/api/v1/users/achievements')).status).toBe(401);
    expect((await api.request('GET', '/api/v1/users/999999/achievements')).body).toEqual({
      message: 'No query results for model [App\\Models\\User] 999999',
    });
  });
});
