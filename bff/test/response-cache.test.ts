import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import { request } from 'undici';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { redisStore } from '../src/response-cache/redis-store.ts';
import { SESSION_COOKIE } from '../src/session/cookies.ts';
import { startBff, type RunningBff, type StartBffOptions } from '../src/server.ts';
import { Browser, OAUTH_CLIENT, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { persistedGetUrl, persistedId, persistedText, sendPersisted } from './support/persisted-client.ts';

/**
 * The response cache of anonymous reads, over the real api: a visitor's repeated query is
 * answered without upstream calls, a like through the bff is seen by the next visitor at once,
 * and nothing a viewer sees of their own (viewer, viewerHasLiked, viewerCanEdit) is ever kept
 * or served to someone else.
 */

interface JotPage {
  jot: { id: string; likeCount: number; viewerHasLiked: boolean; viewerCanEdit: boolean } | null;
}
interface ViewerSession {
  viewer: { databaseId: number } | null;
}
interface LikeReply {
  likeJot: { __typename: string; jot?: { likeCount: number; viewerHasLiked: boolean } };
}

const jotPage = (bffUrl: string, slug: string, cookie: string | null = null, method: 'GET' | 'POST' = cookie ? 'POST' : 'GET', headers: Record<string, string> = {}) =>
  sendPersisted<JotPage>(bffUrl, method, 'JotPageQuery', { slug }, { cookie, headers });

/** What the web app sends with every GraphQL request. */
const CLIENT_HEADERS = { accept: 'application/graphql-response+json, application/json', 'x-graphql-csrf': '1' };

/** How a jot page's query is sent: a visitor's GET, or a viewer's by id over POST (as the web app), over GET, or as text (through Yoga). */
type Sent = 'visitor' | 'viewer POST' | 'viewer GET' | 'viewer text';

/**
 * A jot page's query with its bytes as received (undici's request, unlike fetch, neither adds an
 * Accept-Encoding nor decodes); a viewer's with that browser's session cookie.
 */
async function rawJotPage(bffUrl: string, slug: string, headers: Record<string, string> = {}, viewer: Browser | null = null, sent: Sent = viewer ? 'viewer POST' : 'visitor') {
  const extensions = { persistedQuery: { version: 1, sha256Hash: persistedId('JotPageQuery') } };
  const cookie = viewer ? { cookie: `${SESSION_COOKIE}=${viewer.cookie}` } : {};
  const post = (body: unknown) =>
    request(new URL('/graphql', bffUrl), { method: 'POST', headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', ...cookie, ...headers }, body: JSON.stringify(body) });
  const reply =
    sent === 'viewer POST'
      ? await post({ operationName: 'JotPageQuery', variables: { slug }, extensions })
      : sent === 'viewer text'
        ? await post({ query: persistedText('JotPageQuery'), operationName: 'JotPageQuery', variables: { slug } })
        : await request(persistedGetUrl(bffUrl, 'JotPageQuery', { slug }), { headers: { ...CLIENT_HEADERS, ...cookie, ...headers } });
  const bytes = Buffer.from(await reply.body.arrayBuffer());
  const header = (name: string) => (reply.headers[name] as string | undefined) ?? null;
  return { status: reply.statusCode, bytes, header, headers: Object.fromEntries(Object.entries(reply.headers).filter(([name]) => name !== 'date')) };
}

/** A jot whose page answer is some kB of JSON: worth compressing. */
const LONG_CONTENT = `<p>${Array.from({ length: 120 }, (_, i) => `Sentence ${i} of a jot long enough to be worth compressing.`).join(' ')}</p>`;

const like = (bffUrl: string, browser: Browser, jotId: string) => sendPersisted<LikeReply>(bffUrl, 'POST', 'LikeButtonLikeMutation', { input: { jotId } }, { cookie: browser.cookie });

describe('response cache of anonymous reads (in memory)', () => {
  let stack: AccountsStack;
  let f: Fixtures;
  let listItem: number;
  let pod: number;

  beforeAll(async () => {
    stack = await startAccountsStack();
    f = new Fixtures(stack.db);
    pod = await f.pod(await f.container());
    listItem = await f.listItem(await f.section(pod));
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function newJot(values: { content?: string } = {}): Promise<{ slug: string; jotId: string }> {
    const slug = `cached-jot-${randomUUID().slice(0, 8)}`;
    const id = await f.jot(listItem, await f.user(), { slug, ...values });
    return { slug, jotId: encodeGlobalID('Jot', id) };
  }

  it("answers a visitor's repeated query from the cache, without an upstream call", async () => {
    const { slug } = await newJot();
    const first = await jotPage(stack.bffUrl, slug);
    expect(first.status).toBe(200);
    expect(first.upstreamRequests).toBeGreaterThan(0);
    const second = await jotPage(stack.bffUrl, slug);
    expect(second.upstreamRequests).toBe(0);
    expect(second.data).toEqual(first.data);
    // The same body: nothing about the cache (keys, times) reaches the client.
    expect(second.text).toBe(first.text);
    const third = await jotPage(stack.bffUrl, slug);
    expect(third.text).toBe(first.text);
    expect(third.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(JSON.parse(second.text)).not.toHaveProperty('extensions');
  });

  it('keys answers by variables: another jot is not the cached one', async () => {
    const [one, other] = [await newJot(), await newJot()];
    await jotPage(stack.bffUrl, one.slug);
    const reply = await jotPage(stack.bffUrl, other.slug);
    expect(reply.upstreamRequests).toBeGreaterThan(0);
    expect(reply.data?.jot?.id).toBe(other.jotId);
  });

  it("shows a visitor a like by a user on the very next request (the like invalidates the jot's answers)", async () => {
    const { slug, jotId } = await newJot();
    expect((await jotPage(stack.bffUrl, slug)).data?.jot?.likeCount).toBe(0);
    expect((await jotPage(stack.bffUrl, slug)).upstreamRequests).toBe(0);

    const reader = new Browser(stack.bffUrl);
    await signUp(reader);
    expect((await like(stack.bffUrl, reader, jotId)).data?.likeJot.jot).toMatchObject({ likeCount: 1, viewerHasLiked: true });

    const after = await jotPage(stack.bffUrl, slug);
    expect(after.upstreamRequests).toBeGreaterThan(0);
    expect(after.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: false });
  });

  it("answers a visitor not found for a jot its author just deleted, not the cached page", async () => {
    const author = new Browser(stack.bffUrl);
    const { viewer } = await signUp(author);
    const slug = `deleted-jot-${randomUUID().slice(0, 8)}`;
    const jotId = encodeGlobalID('Jot', await f.jot(listItem, viewer.databaseId, { slug }));
    expect((await jotPage(stack.bffUrl, slug)).data?.jot?.id).toBe(jotId);
    expect((await jotPage(stack.bffUrl, slug)).upstreamRequests).toBe(0);

    const deleted = await author.graphql<{ deleteJot: { __typename: string } }>(
      'mutation ($input: DeleteJotInput!) { deleteJot(input: $input) { __typename ... on DeleteJotPayload { deletedJotId } } }',
      { input: { id: jotId } },
    );
    expect(deleted.data?.deleteJot.__typename).toBe('DeleteJotPayload');

    const after = await jotPage(stack.bffUrl, slug);
    expect(after.upstreamRequests).toBeGreaterThan(0);
    expect(after.data?.jot ?? null).toBeNull();
  });

  // Each answers an entity the visitor's jot page holds (its author, its pod), which the cache
  // would otherwise invalidate: none of them changes anything a visitor sees.
  const viewerWrites: [string, (ids: { author: string; pod: string }) => [string, Record<string, unknown>]][] = [
    ['blockAuthor', ({ author }) => ['mutation ($id: ID!) { blockAuthor(input: { userId: $id }) { ... on BlockAuthorPayload { user { id name } } } }', { id: author }]],
    ['unblockAuthor', ({ author }) => ['mutation ($id: ID!) { unblockAuthor(input: { userId: $id }) { ... on UnblockAuthorPayload { user { id name } } } }', { id: author }]],
    ['muteAuthor', ({ author }) => ['mutation ($id: ID!) { muteAuthor(input: { userId: $id }) { ... on MuteAuthorPayload { user { id viewerHasMuted } } } }', { id: author }]],
    ['unmuteAuthor', ({ author }) => ['mutation ($id: ID!) { unmuteAuthor(input: { userId: $id }) { ... on UnmuteAuthorPayload { user { id viewerHasMuted } } } }', { id: author }]],
    ['mergeBlockedAuthors', ({ author }) => ['mutation ($ids: [ID!]!) { mergeBlockedAuthors(input: { userIds: $ids }) { __typename } }', { ids: [author] }]],
    ['setDefaultPod', ({ pod }) => ['mutation ($id: ID) { setDefaultPod(input: { podId: $id }) { ... on SetDefaultPodPayload { pod { id name } } } }', { id: pod }]],
    ['markNotificationsRead', () => ['mutation { markNotificationsRead(input: { all: true }) { __typename } }', {}]],
    ['logout', () => ['mutation { logout { signedOut } }', {}]],
  ];

  it.each(viewerWrites)("keeps a visitor's cached answer while a reader writes only their own data: %s", async (name, write) => {
    const author = await f.user();
    const slug = `own-data-${randomUUID().slice(0, 8)}`;
    await f.jot(listItem, author, { slug });
    const reader = new Browser(stack.bffUrl);
    await signUp(reader);
    await jotPage(stack.bffUrl, slug);
    expect((await jotPage(stack.bffUrl, slug)).upstreamRequests).toBe(0);

    const [mutation, variables] = write({ author: encodeGlobalID('User', author), pod: encodeGlobalID('Pod', pod) });
    const written = await reader.graphql<Record<string, unknown>>(mutation, variables);
    expect(written.errors).toBeUndefined();
    expect(written.data?.[name]).toBeTruthy();

    expect((await jotPage(stack.bffUrl, slug)).upstreamRequests).toBe(0);
  });

  it("never serves a viewer's own fields to a visitor, nor one viewer's to another", async () => {
    const { slug, jotId } = await newJot();
    const liker = new Browser(stack.bffUrl);
    await signUp(liker);
    await like(stack.bffUrl, liker, jotId);

    // The viewer asks first, over POST and over GET: neither answer is kept.
    for (const method of ['POST', 'GET'] as const) {
      const own = await jotPage(stack.bffUrl, slug, liker.cookie, method);
      expect(own.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: true });
      expect(own.upstreamRequests).toBeGreaterThan(0);
      expect(own.headers.get('cache-control')).toBe('no-store');
      expect(own.headers.get('etag')).toBeNull();
    }
    const visitor = await jotPage(stack.bffUrl, slug);
    expect(visitor.upstreamRequests).toBeGreaterThan(0);
    expect(visitor.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: false, viewerCanEdit: false });

    // Now a visitor's answer is cached: other viewers still get their own.
    expect((await jotPage(stack.bffUrl, slug)).upstreamRequests).toBe(0);
    const other = new Browser(stack.bffUrl);
    await signUp(other);
    const otherView = await jotPage(stack.bffUrl, slug, other.cookie, 'GET');
    expect(otherView.upstreamRequests).toBeGreaterThan(0);
    expect(otherView.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: false });
    const likerView = await jotPage(stack.bffUrl, slug, liker.cookie);
    expect(likerView.upstreamRequests).toBeGreaterThan(0);
    expect(likerView.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: true });
  });

  it('never serves the viewer field across sessions', async () => {
    const visitorFirst = await sendPersisted<ViewerSession>(stack.bffUrl, 'GET', 'viewerSessionQuery', {});
    expect(visitorFirst.data).toEqual({ viewer: null });
    expect((await sendPersisted<ViewerSession>(stack.bffUrl, 'GET', 'viewerSessionQuery', {})).upstreamRequests).toBe(0);

    const [ada, bob] = [new Browser(stack.bffUrl), new Browser(stack.bffUrl)];
    const adaAccount = await signUp(ada, 'Ada');
    const bobAccount = await signUp(bob, 'Bob');
    for (const [browser, account] of [[ada, adaAccount], [bob, bobAccount], [ada, adaAccount]] as const) {
      const reply = await sendPersisted<ViewerSession>(stack.bffUrl, 'POST', 'viewerSessionQuery', {}, { cookie: browser.cookie });
      expect(reply.data?.viewer?.databaseId).toBe(account.viewer.databaseId);
    }
    expect((await sendPersisted<ViewerSession>(stack.bffUrl, 'GET', 'viewerSessionQuery', {})).data).toEqual({ viewer: null });
  });

  it('answers a repeated visitor GET alike every time: the same status, body, ETag and headers, and the same 304', async () => {
    const { slug } = await newJot();
    const withoutDate = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'date'));
    const first = await jotPage(stack.bffUrl, slug);
    const etag = first.headers.get('etag')!;
    const notModified = await jotPage(stack.bffUrl, slug, null, 'GET', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    const cached = await jotPage(stack.bffUrl, slug);
    expect(cached.upstreamRequests).toBe(0);
    for (let again = 0; again < 3; again++) {
      const reply = await jotPage(stack.bffUrl, slug);
      expect(reply.status).toBe(200);
      expect(reply.text).toBe(first.text);
      expect(withoutDate(reply.headers)).toEqual(withoutDate(cached.headers));
    }
    const notModifiedAgain = await jotPage(stack.bffUrl, slug, null, 'GET', { 'if-none-match': etag });
    expect(notModifiedAgain.status).toBe(304);
    expect(notModifiedAgain.text).toBe('');
    expect(withoutDate(notModifiedAgain.headers)).toEqual(withoutDate(notModified.headers));
  });

  it('still refuses, for a cached answer, what it refuses for any request: operation text when only persisted ids run, a GET without the CSRF header, another site\'s Origin', async () => {
    const locked = await startBff({ upstreamUrl: stack.apiUrl, log: () => {}, oauthClient: OAUTH_CLIENT, sessionSecret: stack.sessionSecret, rateLimit: false, allowArbitraryOperations: false });
    try {
      const { slug } = await newJot();
      for (let sent = 0; sent < 3; sent++) expect((await jotPage(locked.url, slug)).status).toBe(200);
      const cachedUrl = new URL('/graphql', locked.url);
      cachedUrl.searchParams.set('operationName', 'JotPageQuery');
      cachedUrl.searchParams.set('variables', JSON.stringify({ slug }));
      cachedUrl.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedId('JotPageQuery') } }));
      const accept = 'application/graphql-response+json, application/json';
      expect((await fetch(cachedUrl, { headers: { accept, 'x-graphql-csrf': '1' } })).status).toBe(200);

      const asText = new URL('/graphql', locked.url);
      asText.searchParams.set('query', persistedText('JotPageQuery'));
      asText.searchParams.set('operationName', 'JotPageQuery');
      asText.searchParams.set('variables', JSON.stringify({ slug }));
      const textReply = await fetch(asText, { headers: { accept, 'x-graphql-csrf': '1' } });
      expect(textReply.status).toBe(400);
      expect(((await textReply.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PERSISTED_OPERATION_REQUIRED');

      const withoutCsrf = await fetch(cachedUrl, { headers: { accept } });
      expect(withoutCsrf.status).toBe(403);
      expect(await withoutCsrf.text()).not.toContain(slug);
      const crossSite = await fetch(cachedUrl, { headers: { accept, 'x-graphql-csrf': '1', origin: 'https://elsewhere.example' } });
      expect(crossSite.status).toBe(403);
      expect(((await crossSite.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('FORBIDDEN');
    } finally {
      await locked.close();
    }
  });

  it("sends a visitor's answer brotli- or gzip-compressed when the client accepts it, the same JSON as a client that accepts neither gets, each coding with its own ETag", async () => {
    const { slug } = await newJot({ content: LONG_CONTENT });
    // The answer is learnt by the hit path from the first requests, which send no Accept-Encoding:
    // the later ones, answered outside Yoga, still get each its own coding.
    const identity = await rawJotPage(stack.bffUrl, slug);
    const replies = { identity: [identity], br: [] as (typeof identity)[], gzip: [] as (typeof identity)[] };
    for (let again = 0; again < 3; again++) replies.identity.push(await rawJotPage(stack.bffUrl, slug));
    for (let again = 0; again < 3; again++) replies.br.push(await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'gzip, deflate, br' }));
    for (let again = 0; again < 3; again++) replies.gzip.push(await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'gzip, deflate' }));

    expect(identity.status).toBe(200);
    expect(JSON.parse(identity.bytes.toString()).data.jot.contentHtml).toContain('Sentence 119');
    expect(identity.header('content-encoding')).toBeNull();
    expect(identity.header('vary')).toMatch(/accept-encoding/);
    expect(identity.header('content-length')).toBe(String(identity.bytes.length));
    const [br, gzip] = [replies.br[0]!, replies.gzip[0]!];
    expect(br.header('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(gzip.header('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
    for (const reply of [br, gzip]) {
      expect(reply.header('content-length')).toBe(String(reply.bytes.length));
      expect(reply.header('vary')).toMatch(/accept-encoding/);
      expect(reply.header('cache-control')).toBe('public, max-age=30');
    }
    const etags = [identity, br, gzip].map((reply) => reply.header('etag'));
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
    // From the cache, through Yoga and then the hit path: the same bytes and headers every time.
    for (const [coding, sent] of Object.entries(replies)) {
      for (const reply of sent.slice(1)) {
        expect(reply.bytes.equals(sent[0]!.bytes), coding).toBe(true);
        expect(reply.headers, coding).toEqual({ ...sent[0]!.headers, 'x-upstream-requests': '0' });
      }
    }
  });

  it('answers 304 to the ETag of the coding it would send, and the whole answer in the coding asked for to any other', async () => {
    const { slug } = await newJot({ content: LONG_CONTENT });
    // Under another Accept: the hit path learns nothing the requests below send, so the first
    // round of them is answered by Yoga, the second by the hit path (it learns from round one).
    const elsewhere = { accept: 'application/json' };
    const identity = await rawJotPage(stack.bffUrl, slug, elsewhere);
    const br = await rawJotPage(stack.bffUrl, slug, { ...elsewhere, 'accept-encoding': 'br' });
    for (let round = 0; round < 2; round++) {
      const notModified = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'br', 'if-none-match': br.header('etag')! });
      expect(notModified.status).toBe(304);
      expect(notModified.bytes.length).toBe(0);
      expect(notModified.header('etag')).toBe(br.header('etag'));
      expect(notModified.header('vary')).toMatch(/accept-encoding/);
      expect(notModified.header('content-encoding')).toBeNull();
      expect((await rawJotPage(stack.bffUrl, slug, { 'if-none-match': identity.header('etag')! })).status).toBe(304);

      // A cache holding the brotli bytes that now asks for gzip, or one holding the JSON that now takes brotli.
      const gzip = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'gzip', 'if-none-match': br.header('etag')! });
      expect(gzip.status).toBe(200);
      expect(gzip.header('content-encoding')).toBe('gzip');
      expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
      const brAgain = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'br', 'if-none-match': identity.header('etag')! });
      expect(brAgain.status).toBe(200);
      expect(brAgain.bytes.equals(br.bytes)).toBe(true);
    }
  });

  it("never keeps a viewer's answer, and sends it as it is whatever the client accepts, by id over POST or GET and as text", async () => {
    const { slug, jotId } = await newJot({ content: LONG_CONTENT });
    const liker = new Browser(stack.bffUrl);
    await signUp(liker);
    await like(stack.bffUrl, liker, jotId);
    const plain = await rawJotPage(stack.bffUrl, slug, {}, liker);
    expect(plain.bytes.length).toBeGreaterThan(1400);
    expect(JSON.parse(plain.bytes.toString()).data.jot.viewerHasLiked).toBe(true);
    // By id over POST (answered outside Yoga), over GET and as text (both through Yoga).
    for (const sent of ['viewer POST', 'viewer GET', 'viewer text'] as const) {
      const own = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'gzip, deflate, br' }, liker, sent);
      expect(own.header('content-encoding'), sent).toBeNull();
      expect(own.header('content-length'), sent).toBe(String(own.bytes.length));
      expect(own.header('cache-control'), sent).toBe('no-store');
      expect(own.header('etag'), sent).toBeNull();
      expect(own.header('x-upstream-requests'), sent).not.toBe('0');
      expect(own.bytes.equals(plain.bytes), sent).toBe(true);
    }
    // A visitor after them is not given the viewer's answer, in any coding.
    const visitor = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'br' });
    expect(visitor.header('x-upstream-requests')).not.toBe('0');
    expect(JSON.parse(brotliDecompressSync(visitor.bytes).toString()).data.jot.viewerHasLiked).toBe(false);
  });

  it('sends an answer that fits in a packet as it is, whatever the client accepts', async () => {
    const { slug } = await newJot();
    for (let again = 0; again < 3; again++) {
      const reply = await rawJotPage(stack.bffUrl, slug, { 'accept-encoding': 'gzip, deflate, br' });
      expect(reply.bytes.length).toBeLessThanOrEqual(1024);
      expect(reply.header('content-encoding')).toBeNull();
      expect(JSON.parse(reply.bytes.toString()).data.jot).toBeTruthy();
    }
  });

  it('answers a visitor GET with an ETag and 304 while the answer is unchanged, and the new answer after a like', async () => {
    const { slug, jotId } = await newJot();
    const first = await jotPage(stack.bffUrl, slug);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');

    const notModified = await jotPage(stack.bffUrl, slug, null, 'GET', { 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=30');
    // Another ETag (an older answer's) gets the whole answer.
    expect((await jotPage(stack.bffUrl, slug, null, 'GET', { 'if-none-match': '"older"' })).status).toBe(200);

    const reader = new Browser(stack.bffUrl);
    await signUp(reader);
    await like(stack.bffUrl, reader, jotId);
    const changed = await jotPage(stack.bffUrl, slug, null, 'GET', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.data?.jot?.likeCount).toBe(1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('response cache and rate limits', () => {
  let stack: AccountsStack;
  let bff: RunningBff;
  afterAll(async () => {
    await bff?.close();
    await stack?.close();
  });

  it('charges every answer from the cache the per-request minimum from its client budget, so a loop over a cached answer is still held to it', async () => {
    stack = await startAccountsStack();
    const f = new Fixtures(stack.db);
    await f.container({ slug: 'budgeted' });
    // A clock that stands still: nothing refills while the test runs.
    bff = await startBff({ upstreamUrl: stack.apiUrl, log: () => {}, rateLimit: { burst: 20, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => 1_000_000 } });
    const replies = [];
    for (let sent = 0; sent < 21; sent++) {
      const reply = await sendPersisted<unknown>(bff.url, 'GET', 'MainLayoutQuery', {});
      replies.push(reply);
      if (reply.status === 429) break;
    }
    const refused = replies.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const served = replies.slice(0, -1);
    expect(served[0]?.upstreamRequests).toBeGreaterThan(0);
    // Every answer after the first came from the cache, and each one spent from the budget.
    expect(served.slice(1).every((reply) => reply.status === 200 && reply.upstreamRequests === 0)).toBe(true);
    expect(served.length).toBeGreaterThan(2);
  });
});

// A real Redis server: `npm test` and .ci/run set TEST_REDIS_URL when one answers on 127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('response-cache: TEST_REDIS_URL is unset, skipping the Redis specs (start redis-server, or run `npm test`)');

describe.skipIf(!redisUrl)('response cache shared through Redis by two bff instances', () => {
  let stack: AccountsStack;
  const replicas: RunningBff[] = [];
  afterEach(async () => {
    await Promise.all(replicas.splice(0).map((replica) => replica.close()));
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function replica(keyPrefix: string): Promise<RunningBff> {
    const options: StartBffOptions = {
      upstreamUrl: stack.apiUrl,
      log: () => {},
      oauthClient: OAUTH_CLIENT,
      sessionSecret: stack.sessionSecret,
      rateLimit: false,
      responseCache: { redisUrl: redisUrl!, keyPrefix },
    };
    const started = await startBff(options);
    replicas.push(started);
    return started;
  }

  it('serves what one replica cached from the other, and a like through one is seen through the other at once', async () => {
    stack = await startAccountsStack({ responseCache: false });
    const f = new Fixtures(stack.db);
    const listItem = await f.listItem(await f.section(await f.pod(await f.container())));
    const slug = `shared-jot-${randomUUID().slice(0, 8)}`;
    const jotId = encodeGlobalID('Jot', await f.jot(listItem, await f.user(), { slug }));
    const prefix = `jotpod-test:${randomUUID()}:`;
    const [a, b] = [await replica(prefix), await replica(prefix)];

    const filled = await jotPage(b.url, slug);
    expect(filled.upstreamRequests).toBeGreaterThan(0);
    const shared = await jotPage(a.url, slug);
    expect(shared.upstreamRequests).toBe(0);
    expect(shared.data?.jot?.likeCount).toBe(0);
    expect((await jotPage(b.url, slug)).upstreamRequests).toBe(0);

    const reader = new Browser(a.url);
    await signUp(reader);
    expect((await like(a.url, reader, jotId)).data?.likeJot.jot?.likeCount).toBe(1);

    const afterLike = await jotPage(b.url, slug);
    expect(afterLike.upstreamRequests).toBeGreaterThan(0);
    expect(afterLike.data?.jot).toMatchObject({ likeCount: 1, viewerHasLiked: false });
  });

  it("keeps an entity's set to the answers still cached: expired ones leave it when the next answer joins", async () => {
    const prefix = `jotpod-test:${randomUUID()}:`;
    let clock = 1_000_000;
    const store = await redisStore({ url: redisUrl!, keyPrefix: prefix, log: () => {}, now: () => clock });
    const redis = new Redis(redisUrl!);
    try {
      const container = [{ typename: 'Container' }];
      await store.set('first', { data: {} }, container, 60_000);
      expect(await redis.zrange(`${prefix}entity:Container`, '0', '-1')).toEqual(['first']);
      // A minute later by the store's clock the first answer has expired; Redis itself still holds
      // it for a minute of real time, so nothing here depends on how fast the machine is.
      clock += 61_000;
      await store.set('second', { data: {} }, container, 60_000);
      expect(await redis.zrange(`${prefix}entity:Container`, '0', '-1')).toEqual(['second']);
    } finally {
      redis.disconnect();
      await store.close();
    }
  });

  it('keeps answering when Redis is unreachable (every request runs) and says so in the log', async () => {
    stack ??= await startAccountsStack({ responseCache: false });
    const logged: string[] = [];
    const started = await startBff({ upstreamUrl: stack.apiUrl, log: (line) => logged.push(line), rateLimit: false, responseCache: { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unreachable:' } });
    replicas.push(started);
    for (let sent = 0; sent < 2; sent++) {
      const reply = await sendPersisted<unknown>(started.url, 'GET', 'MainLayoutQuery', {});
      expect(reply.status).toBe(200);
      expect(reply.upstreamRequests).toBeGreaterThan(0);
    }
    expect(logged.some((line) => line.includes('response cache: Redis unreachable'))).toBe(true);
  });
});
