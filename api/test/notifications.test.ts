import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationJson, UnreadNotificationsJson } from '../src/contract/index.ts';
import type { List, One } from '../src/http/envelope.ts';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { insertCatalogue } from './social-support.ts';

/**
 * Notifications over the real endpoints with real bearer tokens: what each event tells its
 * recipient, likes grouped per jot, undoing withdrawing what is still unread, the reader's block
 * list, marking read, and the Notified-Users header every write answers with.
 */
let api: AuthoringApi;
let listItem: number;

beforeAll(async () => {
  api = await AuthoringApi.start();
  listItem = await api.listItem();
});
afterAll(() => api?.close());

type Page = List<NotificationJson>;
const NOTIFIED = 'notified-users';

/** A request answering its status, body and the recipients it notified. */
async function call<T>(method: string, path: string, who?: Author, json?: unknown): Promise<{ status: number; body: T; notified: string | null }> {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${who.token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(api.api.url + '/api/v1' + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, notified: response.headers.get(NOTIFIED) };
}

const list = async (who: Author, query = '') => (await call<Page>('GET', `/users/notifications${query}`, who)).body;
const unread = async (who: Author, query = '') =>
  (await call<One<UnreadNotificationsJson>>('GET', `/users/notifications/unread-count${query}`, who)).body.data.unread_count;
const like = (who: Author, jot: number) => call('POST', `/jots/${jot}/like`, who, {});
const unlike = (who: Author, jot: number) => call('POST', `/jots/${jot}/unlike`, who, {});
const follow = (who: Author, user: Author) => call('POST', `/users/${user.id}/follow`, who, {});
const unfollow = (who: Author, user: Author) => call('POST', `/users/${user.id}/unfollow`, who, {});
const markRead = (who: Author, json: unknown, query = '') => call<One<UnreadNotificationsJson> & { message?: string }>('POST', `/users/notifications/read${query}`, who, json);

async function writeJot(author: Author, name = 'Fractions in the kitchen'): Promise<{ id: number; notified: string | null }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ content_type: 'story', list_item_id: String(listItem), name, content: LONG_CONTENT })) form.append(key, value);
  const response = await fetch(api.api.url + '/api/v1/jots', { method: 'POST', headers: { authorization: `Bearer ${author.token}` }, body: form });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as One<{ id: number }>;
  return { id: body.data.id, notified: response.headers.get(NOTIFIED) };
}

const actorIds = (entry: NotificationJson | undefined) => entry?.actors.map((actor) => actor.id);

describe('someone followed you', () => {
  it('tells the followed user who followed them, unread, and names them in the header', async () => {
    const [reader, author] = [await api.signIn(), await api.signIn()];
    const followed = await follow(reader, author);
    expect(followed.notified).toBe(String(author.id));
    const page = await list(author);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ kind: 'follow', read_at: null, actor_count: 1, jot: null, achievement: null });
    expect(page.data[0]?.actors[0]).toMatchObject({ id: reader.id, name: expect.stringMatching(/^Author \d+$/) });
    expect(await unread(author)).toBe(1);
    // Following again changes nothing and tells nobody.
    expect((await follow(reader, author)).notified).toBeNull();
    expect(await unread(author)).toBe(1);
    expect(await unread(reader)).toBe(0);
  });

  it('withdraws the unread entry when the follow is undone, and keeps a read one', async () => {
    const [reader, author] = [await api.signIn(), await api.signIn()];
    await follow(reader, author);
    expect((await unfollow(reader, author)).notified).toBe(String(author.id));
    expect((await list(author)).data).toEqual([]);
    expect(await unread(author)).toBe(0);

    await follow(reader, author);
    await markRead(author, { all: true });
    expect((await unfollow(reader, author)).notified).toBeNull();
    expect((await list(author)).data.map((entry) => entry.kind)).toEqual(['follow']);
  });
});

