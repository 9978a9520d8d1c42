import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBff, type RunningBff, type StartBffOptions } from '../src/server.ts';
import { persistedText } from './support/persisted-client.ts';
import { LoopbackClient } from './support/rate-limit-client.ts';
import { sealedSessionCookie } from './support/sealed-session.ts';
import { sendJson, startTestServer, type TestServer } from './support/http-server.ts';

// Every client starts with 10 and regains 1 a second, and a request spends at least 1.
// `{ __typename }` costs 1; `banners` is a list (4 by default) of one field plus itself: 5, and
// one REST call.
const BURST = 10;
const TYPENAME = '{ __typename }';
const BANNERS = '{ banners { __typename } }';
const SESSION_SECRET = 'rate-limit-test-session-secret-0123456789';

const reader = new LoopbackClient('127.0.0.1');
const other = new LoopbackClient('127.0.0.2');
const proxy = reader;

let clock = 0;
let upstream: TestServer;
let bff: RunningBff;

async function start(options: Partial<StartBffOptions> = {}): Promise<void> {
  bff = await startBff({
    upstreamUrl: upstream.url,
    sessionSecret: SESSION_SECRET,
    log: () => {},
    rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => clock },
    // What an operation costs when it runs: a repeated visitor's query would be answered from
    // the response cache, for 1 (bff/test/response-cache.test.ts).
    responseCache: false,
    ...options,
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  upstream = await startTestServer((_req, res) => sendJson(res, 200, { data: [] }));
});
afterEach(async () => {
  await bff.close();
  await upstream.close();
});

/** Spends a client's whole budget with free-standing operations of cost 1. */
async function exhaust(client: LoopbackClient, headers: Record<string, string> = {}): Promise<void> {
  for (let spent = 0; spent < BURST; spent++) expect((await client.post(bff.url, TYPENAME, headers)).status).toBe(200);
}

const sessionCookie = (refreshToken: string, userId?: number): string => sealedSessionCookie(SESSION_SECRET, refreshToken, userId);

