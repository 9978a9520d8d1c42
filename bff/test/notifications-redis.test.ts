import { randomUUID } from 'node:crypto';
import { get, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { startBff, type RunningBff } from '../src/server.ts';
import { Browser, OAUTH_CLIENT, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { SESSION_COOKIE } from '../src/session/cookies.ts';
import { EventStream } from './support/event-stream.ts';
import { startTestServer } from './support/http-server.ts';

// A real Redis server: `npm test` and .ci/run set TEST_REDIS_URL when one answers on
// 127.0.0.1:6379 (REDIS_URL itself would switch every bff the suites start to Redis).
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('notifications-redis: TEST_REDIS_URL is unset, skipping the Redis specs (start redis-server, or run `npm test`)');

const STREAM = 'subscription { notificationsChanged { unreadCount latest { kind actors { name } } } }';
const FOLLOW = 'mutation ($input: FollowUserInput!) { followUser(input: $input) { __typename } }';
const LIKE = 'mutation ($input: LikeJotInput!) { likeJot(input: $input) { __typename } }';
const MARK_ALL = 'mutation { markNotificationsRead(input: { all: true }) { __typename } }';

interface Update {
  notificationsChanged: { unreadCount: number; latest: { kind: string; actors: { name: string }[] }[] };
}

/**
 * Two bff replicas in front of one api, sharing a Redis server: a change made through one reaches
 * the recipient's streams open on the other. Channels carry a prefix of the run's own, so parallel
 * runs on the same Redis never hear each other.
 */
describe.skipIf(!redisUrl)('notification streams across bff replicas (Redis pub/sub)', () => {
  const channelPrefix = `jotpod-test:${randomUUID()}:`;
  let stack: AccountsStack;
  let replica: RunningBff;
  let f: Fixtures;
  let listItem: number;

  beforeAll(async () => {
    stack = await startAccountsStack({ notifications: { redisUrl: redisUrl as string, channelPrefix } });
    replica = await startBff({
      upstreamUrl: stack.apiUrl,
      log: () => {},
      oauthClient: OAUTH_CLIENT,
      sessionSecret: stack.sessionSecret,
      notifications: { redisUrl: redisUrl as string, channelPrefix },
    });
    f = new Fixtures(stack.db);
    listItem = await f.listItem(await f.section(await f.pod(await f.container())));
  });
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
  });

  it("pushes a follow and a like made through one replica to the author's tabs on the other, and marking read to every tab", async () => {
    const author = new Browser(stack.bffUrl);
    const { viewer } = await signUp(author, 'Bea Author');
    const reader = new Browser(stack.bffUrl);
    await signUp(reader, 'Ana Ruiz');
    const jot = await f.jot(listItem, viewer.databaseId, { name: 'Fractions in the kitchen' });

    // Two tabs of the author, both served by the other replica.
    const tabs = [
      await EventStream.open<Update>(replica.url, { query: STREAM }, { cookie: author.cookie }),
      await EventStream.open<Update>(replica.url, { query: STREAM }, { cookie: author.cookie }),
    ];
    for (const tab of tabs) expect((await tab.next())?.data?.notificationsChanged.unreadCount).toBe(0);

    const latencies: string[] = [];
    const timed = async (write: () => Promise<unknown>, unreadCount: number) => {
      const started = performance.now();
      await write();
      const answered = performance.now();
      for (const tab of tabs) {
        const update = await tab.until((event) => event.data?.notificationsChanged.unreadCount === unreadCount);
        expect(update?.data?.notificationsChanged.unreadCount).toBe(unreadCount);
      }
      const delivered = performance.now();
      latencies.push(`${Math.round(delivered - started)} ms (write answered after ${Math.round(answered - started)} ms)`);
    };
    await timed(() => reader.graphql(FOLLOW, { input: { userId: encodeGlobalID('User', viewer.databaseId) } }), 1);
    await timed(() => reader.graphql(LIKE, { input: { jotId: encodeGlobalID('Jot', jot) } }), 2);
    await timed(() => author.graphql(MARK_ALL), 0);
    // The product's target is 2 s from the write to every tab; measured here, not asserted (the machine may be busy).
    console.info(`notifications-redis: write sent → both tabs on the other replica updated: ${latencies.join('; ')}`);
    for (const tab of tabs) tab.close();
  });

  it('lets go of a stream whose tab closed while its first state was being read', async () => {
    // The api behind a gate that holds the stream's first reads of the notifications back, so
    // the tab closes while the replica already listens for its user and waits for them.
    const heldReads: (() => void)[] = [];
    let open = false;
    let readArrived!: () => void;
    const firstReadHeld = new Promise<void>((resolve) => (readArrived = resolve));
    const gate = await startTestServer((req, res) => {
      if (open || !req.url?.startsWith('/api/v1/users/notifications')) return forward(req, res, stack.apiUrl);
      heldReads.push(() => forward(req, res, stack.apiUrl));
      readArrived();
    });
    const lines: string[] = [];
    const gated = await startBff({
      upstreamUrl: gate.url,
      log: (line) => lines.push(line),
      oauthClient: OAUTH_CLIENT,
      sessionSecret: stack.sessionSecret,
      notifications: { redisUrl: redisUrl as string, channelPrefix },
    });
    const redis = new Redis(redisUrl as string);
    try {
      const author = new Browser(stack.bffUrl);
      const { viewer } = await signUp(author, 'Di Author');
      const listeners = async () => {
        const [, count] = (await redis.pubsub('NUMSUB', `${channelPrefix}user:${viewer.databaseId}`)) as [string, number];
        return count;
      };

      const tab = new AbortController();
      const opening = fetch(`${gated.url}/graphql`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'x-graphql-csrf': '1', origin: gated.url, cookie: `${SESSION_COOKIE}=${author.cookie}` },
        body: JSON.stringify({ query: STREAM }),
        signal: tab.signal,
      }).catch(() => null);
      await firstReadHeld;
      expect(await listeners()).toBe(1);

      tab.abort();
      await opening;
      // Answered on a connection opened after the tab's was closed: the replica has read that close.
      await new Promise<void>((resolve, reject) => get(`${gated.url}/health`, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject));
      open = true;
      for (const read of heldReads.splice(0)) read();

      await vi.waitFor(async () => expect(await listeners()).toBe(0), { timeout: 20_000, interval: 50 });
      expect(lines.filter((line) => line.startsWith('unexpected error'))).toEqual([]);
    } finally {
      redis.disconnect();
      await gated.close();
      await gate.close();
    }
  });

  it('still tells the tabs on the replica that made the write when Redis cannot be reached', async () => {
    const lonely = await startBff({
      upstreamUrl: stack.apiUrl,
      log: () => {},
      oauthClient: OAUTH_CLIENT,
      sessionSecret: stack.sessionSecret,
      notifications: { redisUrl: 'redis://127.0.0.1:1', channelPrefix },
    });
    try {
      const author = new Browser(lonely.url);
      const { viewer } = await signUp(author, 'Cy Author');
      const reader = new Browser(lonely.url);
      await signUp(reader, 'Ana Ruiz');
      const tab = await EventStream.open<Update>(lonely.url, { query: STREAM }, { cookie: author.cookie });
      expect((await tab.next())?.data?.notificationsChanged.unreadCount).toBe(0);
      await reader.graphql(FOLLOW, { input: { userId: encodeGlobalID('User', viewer.databaseId) } });
      expect((await tab.next())?.data?.notificationsChanged).toEqual({ unreadCount: 1, latest: [{ kind: 'FOLLOW', actors: [{ name: 'Ana Ruiz' }] }] });
      tab.close();
    } finally {
      await lonely.close();
    }
  });
});

/** Passes one request on to the api as it came, and its answer back. */
function forward(req: IncomingMessage, res: ServerResponse, apiUrl: string): void {
  const upstream = request(`${apiUrl}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}
