import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { answerMediaType } from '../src/http/viewer-queries.ts';
import { startBff } from '../src/server.ts';
import { Browser, OAUTH_CLIENT, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { persistedText } from './support/persisted-client.ts';

const METRICS_TOKEN = 'metrics-token-for-the-viewer-specs';
// Room for the sign-ups below (they are anonymous: the address pays) and a clock that stands
// still, so nothing refills while one spec spends a viewer's budget.
const BURST = 50_000;
const MY_JOTS = { level: 'ALL', first: 12, page: 1 };

/**
 * A signed-in viewer's persisted queries (every screen a signed-in user opens) are run by the bff
 * without Yoga's request pipeline. What the viewer gets must not tell the difference: each spec
 * compares the answer with the one Yoga gives to the same operation sent as text, or states what
 * Yoga's path guarantees. Over real HTTP, in front of the real api.
 */
describe("a signed-in viewer's persisted queries", () => {
  let stack: AccountsStack;

  /** A small world to read: one chain down to three jots by one author (HTML to sanitize, an image, a glossary term). */
  const world = { container: 'viewed', pod: '', section: '', listItem: '', jots: [] as { id: number; slug: string }[], author: 0 };

  beforeAll(async () => {
    stack = await startAccountsStack({ metricsToken: METRICS_TOKEN, rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => 1_000_000 } });
    const fixtures = new Fixtures(stack.db);
    const container = await fixtures.container({ slug: world.container, name: 'Viewed' });
    const pod = await fixtures.pod(container, { slug: 'viewed-pod', name: 'Viewed Pod' });
    const section = await fixtures.section(pod, { slug: 'viewed-section' });
    const listItem = await fixtures.listItem(section, { slug: 'viewed-item' });
    Object.assign(world, { pod: 'viewed-pod', section: 'viewed-section', listItem: 'viewed-item' });
    world.author = await fixtures.user({ name: 'Ann Author' });
    for (const [index, content] of ['<p>Fractions <b>made</b> simple<script>alert(1)</script></p>', '<p>Ratios and <a href="https://example.com">rates</a></p>', '<p>Percent</p>'].entries()) {
      const slug = `viewed-jot-${index}`;
      const id = await fixtures.jot(listItem, world.author, { slug, name: `Viewed jot ${index}`, content });
      world.jots.push({ id, slug });
    }
    await fixtures.jotImage(world.jots[0]!.id);
    await fixtures.glossaryTerm('Fraction', [pod]);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const signedIn = async (name = 'Ada Reader') => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser, name);
    return { browser, viewer };
  };

  it("answer every screen with the viewer's data exactly as the same operation sent as text does: body, status, type, no-store, upstream calls", async () => {
    const { browser, viewer } = await signedIn();
    // What the viewer's own fields then show: a like, a follow, a jot of their own.
    await stack.db.query('INSERT INTO likes (user_id, jot_id) VALUES ($1, $2)', [viewer.databaseId, world.jots[0]!.id]);
    await stack.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [viewer.databaseId, world.author]);
    const screens: [string, Record<string, unknown>][] = [
      ['viewerSessionQuery', {}],
      ['MainLayoutQuery', {}],
      ['HomePageQuery', {}],
      ...['NEW', 'PERSONAL', 'TRENDING'].map((tag): [string, Record<string, unknown>] => ['FeedsPageQuery', { tag, first: 21, withBanners: true, excludeAuthors: [] }]),
      ['ContainerPageQuery', { slug: world.container, first: 12, page: 1 }],
      ['PodPageQuery', { slug: world.pod, first: 12, page: 1, excludeAuthors: [] }],
      ['SectionPageQuery', { slug: world.section }],
      ['ListItemPageQuery', { slug: world.listItem, tag: 'TRENDING', first: 12, excludeAuthors: [] }],
      ...world.jots.map((jot): [string, Record<string, unknown>] => ['JotPageQuery', { slug: jot.slug }]),
      ['JotPageQuery', { slug: 'no-such-jot' }],
      ['AuthorPageQuery', { databaseId: world.author, first: 12, excludeAuthors: [] }],
      ['SearchPageQuery', { query: 'fractions', first: 20, excludeAuthors: [] }],
      ['GlossaryPageQuery', { slug: world.pod, query: null, letter: null, first: 20, page: 1, withTerm: false, termQuery: '' }],
      ['MyJotsPageQuery', MY_JOTS],
      ['LikedJotsPageQuery', { first: 12, excludeAuthors: [] }],
      ['FollowingPageQuery', { first: 12 }],
      ['NotificationsPageQuery', { first: 12, excludeAuthors: [] }],
      ['ProfilePageQuery', {}],
    ];
    for (const [operation, variables] of screens) {
      const byId = await browser.persisted(operation, variables);
      const asText = await browser.graphql(persistedText(operation), variables);
      expect(byId.errors, `${operation} ${JSON.stringify(variables)}`).toBeUndefined();
      expect(byId.text, `${operation} ${JSON.stringify(variables)}`).toBe(asText.text);
      expect(byId.status).toBe(200);
      for (const header of ['content-type', 'cache-control', 'x-upstream-requests']) {
        expect(byId.headers.get(header), `${operation}: ${header}`).toBe(asText.headers.get(header));
      }
      expect(byId.headers.get('cache-control')).toBe('no-store');
      expect(Number(byId.headers.get('content-length'))).toBe(Buffer.byteLength(byId.text));
    }
    const session = await browser.persisted<{ viewer: { databaseId: number } }>('viewerSessionQuery');
    expect(session.data?.viewer.databaseId).toBe(viewer.databaseId);
  });

  it('answer as Yoga does when the api cannot be reached: the same errors, the same status', async () => {
    const { browser } = await signedIn('Stranded Reader');
    // A second bff with the same key (the cookie opens there) in front of an address nobody listens on.
    const stranded = await startBff({ upstreamUrl: 'http://127.0.0.1:9', oauthClient: OAUTH_CLIENT, sessionSecret: stack.sessionSecret, log: () => {} });
    try {
      const there = new Browser(stranded.url);
      there.cookie = browser.cookie;
      for (const [operation, variables] of [
        ['FeedsPageQuery', { tag: 'NEW', first: 21, withBanners: true, excludeAuthors: [] }],
        ['JotPageQuery', { slug: world.jots[0]!.slug }],
      ] as const) {
        const byId = await there.persisted(operation, variables);
        const asText = await there.graphql(persistedText(operation), variables);
        expect(byId.errors?.[0]?.extensions?.code, operation).toBe('UPSTREAM_UNAVAILABLE');
        expect(byId.status).toBe(asText.status);
        expect(byId.text).toBe(asText.text);
      }
    } finally {
      await stranded.close();
    }
  });

  it('answer in the media type the client asks for, as Yoga negotiates it', async () => {
    const { browser } = await signedIn();
    const typeFor = async (accept: string) => (await browser.persisted('viewerSessionQuery', {}, { accept })).headers.get('content-type');
    expect(await typeFor('application/graphql-response+json, application/json')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await typeFor('application/json')).toBe('application/json; charset=utf-8');
    expect(await typeFor('*/*')).toBe('application/json; charset=utf-8');
    expect(answerMediaType(undefined)).toBe('application/json');
    expect(answerMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(answerMediaType('application/json;charset=latin1')).toBeNull();
    expect(answerMediaType('text/html')).toBeNull();
    // Answers are remembered per Accept header up to a bound; past it they are still negotiated.
    for (let variant = 0; variant < 100; variant++) {
      expect(answerMediaType(`text/html;level=${variant}, application/graphql-response+json`)).toBe('application/graphql-response+json');
      expect(answerMediaType(`text/plain;level=${variant}`)).toBeNull();
    }
    expect(answerMediaType('application/json;charset=latin1')).toBeNull();
    // Nothing it can answer in: Yoga's refusal, whichever path would have run the query.
    const refused = await browser.persisted('viewerSessionQuery', {}, { accept: 'text/html' });
    expect(refused.status).toBe(406);
  });

  it('answer a query sent again for its own variables, whatever was sent in between, and by another viewer for that viewer', async () => {
    const ada = await signedIn('Ada Again');
    const bob = await signedIn('Bob Again');
    const [first, second] = world.jots;
    await stack.db.query('INSERT INTO likes (user_id, jot_id) VALUES ($1, $2)', [ada.viewer.databaseId, first!.id]);
    const jot = async (who: typeof ada, slug: string) => (await who.browser.persisted<{ jot: { title: string; viewerHasLiked: boolean } }>('JotPageQuery', { slug })).data?.jot;
    for (let round = 0; round < 2; round++) {
      expect(await jot(ada, first!.slug)).toMatchObject({ title: 'Viewed jot 0', viewerHasLiked: true });
      expect(await jot(ada, second!.slug)).toMatchObject({ title: 'Viewed jot 1', viewerHasLiked: false });
      expect(await jot(bob, first!.slug)).toMatchObject({ title: 'Viewed jot 0', viewerHasLiked: false });
    }
  });

  it('refuse variables of the wrong type with the same status and error as Yoga', async () => {
    const { browser } = await signedIn();
    const variables = { level: 'NOT_A_LEVEL', first: 12 };
    const byId = await browser.persisted('MyJotsPageQuery', variables);
    const asText = await browser.graphql(persistedText('MyJotsPageQuery'), variables);
    expect(byId.status).toBe(asText.status);
    expect(byId.text).toBe(asText.text);
    expect(byId.errors?.[0]?.message).toMatch(/Variable "\$level"/);
  });

  it('refresh an expired access token and re-issue the cookie, which then works on its own', async () => {
    const { browser, viewer } = await signedIn();
    const before = browser.cookie;
    await stack.db.query("UPDATE oauth_access_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [viewer.databaseId]);

    const refreshed = await browser.persisted<{ viewer: { databaseId: number } }>('viewerSessionQuery');
    expect(refreshed.data?.viewer.databaseId).toBe(viewer.databaseId);
    expect(refreshed.setCookie).toMatch(/^jotpod_session=[A-Za-z0-9_-]+; /);
    expect(browser.cookie).not.toBe(before);
    const again = await browser.persisted<{ viewer: { databaseId: number } }>('viewerSessionQuery');
    expect(again.data?.viewer.databaseId).toBe(viewer.databaseId);
    expect(again.setCookie).toBeNull();
  });

  it("clear a cookie that no longer opens and answer as to a visitor", async () => {
    const browser = new Browser(stack.bffUrl);
    browser.cookie = 'not-a-sealed-session';
    const reply = await browser.persisted<{ viewer: null }>('viewerSessionQuery');
    expect(reply.data).toEqual({ viewer: null });
    expect(reply.setCookie).toMatch(/Max-Age=0/);
    expect(browser.cookie).toBeNull();
  });

  it("refuse a query sent from another site's page, whatever its cookie", async () => {
    const { browser } = await signedIn();
    const reply = await browser.persisted('viewerSessionQuery', {}, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.data).toBeNull();
  });

  it("spend the viewer's rate-limit budget, and once it is spent refuse as Yoga does (429, Retry-After), running nothing", async () => {
    const { browser } = await signedIn('Budget Reader');
    // The costliest screen (a feed page of 21 jots), so the budget is spent in few requests.
    const feed = { tag: 'PERSONAL', first: 21, withBanners: true, excludeAuthors: [] };
    let ran = 0;
    for (; ran <= BURST; ran++) {
      const reply = await browser.persisted('FeedsPageQuery', feed);
      if (reply.status === 429) break;
      expect(reply.status).toBe(200);
    }
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(BURST);
    const byId = await browser.persisted('FeedsPageQuery', feed);
    const asText = await browser.graphql(persistedText('FeedsPageQuery'), feed);
    expect(byId.status).toBe(429);
    expect(byId.headers.get('retry-after')).toBe(asText.headers.get('retry-after'));
    expect(byId.text).toBe(asText.text);
    expect(byId.headers.get('x-upstream-requests')).toBe('0');
  });

  it('are measured by operation, with their upstream calls', async () => {
    const { browser } = await signedIn('Measured Reader');
    const scrape = async () => {
      const text = await (await fetch(`${stack.bffUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const value = (name: string) => Number(new RegExp(`^${name}\\{operation="MyJotsPageQuery"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { requests: value('bff_graphql_request_duration_seconds_count'), upstreamCalls: value('bff_upstream_requests_per_graphql_request_sum') };
    };
    const before = await scrape();
    const reply = await browser.persisted('MyJotsPageQuery', MY_JOTS);
    const after = await scrape();
    expect(Number(reply.headers.get('x-upstream-requests'))).toBeGreaterThan(0);
    expect(after).toEqual({ requests: before.requests + 1, upstreamCalls: before.upstreamCalls + Number(reply.headers.get('x-upstream-requests')) });
  });
});
