import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { startBff } from '../src/server.ts';
import { parseNotifiedUsers } from '../src/upstream/client.ts';
import { Browser, OAUTH_CLIENT, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { EventStream } from './support/event-stream.ts';

/**
 * Viewer.notifications, Viewer.unreadNotificationCount, markNotificationsRead and the
 * notificationsChanged stream (server-sent events) over the real api, in one bff replica (the
 * in-process bus; notifications-redis.test.ts runs two replicas over Redis).
 */
let stack: AccountsStack;
let f: Fixtures;
let listItem: number;
// Small, so the cap is reached in a spec; no other spec opens more than two streams of one user.
const STREAMS_PER_USER = 3;

beforeAll(async () => {
  stack = await startAccountsStack({ notifications: { redisUrl: null, maxStreamsPerUser: STREAMS_PER_USER } });
  f = new Fixtures(stack.db);
  listItem = await f.listItem(await f.section(await f.pod(await f.container())));
});
afterAll(() => stack?.close());

const ENTRY = 'id kind isRead actorCount actors { name } jot { databaseId title } achievement { title }';
const LIST = `{ viewer { unreadNotificationCount notifications(first: 10) { totalCount edges { node { ${ENTRY} } } } } }`;
const STREAM = `subscription ($latest: Int) { notificationsChanged(latest: $latest) { unreadCount latest { ${ENTRY} } } }`;
const FOLLOW = 'mutation ($input: FollowUserInput!) { followUser(input: $input) { __typename } }';
const UNFOLLOW = 'mutation ($input: UnfollowUserInput!) { unfollowUser(input: $input) { __typename } }';
const LIKE = 'mutation ($input: LikeJotInput!) { likeJot(input: $input) { __typename } }';
const UNLIKE = 'mutation ($input: UnlikeJotInput!) { unlikeJot(input: $input) { __typename } }';
const MARK_READ = `mutation ($input: MarkNotificationsReadInput!) {
  markNotificationsRead(input: $input) {
    __typename
    ... on MarkNotificationsReadPayload { unreadNotificationCount markedIds viewer { unreadNotificationCount } }
    ... on ValidationError { message fields { field messages } }
  }
}`;

interface Entry {
  id: string;
  kind: string;
  isRead: boolean;
  actorCount: number;
  actors: { name: string }[];
  jot: { databaseId: number; title: string } | null;
  achievement: { title: string } | null;
}
interface Update {
  notificationsChanged: { unreadCount: number; latest: Entry[] };
}
interface Person {
  browser: Browser;
  id: number;
  name: string;
}

async function person(name: string): Promise<Person> {
  const browser = new Browser(stack.bffUrl);
  const { viewer } = await signUp(browser, name);
  return { browser, id: viewer.databaseId, name };
}

const userId = (p: Person) => encodeGlobalID('User', p.id);
const jotId = (id: number) => encodeGlobalID('Jot', id);
const follow = (who: Person, whom: Person) => who.browser.graphql(FOLLOW, { input: { userId: userId(whom) } });
const unfollow = (who: Person, whom: Person) => who.browser.graphql(UNFOLLOW, { input: { userId: userId(whom) } });
const like = (who: Person, jot: number) => who.browser.graphql(LIKE, { input: { jotId: jotId(jot) } });
const unlike = (who: Person, jot: number) => who.browser.graphql(UNLIKE, { input: { jotId: jotId(jot) } });
const jotOf = (author: Person, name: string) => f.jot(listItem, author.id, { name });
const streamOf = (who: Person | null, variables: Record<string, unknown> = {}) =>
  EventStream.open<Update>(stack.bffUrl, { query: STREAM, variables }, { cookie: who?.browser.cookie ?? null });
const updateOf = (event: { data: Update | null } | null) => event?.data?.notificationsChanged;

describe('Viewer.notifications and unreadNotificationCount', () => {
  it("lists a follow and a jot's likes grouped, with the actors' names, newest first", async () => {
    const [author, ana, bo, cy] = [await person('Bea Author'), await person('Ana Ruiz'), await person('Bo Li'), await person('Cy Park')];
    const jot = await jotOf(author, 'Fractions in the kitchen');
    await follow(ana, author);
    for (const liker of [ana, bo, cy]) await like(liker, jot);
    const reply = await author.browser.graphql<{ viewer: { unreadNotificationCount: number; notifications: { totalCount: number; edges: { node: Entry }[] } } }>(LIST);
    expect(reply.errors).toBeUndefined();
    const viewer = reply.data!.viewer;
    expect(viewer.unreadNotificationCount).toBe(2);
    expect(viewer.notifications.totalCount).toBe(2);
    expect(viewer.notifications.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ kind: 'LIKE', isRead: false, actorCount: 3, actors: [{ name: 'Cy Park' }, { name: 'Bo Li' }, { name: 'Ana Ruiz' }], jot: { databaseId: jot, title: 'Fractions in the kitchen' } }),
      expect.objectContaining({ kind: 'FOLLOW', actorCount: 1, actors: [{ name: 'Ana Ruiz' }], jot: null }),
    ]);
  });

  it('is nobody\'s for visitors: they have no viewer', async () => {
    const reply = await new Browser(stack.bffUrl).graphql(LIST);
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ viewer: null });
  });
});