describe('people liked your jot', () => {
  it('groups the likes of one jot in one entry, the latest likers first, and counts all of them', async () => {
    const author = await api.signIn();
    const likers = [await api.signIn(), await api.signIn(), await api.signIn(), await api.signIn()];
    const jot = (await writeJot(author)).id;
    for (const liker of likers) expect((await like(liker, jot)).notified).toBe(String(author.id));
    const page = await list(author);
    expect(page.data).toHaveLength(1);
    const [entry] = page.data;
    expect(entry).toMatchObject({ kind: 'like', actor_count: 4, read_at: null, jot: { id: jot, name: 'Fractions in the kitchen' } });
    expect(actorIds(entry)).toEqual([likers[3]?.id, likers[2]?.id, likers[1]?.id]);
    expect(entry?.jot?.user).toMatchObject({ id: author.id });
    expect(await unread(author)).toBe(1);

    // Another jot's likes are another entry, which comes first as the latest.
    const other = (await writeJot(author, 'Decimals at the market')).id;
    await like(likers[0] as Author, other);
    expect((await list(author)).data.map((e) => [e.kind, e.jot?.id, e.actor_count])).toEqual([
      ['like', other, 1],
      ['like', jot, 4],
    ]);
    expect(await unread(author)).toBe(2);
  });

  it('takes an unliking liker out of the unread entry, and withdraws the entry when nobody is left', async () => {
    const author = await api.signIn();
    const [first, second] = [await api.signIn(), await api.signIn()];
    const jot = (await writeJot(author)).id;
    await like(first, jot);
    await like(second, jot);
    expect((await unlike(second, jot)).notified).toBe(String(author.id));
    const [entry] = (await list(author)).data;
    expect(entry).toMatchObject({ kind: 'like', actor_count: 1 });
    expect(actorIds(entry)).toEqual([first.id]);
    await unlike(first, jot);
    expect((await list(author)).data).toEqual([]);
    expect(await unread(author)).toBe(0);
  });

  it('starts a new entry after the author read the last one, and leaves the read one when its liker unlikes', async () => {
    const author = await api.signIn();
    const [first, second] = [await api.signIn(), await api.signIn()];
    const jot = (await writeJot(author)).id;
    await like(first, jot);
    await markRead(author, { all: true });
    await like(second, jot);
    const page = await list(author);
    expect(page.data.map((e) => [e.read_at === null, actorIds(e)])).toEqual([
      [true, [second.id]],
      [false, [first.id]],
    ]);
    await unlike(first, jot);
    expect((await list(author)).data).toHaveLength(2);
  });

  it('never tells anyone of their own doing: liking one\'s own jot notifies nobody', async () => {
    const author = await api.signIn();
    const jot = (await writeJot(author)).id;
    expect((await like(author, jot)).notified).toBeNull();
    expect(await unread(author)).toBe(0);
  });
});

describe('an author you follow shared a jot', () => {
  it('tells every follower of the author, and only them', async () => {
    const author = await api.signIn();
    const followers = [await api.signIn(), await api.signIn()];
    const stranger = await api.signIn();
    for (const follower of followers) await follow(follower, author);
    const { id: jot, notified } = await writeJot(author, 'Shared with my followers');
    expect(notified?.split(',').map(Number).sort()).toEqual(followers.map((f) => f.id).sort());
    for (const follower of followers) {
      const [entry] = (await list(follower)).data;
      expect(entry).toMatchObject({ kind: 'jot', actor_count: 1, jot: { id: jot, name: 'Shared with my followers' } });
      expect(actorIds(entry)).toEqual([author.id]);
    }
    expect(await unread(stranger)).toBe(0);
    // Sharing is not news to the author.
    expect((await list(author)).data.filter((e) => e.kind === 'jot')).toEqual([]);
  });
});

describe("the reader's block list", () => {
  it('leaves blocked actors out of the list, the counts and like entries', async () => {
    const author = await api.signIn();
    const [blocked, kept] = [await api.signIn(), await api.signIn()];
    const jot = (await writeJot(author)).id;
    await follow(blocked, author);
    await like(blocked, jot);
    await like(kept, jot);
    const query = `?exclude_user_ids=${blocked.id}`;
    const page = await list(author, query);
    expect(page.data.map((e) => [e.kind, e.actor_count, actorIds(e)])).toEqual([['like', 1, [kept.id]]]);
    expect(page.options.pagination.total_records).toBe(1);
    expect(await unread(author, query)).toBe(1);
    expect(await unread(author)).toBe(2);
    // Marking read answers the count with the same block list.
    expect((await markRead(author, { ids: [] }, query)).body.data.unread_count).toBe(1);
  });

  it("leaves out the authors on the reader's account block list, and the jots shared by authors they muted", async () => {
    const [reader, blocked, muted] = [await api.signIn(), await api.signIn(), await api.signIn()];
    await follow(blocked, reader);
    await follow(muted, reader);
    await follow(reader, muted);
    await writeJot(muted, 'Shared by a muted author');
    expect((await list(reader)).data.map((e) => e.kind)).toEqual(['jot', 'follow', 'follow']);
    expect((await call('POST', `/users/${blocked.id}/block`, reader, {})).status).toBe(200);
    expect((await call('POST', `/users/${muted.id}/mute`, reader, {})).status).toBe(200);
    // A muted author's jots leave the reader's news as they leave the feeds; their follow stays.
    expect((await list(reader)).data.map((e) => [e.kind, actorIds(e)])).toEqual([['follow', [muted.id]]]);
    expect(await unread(reader)).toBe(1);
  });

  it('answers a malformed block list with the 422 of the feeds', async () => {
    const author = await api.signIn();
    const reply = await call<{ message: string }>('GET', '/users/notifications?exclude_user_ids=a,b', author);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('The exclude user ids field must be a comma separated list of integers.');
  });
});

