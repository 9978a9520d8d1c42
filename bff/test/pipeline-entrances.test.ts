import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../src/server.ts';
import { persistedGetUrl, persistedId, persistedText } from './support/persisted-client.ts';
import { sendJson, startTestServer, type TestServer } from './support/http-server.ts';
import { sealedSessionCookie } from './support/sealed-session.ts';

/**
 * The rules every GraphQL request meets, checked at each way in: Yoga (operation text, a
 * visitor's persisted GET), the hit path (that GET again, from the response cache), a signed-in
 * viewer's persisted POST (run outside Yoga) and a server-rendered page (its operations run in
 * process). Each rule lives in one module of bff/src/pipeline or bff/src/limits; this is where
 * it is seen to hold for every entrance. Depth and cost limits hold where a document can be
 * anyone's (operation text); persisted operations are the app's own, by id.
 */

const SESSION_SECRET = 'pipeline-entrances-test-secret-0123456789';
const SLUG = 'a-jot';
const CLIENT = { accept: 'application/graphql-response+json, application/json', 'x-graphql-csrf': '1' };

/** How the test's api answers a jot lookup. */
type JotAnswer = 'none' | 'malformed' | 'never';
let jotAnswer: JotAnswer = 'none';
let clock = 0;
let upstream: TestServer;
let webDist: string;
let bff: RunningBff;
let logged: string[] = [];

function answerUpstream(req: IncomingMessage, res: ServerResponse): void {
  if (!(req.url ?? '').includes('/jots')) return sendJson(res, 200, { data: [] });
  // A jot that breaks the resolvers: what a fault of ours looks like to a client.
  if (jotAnswer === 'malformed') return sendJson(res, 200, { data: { id: 1, slug: SLUG, name: 'A jot', images: 7 } });
  // An api that never answers: only the deadline ends the request.
  if (jotAnswer === 'never') return;
  sendJson(res, 404, { message: 'Not found.' });
}

const viewerCookie = (userId: number): string => sealedSessionCookie(SESSION_SECRET, `refresh-${userId}`, userId);

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The GraphQL errors' codes and messages (none for a page). */
  errors: { message: string; code: unknown }[];
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let errors: Answer['errors'] = [];
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    const body = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: unknown } }[] };
    errors = (body.errors ?? []).map((error) => ({ message: error.message, code: error.extensions?.code }));
  }
  return { status: response.status, headers: response.headers, text, errors };
}

/** The jot page's query, sent through each entrance. */
const entrances: Record<string, (url: string) => Promise<Answer>> = {
  'Yoga: operation text': async (url) =>
    answerOf(await fetch(`${url}/graphql`, { method: 'POST', headers: { ...CLIENT, 'content-type': 'application/json' }, body: JSON.stringify({ query: persistedText('JotPageQuery'), variables: { slug: SLUG } }) })),
  "Yoga: a visitor's persisted GET": async (url) => answerOf(await fetch(persistedGetUrl(url, 'JotPageQuery', { slug: SLUG }), { headers: CLIENT })),
  "a viewer's persisted POST": async (url) =>
    answerOf(
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...CLIENT, 'content-type': 'application/json', cookie: viewerCookie(7) },
        body: JSON.stringify({ operationName: 'JotPageQuery', variables: { slug: SLUG }, extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('JotPageQuery') } } }),
      }),
    ),
  'a server-rendered page': async (url) => answerOf(await fetch(`${url}/jot/${SLUG}`, { headers: { accept: 'text/html' } })),
};
const graphqlEntrances = Object.keys(entrances).filter((name) => name !== 'a server-rendered page');