describe('markNotificationsRead', () => {
  it('marks the given notifications or all of them, answering the new count', async () => {
    const [author, ana, bo] = [await person('Dee Author'), await person('Ana Ruiz'), await person('Bo Li')];
    await follow(ana, author);
    await follow(bo, author);
    const entries = (await author.browser.graphql<{ viewer: { notifications: { edges: { node: Entry }[] } } }>(LIST)).data!.viewer.notifications.edges;
    const first = entries[0]!.node.id;
    const some = await author.browser.graphql<{ markNotificationsRead: Record<string, unknown> }>(MARK_READ, { input: { ids: [first] } });
    expect(some.data?.markNotificationsRead).toEqual({
      __typename: 'MarkNotificationsReadPayload',
      unreadNotificationCount: 1,
      markedIds: [first],
      viewer: { unreadNotificationCount: 1 },
    });
    const all = await author.browser.graphql<{ markNotificationsRead: Record<string, unknown> }>(MARK_READ, { input: { all: true } });
    expect(all.data?.markNotificationsRead).toMatchObject({ unreadNotificationCount: 0, markedIds: null });
  });

  it("refuses ids that are not notifications', and a call naming none", async () => {
    const author = await person('Eve Author');
    const wrong = await author.browser.graphql<{ markNotificationsRead: Record<string, unknown> }>(MARK_READ, { input: { ids: [encodeGlobalID('Jot', 1)] } });
    expect(wrong.data?.markNotificationsRead).toMatchObject({ __typename: 'ValidationError', message: 'Every id must be a notification id (`Notification.id`).' });
    const none = await author.browser.graphql<{ markNotificationsRead: Record<string, unknown> }>(MARK_READ, { input: {} });
    expect(none.data?.markNotificationsRead).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'ids', messages: ['Give the ids of the notifications to mark read, or all.'] }] });
  });
});