describe('rate limits by cost per client (in memory)', () => {
  it('answers a client over its budget with 429, Retry-After and RATE_LIMITED, and calls no upstream for it', async () => {
    await start();
    expect((await reader.post(bff.url, BANNERS)).status).toBe(200);
    expect((await reader.post(bff.url, BANNERS)).status).toBe(200);
    const upstreamCalls = upstream.requests.length;

    const refused = await reader.post(bff.url, BANNERS);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('5');
    expect(refused.errors?.[0]?.message).toMatch(/Rate limit exceeded.*Retry after 5 s/);
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 5 });
    expect(upstream.requests.length).toBe(upstreamCalls);
  });

  it('leaves other clients their own budget at the same moment', async () => {
    await start();
    await exhaust(reader);
    expect((await reader.post(bff.url, TYPENAME)).status).toBe(429);
    expect((await other.post(bff.url, TYPENAME)).status).toBe(200);
  });

  it('refills the budget over time: after Retry-After seconds the operation runs', async () => {
    await start();
    await exhaust(reader);
    const refused = await reader.post(bff.url, BANNERS);
    expect(refused.retryAfter).toBe('5');
    clock += 4_000;
    expect((await reader.post(bff.url, BANNERS)).status).toBe(429);
    clock += 1_000;
    expect((await reader.post(bff.url, BANNERS)).status).toBe(200);
    expect((await reader.post(bff.url, TYPENAME)).status).toBe(429);
  });

  it('counts a signed-in user by account: every session of it, from any address, shares one budget', async () => {
    await start();
    const alice = { cookie: sessionCookie('alice-refresh-token', 7) };
    const aliceAgain = { cookie: sessionCookie('alice-second-sign-in', 7) };
    await exhaust(reader);
    // The address is spent; the user signed in from it has a budget of her own.
    await exhaust(reader, alice);
    expect((await reader.post(bff.url, TYPENAME, alice)).status).toBe(429);
    // Her other session, from another address: the same spent budget. Another user: his own.
    expect((await other.post(bff.url, TYPENAME, aliceAgain)).status).toBe(429);
    expect((await reader.post(bff.url, TYPENAME, { cookie: sessionCookie('bob-refresh-token', 8) })).status).toBe(200);
  });

  it('counts a cookie sealed before sign-in recorded the account by its session', async () => {
    await start();
    const old = { cookie: sessionCookie('old-refresh-token') };
    await exhaust(reader, old);
    expect((await other.post(bff.url, TYPENAME, old)).status).toBe(429);
    expect((await reader.post(bff.url, TYPENAME, { cookie: sessionCookie('other-old-refresh-token') })).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    await start({ rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => clock, trustProxy: '127.0.0.1' } });
    for (let spent = 0; spent < BURST; spent++) {
      expect((await other.post(bff.url, TYPENAME, { 'x-forwarded-for': `198.51.100.${spent}` })).status).toBe(200);
    }
    expect((await other.post(bff.url, TYPENAME, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it('counts the rightmost untrusted X-Forwarded-For hop when the peer is a trusted proxy', async () => {
    await start({ rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => clock, trustProxy: '127.0.0.0/30, 10.0.0.0/8' } });
    // The client wrote its own first hop (anything); the proxies appended the real one, then themselves.
    await exhaust(proxy, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.1.2.3' });
    expect((await proxy.post(bff.url, TYPENAME, { 'x-forwarded-for': '7.7.7.7, 203.0.113.7, 10.1.2.3' })).status).toBe(429);
    expect((await proxy.post(bff.url, TYPENAME, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    // The proxy's own address is not charged for its clients.
    expect((await proxy.post(bff.url, TYPENAME)).status).toBe(200);
  });

  it('stops a script sending the costliest allowed operation in a loop after a few requests (the defaults)', async () => {
    await start({ rateLimit: { redisUrl: null, now: () => clock } });
    // 16 feeds of 100 cards with 5 fields each: 14,416, just under the cost limit of 15,000.
    const feed = (index: number) => `f${index}: feed(tag: NEW, first: 100) { edges { cursor node { __typename ... on Jot { id slug databaseId createdAt likeCount } } } }`;
    const costliest = `{ ${Array.from({ length: 16 }, (_, index) => feed(index)).join(' ')} }`;
    const statuses: number[] = [];
    for (let sent = 0; sent < 8; sent++) statuses.push((await reader.post(bff.url, costliest)).status);
    // A budget of 100,000 pays for 6; then one every 7.5 s at 2,000 a second.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await reader.post(bff.url, costliest);
    expect(refused.retryAfter).toBe('1');
    clock += 1_000;
    expect((await reader.post(bff.url, costliest)).status).toBe(200);
  });

  it('is off with rateLimit: false', async () => {
    await start({ rateLimit: false });
    for (let sent = 0; sent <= BURST; sent++) expect((await reader.post(bff.url, TYPENAME)).status).toBe(200);
  });
});

describe('every request costs something (the defaults)', () => {
  /** Sends `query` as fast as a flooding client would (`perSecond` on the bff's clock) until it is refused; the seconds that took. */
  async function secondsUntilRefused(query: string, perSecond: number, giveUpAfterSeconds: number): Promise<number | null> {
    const start = clock;
    while (clock - start <= giveUpAfterSeconds * 1_000) {
      if ((await reader.post(bff.url, query)).status === 429) return (clock - start) / 1_000;
      clock += 1_000 / perSecond;
    }
    return null;
  }

  it('refuses a client flooding `{ __typename }` at 500 requests a second within 5 seconds', async () => {
    await start({ rateLimit: { redisUrl: null, now: () => clock } });
    const seconds = await secondsUntilRefused(TYPENAME, 500, 5);
    expect(seconds).not.toBeNull();
    expect(seconds).toBeLessThanOrEqual(5);
  });

  it('charges a document that does not validate, which executes nothing, the same minimum', async () => {
    await start({ rateLimit: { redisUrl: null, now: () => clock } });
    const seconds = await secondsUntilRefused('{ noSuchField }', 500, 5);
    expect(seconds).not.toBeNull();
    expect(seconds).toBeLessThanOrEqual(5);
  });

  it('never refuses a reader who opens a screen of the web app every half second for ten minutes', async () => {
    await start({ rateLimit: { redisUrl: null, now: () => clock } });
    // The screens' queries as the web app sends them, at its page sizes.
    const screens: [string, Record<string, unknown>][] = [
      ['FeedsPageQuery', { tag: 'NEW', first: 21, withBanners: true, excludeAuthors: [] }],
      ['ContainerPageQuery', { slug: 'maths', first: 12, page: 1 }],
      ['PodPageQuery', { slug: 'algebra', first: 12, page: 1, excludeAuthors: [] }],
      ['SectionPageQuery', { slug: 'equations' }],
      ['ListItemPageQuery', { slug: 'fractions', tag: 'TRENDING', first: 12, excludeAuthors: [] }],
      ['JotPageQuery', { slug: 'a-jot' }],
      ['AuthorPageQuery', { databaseId: 1, first: 12, excludeAuthors: [] }],
      ['SearchPageQuery', { query: 'algebra', first: 20, excludeAuthors: [] }],
      ['GlossaryPageQuery', { slug: 'algebra', first: 20, page: 1, termQuery: '', withTerm: false }],
    ];
    const statuses = new Set<number>();
    for (let opened = 0; opened < 1_200; opened++) {
      const [name, variables] = screens[opened % screens.length]!;
      const reply = await reader.post(bff.url, persistedText(name), {}, variables);
      statuses.add(reply.status);
      expect(reply.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED')).toBeUndefined();
      clock += 500;
    }
    expect(statuses.has(429)).toBe(false);
  });
});

describe('server-rendered pages and share cards spend the same budget', () => {
  let webDist: string;
  beforeEach(async () => {
    // The app's shell without a server build: each page still runs its head's operation.
    webDist = await mkdtemp(path.join(tmpdir(), 'jotpod-rate-pages-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Jotpod</title></head><body><div id="root"></div></body></html>');
  });
  afterEach(async () => {
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers a page to a client over its budget with 429 and Retry-After, and calls no upstream for it', async () => {
    await start({ webDist });
    await exhaust(reader);
    const upstreamCalls = upstream.requests.length;

    const refused = await reader.get(bff.url, '/jot/some-jot');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
    expect(refused.body).toBe(`Too many requests: retry after ${refused.retryAfter} s.`);
    expect(upstream.requests.length).toBe(upstreamCalls);
    // Another client's pages are still served.
    expect((await other.get(bff.url, '/jot/some-jot')).status).not.toBe(429);
  });

  it('answers a share card to a client over its budget with 429, and calls no upstream for it', async () => {
    await start({ webDist });
    await exhaust(reader);
    const upstreamCalls = upstream.requests.length;

    const refused = await reader.get(bff.url, '/cards/jot/some-jot.png', { accept: 'image/png' });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
    expect(upstream.requests.length).toBe(upstreamCalls);
  });

  it('charges a page what its operations cost: a client that loads pages in a loop is held to the refill rate', async () => {
    await start({ webDist });
    const statuses: number[] = [];
    for (let sent = 0; sent <= BURST; sent++) statuses.push((await reader.get(bff.url, '/jot/some-jot')).status);
    expect(statuses).toContain(429);
    clock += 60_000;
    expect((await reader.get(bff.url, '/jot/some-jot')).status).not.toBe(429);
  });
});