beforeAll(async () => {
  upstream = await startTestServer(answerUpstream);
  // The app's shell without a server build: each page still runs its head's operation in process.
  webDist = await mkdtemp(path.join(tmpdir(), 'jotpod-entrances-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Jotpod</title></head><body><div id="root"></div></body></html>');
});
afterAll(async () => {
  await upstream.close();
  await rm(webDist, { recursive: true, force: true });
});
/** The bff under test; `operationDeadlineMs` short only where the deadline is the subject (a busy machine may take longer than it to answer). */
function start(operationDeadlineMs?: number): Promise<RunningBff> {
  return startBff({
    upstreamUrl: upstream.url,
    webDist,
    sessionSecret: SESSION_SECRET,
    log: (line) => logged.push(line),
    ...(operationDeadlineMs === undefined ? {} : { limits: { operationDeadlineMs } }),
    // A budget of a few dozen requests of any entrance; the clock stands still, so none refills.
    rateLimit: { burst: 1_000, refillPerSecond: 1, perRequest: 5, redisUrl: null, now: () => clock },
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  jotAnswer = 'none';
  logged = [];
  bff = await start();
});
afterEach(async () => {
  await bff.close();
});

describe('every entrance spends from its client’s rate budget, and is refused once it is spent', () => {
  /** Sends until refused (429 and Retry-After): the answers given before. */
  async function answeredUntilRefused(send: () => Promise<Answer>): Promise<number> {
    for (let answered = 0; answered < 500; answered++) {
      const answer = await send();
      if (answer.status === 429) {
        expect(answer.headers.get('retry-after')).not.toBeNull();
        return answered;
      }
    }
    throw new Error('never refused');
  }

  it.each(Object.keys(entrances))('%s', async (entrance) => {
    const answered = await answeredUntilRefused(() => entrances[entrance]!(bff.url));
    // Each answer spent part of the budget, not all of it.
    expect(answered).toBeGreaterThan(2);
  });

  it('the hit path: answers from the response cache spend the per-request minimum until the budget is spent', async () => {
    const get = entrances["Yoga: a visitor's persisted GET"]!;
    await get(bff.url);
    expect((await get(bff.url)).headers.get('x-upstream-requests')).toBe('0');
    // 1,000 at 5 an answer, less the two above.
    expect(await answeredUntilRefused(() => get(bff.url))).toBeGreaterThan(150);
  });
});

describe('every entrance hides a fault of ours behind "Unexpected error." and logs it', () => {
  it.each(graphqlEntrances)('%s', async (entrance) => {
    jotAnswer = 'malformed';
    const answer = await entrances[entrance]!(bff.url);
    expect(answer.errors.map((error) => error.message)).toContain('Unexpected error.');
    expect(answer.text).not.toMatch(/TypeError|at .*\.ts/);
    expect(logged.some((line) => line.startsWith('unexpected error: '))).toBe(true);
  });

  it('a server-rendered page', async () => {
    jotAnswer = 'malformed';
    const page = await entrances['a server-rendered page']!(bff.url);
    expect(page.text).not.toMatch(/TypeError|Cannot return null/);
    expect(logged.some((line) => line.startsWith('unexpected error: '))).toBe(true);
  });
});

describe('every entrance stops at the operation deadline, however slow the api', () => {
  // An api that never answers: only the deadline ends each request, whatever the machine's speed.
  beforeEach(async () => {
    await bff.close();
    bff = await start(300);
  });

  it.each(graphqlEntrances)('%s', async (entrance) => {
    jotAnswer = 'never';
    const answer = await entrances[entrance]!(bff.url);
    expect(answer.errors.map((error) => error.code)).toContain('REQUEST_TIMEOUT');
  });

  it('a server-rendered page: sent without the data it could not get', async () => {
    jotAnswer = 'never';
    const page = await entrances['a server-rendered page']!(bff.url);
    expect(page.status).toBe(200);
    expect(logged.some((line) => line.startsWith('page metadata unavailable for /jot/a-jot'))).toBe(true);
  });
});

describe('every entrance answers with the cache policy of whose answer it is', () => {
  it.each([
    ['Yoga: operation text', 'no-store'],
    ["Yoga: a visitor's persisted GET", 'public, max-age=30'],
    ["a viewer's persisted POST", 'no-store'],
    ['a server-rendered page', 'no-cache'],
  ])('%s: %s', async (entrance, policy) => {
    const answer = await entrances[entrance]!(bff.url);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('cache-control')).toBe(policy);
  });

  it("the hit path: the visitor's GET again, from the response cache, with the same policy", async () => {
    const get = entrances["Yoga: a visitor's persisted GET"]!;
    const first = await get(bff.url);
    const again = await get(bff.url);
    expect(again.headers.get('x-upstream-requests')).toBe('0');
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  });
});

describe('every GET must carry the CSRF header, whether or not its answer is cached', () => {
  it("refuses a visitor's persisted GET without it, before and after the answer is cached", async () => {
    const url = persistedGetUrl(bff.url, 'JotPageQuery', { slug: SLUG });
    const without = { accept: CLIENT.accept };
    expect((await fetch(url, { headers: without })).status).toBe(403);
    await fetch(url, { headers: CLIENT });
    expect((await fetch(url, { headers: CLIENT })).headers.get('x-upstream-requests')).toBe('0');
    expect((await fetch(url, { headers: without })).status).toBe(403);
  });

  it("refuses a viewer's persisted POST sent from another site", async () => {
    const refused = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json', cookie: viewerCookie(7), origin: 'https://elsewhere.example' },
      body: JSON.stringify({ operationName: 'JotPageQuery', variables: { slug: SLUG }, extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('JotPageQuery') } } }),
    });
    expect(refused.status).toBe(403);
  });
});

describe('operation text, the one way a stranger’s document comes in, is held to the depth and cost limits', () => {
  const postText = async (query: string) =>
    answerOf(await fetch(`${bff.url}/graphql`, { method: 'POST', headers: { ...CLIENT, 'content-type': 'application/json' }, body: JSON.stringify({ query }) }));

  it('refuses a document nested deeper than the limit before it runs', async () => {
    const deep = `{ ${'jot(slug: "a") { pod { container { pods { edges { node { '.repeat(3)}id${' } } } } } }'.repeat(3)} }`;
    const before = upstream.requests.length;
    const refused = await postText(deep);
    expect(refused.errors.map((error) => error.code)).toContain('MAX_DEPTH_EXCEEDED');
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a document that would cost more than the limit before it runs', async () => {
    // 100 pods × 100 jots each: short to write, ten thousand records to fetch.
    const before = upstream.requests.length;
    const refused = await postText('{ feed(tag: TRENDING, first: 100) { edges { node { ... on Pod { jots(first: 100) { edges { node { id title } } } } } } } }');
    expect(refused.errors.map((error) => error.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(upstream.requests.length).toBe(before);
  });

  it("leaves the app's persisted operations to their ids: the same screens run however costly their text", async () => {
    expect((await entrances["a viewer's persisted POST"]!(bff.url)).status).toBe(200);
    expect((await entrances["Yoga: a visitor's persisted GET"]!(bff.url)).status).toBe(200);
  });
});