describe('marking read', () => {
  it('marks the given entries or all of them, answering the new count and telling the reader\'s other pages', async () => {
    const author = await api.signIn();
    const readers = [await api.signIn(), await api.signIn(), await api.signIn()];
    for (const reader of readers) await follow(reader, author);
    const ids = (await list(author)).data.map((e) => e.id);
    const some = await markRead(author, { ids: [ids[0]] });
    expect(some.status).toBe(200);
    expect(some.body.data.unread_count).toBe(2);
    expect(some.notified).toBe(String(author.id));
    expect((await list(author)).data.map((e) => e.read_at !== null)).toEqual([true, false, false]);
    const all = await markRead(author, { all: true });
    expect(all.body.data.unread_count).toBe(0);
    // Nothing left to mark: nobody is told.
    expect((await markRead(author, { all: true })).notified).toBeNull();
  });

  it("cannot mark another user's entries", async () => {
    const [author, other, reader] = [await api.signIn(), await api.signIn(), await api.signIn()];
    await follow(reader, author);
    const [entry] = (await list(author)).data;
    const reply = await markRead(other, { ids: [entry?.id] });
    expect(reply.status).toBe(200);
    expect(reply.notified).toBeNull();
    expect(await unread(author)).toBe(1);
  });

  it('refuses a body without ids or all, and ids that are not ids, with clear messages', async () => {
    const author = await api.signIn();
    expect(await markRead(author, {})).toMatchObject({
      status: 422,
      body: { message: 'The ids field is required when all is not present.', errors: { ids: ['The ids field is required when all is not present.'] } },
    });
    expect((await markRead(author, { ids: ['x'] })).body.message).toBe('The ids field must be a list of notification ids.');
    expect((await markRead(author, { all: 'yes' })).body.message).toBe('The all field must be true or false.');
  });

  it('is 401 for visitors, on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/users/notifications'],
      ['GET', '/users/notifications/unread-count'],
      ['POST', '/users/notifications/read'],
    ] as const) {
      expect(await call(method, path, undefined, method === 'POST' ? { all: true } : undefined)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });

  it('pages the list newest first, 20 a page by default', async () => {
    const author = await api.signIn();
    const readers: Author[] = [];
    for (let i = 0; i < 3; i += 1) readers.push(await api.signIn());
    for (const reader of readers) await follow(reader, author);
    const first = await list(author, '?size=2');
    expect(first.options.pagination).toEqual({ total_records: 3, page: 1, size: 2, total_pages: 2 });
    expect(first.data.map((e) => actorIds(e)?.[0])).toEqual([readers[2]?.id, readers[1]?.id]);
    expect((await list(author, '?size=2&page=2')).data.map((e) => actorIds(e)?.[0])).toEqual([readers[0]?.id]);
    expect((await list(author)).options.pagination.size).toBe(20);
  });
});

describe('you earned an achievement', () => {
  beforeAll(() => insertCatalogue(api.db));

  it('tells the earner, in the transaction that earned it, with the achievement', async () => {
    const [author, reader] = [await api.signIn(), await api.signIn()];
    const { id: jot, notified } = await writeJot(author);
    expect(notified).toBe(String(author.id));
    const [entry] = (await list(author)).data;
    expect(entry).toMatchObject({ kind: 'achievement', actors: [], actor_count: 0, jot: null, achievement: { key: 'first_jot', title: 'First Jot' } });
    // A like: the author's like entry and First Spark, the reader's Inspired.
    const liked = await like(reader, jot);
    expect(liked.notified?.split(',').map(Number).sort()).toEqual([author.id, reader.id].sort());
    // The like and its award happened at once: the award, written after it, is listed first.
    expect((await list(author)).data.map((e) => e.achievement?.key ?? e.kind)).toEqual(['first_like_received', 'like', 'first_jot']);
    expect((await list(reader)).data.map((e) => e.achievement?.key)).toEqual(['first_like_given']);
  });
});