describe('notificationsChanged (server-sent events)', () => {
  it('sends the state when opened, then every change: a follow, a like, an unlike withdrawing it, marking read in another tab', async () => {
    const [author, ana] = [await person('Fay Author'), await person('Ana Ruiz')];
    const jot = await jotOf(author, 'Decimals at the market');
    const stream = await streamOf(author);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(updateOf(await stream.next())).toEqual({ unreadCount: 0, latest: [] });

    await follow(ana, author);
    const followed = updateOf(await stream.next());
    expect(followed?.unreadCount).toBe(1);
    expect(followed?.latest[0]).toMatchObject({ kind: 'FOLLOW', actors: [{ name: 'Ana Ruiz' }] });

    await like(ana, jot);
    const liked = updateOf(await stream.next());
    expect(liked?.unreadCount).toBe(2);
    expect(liked?.latest.map((e) => e.kind)).toEqual(['LIKE', 'FOLLOW']);

    await unlike(ana, jot);
    expect(updateOf(await stream.next())).toMatchObject({ unreadCount: 1, latest: [{ kind: 'FOLLOW' }] });
    await unfollow(ana, author);
    expect(updateOf(await stream.next())).toEqual({ unreadCount: 0, latest: [] });

    await follow(ana, author);
    expect(updateOf(await stream.next())?.unreadCount).toBe(1);
    // "Mark all as read" in another tab of the same session: this tab's count follows.
    await author.browser.graphql(MARK_READ, { input: { all: true } });
    expect(updateOf(await stream.next())).toMatchObject({ unreadCount: 0, latest: [{ kind: 'FOLLOW', isRead: true }] });
    stream.close();
  });

  it("never carries another user's notifications: each stream hears only its own viewer's", async () => {
    const [bea, cy, ana] = [await person('Bea Reader'), await person('Cy Reader'), await person('Ana Ruiz')];
    const [beaStream, cyStream] = [await streamOf(bea), await streamOf(cy)];
    await beaStream.next();
    await cyStream.next();
    await follow(ana, bea);
    expect(updateOf(await beaStream.next())?.unreadCount).toBe(1);
    await follow(ana, cy);
    // Cy's next update is Cy's own follow: Bea's never reached Cy's stream.
    const cyUpdate = updateOf(await cyStream.next());
    expect(cyUpdate?.unreadCount).toBe(1);
    expect(cyUpdate?.latest).toHaveLength(1);
    beaStream.close();
    cyStream.close();
  });

  it('refuses visitors (UNAUTHENTICATED) and bearer-token clients (FORBIDDEN): the stream needs the session cookie', async () => {
    const visitor = await streamOf(null);
    expect((await visitor.next())?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bearer = await EventStream.open<Update>(stack.bffUrl, { query: STREAM }, { headers: { authorization: 'Bearer some-api-token' } });
    expect((await bearer.next())?.errors?.[0]).toMatchObject({ message: 'Notifications stream to a signed-in browser session (its cookie) only.', extensions: { code: 'FORBIDDEN' } });
  });

  it("runs the web app's persisted subscription by its id, where only persisted operations may run", async () => {
    const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
    const [id] = Object.entries(persisted).find(([, text]) => text.startsWith('subscription NotificationsBellSubscription')) ?? [];
    expect(id).toBeDefined();
    const locked = await startBff({ upstreamUrl: stack.apiUrl, log: () => {}, oauthClient: OAUTH_CLIENT, sessionSecret: stack.sessionSecret, allowArbitraryOperations: false, notifications: { redisUrl: null } });
    try {
      const reader = await person('Gil Reader');
      const stream = await EventStream.open<{ notificationsChanged: { unreadCount: number } }>(
        locked.url,
        { extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: { excludeAuthors: [] } },
        { cookie: reader.browser.cookie },
      );
      expect(stream.contentType).toContain('text/event-stream');
      // Never cached: a viewer's stream is private, and every request of it runs.
      expect(stream.headers?.get('cache-control')).toBe('no-store');
      expect((await stream.next())?.data).toMatchObject({ notificationsChanged: { unreadCount: 0 } });
      stream.close();
      const text = await EventStream.open(locked.url, { query: STREAM }, { cookie: reader.browser.cookie });
      expect((await text.next())?.errors?.[0]?.extensions?.code).toBe('PERSISTED_OPERATION_REQUIRED');
    } finally {
      await locked.close();
    }
  });

  it('ends a stream whose token the api stops taking; the next one renews the session, sets the cookie and goes on', async () => {
    const [reader, ana] = [await person('Hal Reader'), await person('Ana Ruiz')];
    const first = await streamOf(reader);
    expect(updateOf(await first.next())?.unreadCount).toBe(0);
    await stack.db.query("UPDATE oauth_access_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [reader.id]);
    await follow(ana, reader);
    // The push is refused with the stream's old token: the stream ends (the client opens a new one).
    expect(await first.next()).toBeNull();
    const second = await streamOf(reader);
    const renewed = second.headers?.getSetCookie().find((cookie) => cookie.startsWith('jotpod_session='));
    expect(renewed).toMatch(/^jotpod_session=[A-Za-z0-9_-]+; /);
    expect(updateOf(await second.next())).toMatchObject({ unreadCount: 1, latest: [{ kind: 'FOLLOW', actors: [{ name: 'Ana Ruiz' }] }] });
    second.close();
  });

  it("keeps a user's open streams to the cap: the next is refused with TOO_MANY_REQUESTS until one closes, and other users are not counted", async () => {
    const [reader, other] = [await person('Ida Reader'), await person('Jo Other')];
    const open: EventStream<Update>[] = [];
    for (let tab = 0; tab < STREAMS_PER_USER; tab++) {
      const stream = await streamOf(reader);
      expect(updateOf(await stream.next())?.unreadCount).toBe(0);
      open.push(stream);
    }

    const refused = await streamOf(reader);
    expect((await refused.next())?.errors?.[0]).toMatchObject({ message: 'Too many open notification streams. Close a tab and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    const othersTab = await streamOf(other);
    expect(updateOf(await othersTab.next())?.unreadCount).toBe(0);

    open.shift()?.close();
    // The server learns of the closed tab when its connection ends; until then the tab still counts.
    await vi.waitFor(async () => {
      const reopened = await streamOf(reader);
      const first = await reopened.next();
      if (!updateOf(first)) reopened.close();
      expect(updateOf(first)?.unreadCount).toBe(0);
      open.push(reopened);
    }, { timeout: 20_000, interval: 100 });

    for (const stream of [...open, othersTab]) stream.close();
  });

  it('names the viewer by the session only: a forged cookie opens nothing', async () => {
    const forged = await streamOf({ browser: Object.assign(new Browser(stack.bffUrl), { cookie: 'not-a-sealed-session' }), id: 0, name: '' });
    expect((await forged.next())?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the Notified-Users header', () => {
  it('reads recipients, "everyone", and nothing from what the api answers', () => {
    expect(parseNotifiedUsers('3,12, 7')).toEqual([3, 12, 7]);
    expect(parseNotifiedUsers('*')).toBe('everyone');
    expect(parseNotifiedUsers(undefined)).toBeNull();
    expect(parseNotifiedUsers('x,')).toBeNull();
  });
});
