import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useAbuseStack } from './support/abuse-stack.ts';
import { codesOf, graphql, post, type GraphqlAnswer } from './support/requests.ts';

const PERSISTED_OPERATIONS = fileURLToPath(new URL('../../web/persisted-operations.json', import.meta.url));

/** The headers the web app sends: the bff's CSRF rule requires the custom header on a GET. */
const CLIENT_HEADERS = { accept: 'application/json', 'x-graphql-csrf': '1' };

function persistedQuery(id: string) {
  return { persistedQuery: { version: 1, sha256Hash: id } };
}

/** A persisted operation by id over GET, as a visitor's browser sends it. */
async function getById(bffUrl: string, id: string, operationName: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> {
  const url = new URL('/graphql', bffUrl);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', JSON.stringify(variables));
  url.searchParams.set('extensions', JSON.stringify(persistedQuery(id)));
  const response = await fetch(url, { headers: CLIENT_HEADERS });
  return { status: response.status, ...((await response.json()) as Omit<GraphqlAnswer, 'status'>) };
}

/** A persisted operation by id over POST, as a mutation (or a signed-in user's query) is sent. */
function postById(bffUrl: string, id: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> {
  return post(bffUrl, JSON.stringify({ extensions: persistedQuery(id), variables }), { 'content-type': 'application/json', 'x-graphql-csrf': '1' });
}

/** The home screen's stories: a list, the screen's data. */
function homeOf(answer: GraphqlAnswer): unknown {
  return (answer.data as { marketingStories?: unknown } | null | undefined)?.marketingStories;
}

/** relay-compiler's persist file (the ids the web app's artifacts carry): id → text. */
const persisted = JSON.parse(readFileSync(PERSISTED_OPERATIONS, 'utf8')) as Record<string, string>;

function persistedId(operationName: string): string {
  const entry = Object.entries(persisted).find(([, text]) => getOperationAST(parse(text))?.name?.value === operationName);
  if (!entry) throw new Error(`${operationName} is not in ${PERSISTED_OPERATIONS}`);
  return entry[0];
}

const homeId = persistedId('HomePageQuery');
const ARTIFACTS = fileURLToPath(new URL('../../web/src/__generated__/', import.meta.url));

describe('persisted operations (the web app sends ids, never text)', () => {
  const homeText = persisted[homeId]!;
  // A cost limit no screen fits in: persisted operations are trusted and skip it.
  const abuse = useAbuseStack({ limits: { maxCost: 5 } });

  it("every artifact of the web app carries its id and no text, and the persist file holds that id's text", async () => {
    const artifact = await readFile(`${ARTIFACTS}HomePageQuery.graphql.ts`, 'utf8');
    expect(artifact).toContain(`"id": "${homeId}"`);
    expect(artifact).toContain('"text": null');
    expect(homeText).toMatch(/^query HomePageQuery\b/);
  });

  it("answers a persisted query over GET with the screen's data", async () => {
    const answer = await getById(abuse.stack.url, homeId, 'HomePageQuery');
    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(homeOf(answer)).toBeInstanceOf(Array);
  });

  it('answers the same persisted query over POST', async () => {
    const answer = await postById(abuse.stack.url, homeId);
    expect(answer.errors).toBeUndefined();
    expect(homeOf(answer)).toBeInstanceOf(Array);
  });

  it('refuses an unknown id with PERSISTED_QUERY_NOT_FOUND', async () => {
    const answer = await getById(abuse.stack.url, '0'.repeat(64), 'HomePageQuery');
    expect(answer.data ?? null).toBeNull();
    expect(codesOf(answer)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('runs a persisted operation over the cost limit (trusted), and refuses the same text sent as an arbitrary operation', async () => {
    const persisted = await postById(abuse.stack.url, homeId);
    expect(persisted.errors).toBeUndefined();
    const arbitrary = await graphql(abuse.stack.url, homeText);
    expect(arbitrary.data ?? null).toBeNull();
    expect(codesOf(arbitrary)).toContain('QUERY_TOO_COMPLEX');
  });

  it('never runs a mutation sent over GET, even a persisted one', async () => {
    const answer = await getById(abuse.stack.url, persistedId('LikeButtonLikeMutation'), 'LikeButtonLikeMutation', { input: { jotId: 'x' } });
    expect(answer.status).toBe(405);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/mutation operation from a POST request/);
  });
});

describe('ALLOW_ARBITRARY_OPERATIONS=false (an allow-list of the web app’s operations)', () => {
  const abuse = useAbuseStack({ allowArbitraryOperations: false });

  it('refuses operation text with PERSISTED_OPERATION_REQUIRED', async () => {
    const answer = await graphql(abuse.stack.url, '{ __typename }');
    expect(answer.data ?? null).toBeNull();
    expect(codesOf(answer)).toEqual(['PERSISTED_OPERATION_REQUIRED']);
  });

  it('runs persisted operations, over GET and POST', async () => {
    const overGet = await getById(abuse.stack.url, homeId, 'HomePageQuery');
    expect(overGet.errors).toBeUndefined();
    expect(homeOf(overGet)).toBeInstanceOf(Array);
    const overPost = await postById(abuse.stack.url, homeId);
    expect(overPost.errors).toBeUndefined();
    expect(homeOf(overPost)).toBeInstanceOf(Array);
  });
});

describe('caching of GraphQL answers by shared caches (a CDN in front of the bff)', () => {
  const abuse = useAbuseStack();

  function homeUrl(id = homeId): URL {
    const url = new URL('/graphql', abuse.stack.url);
    url.searchParams.set('operationName', 'HomePageQuery');
    url.searchParams.set('variables', '{}');
    url.searchParams.set('extensions', JSON.stringify(persistedQuery(id)));
    return url;
  }

  /** A new account's session cookie, as the register mutation sets it. */
  async function signedInCookie(): Promise<string> {
    const password = 'correct horse battery';
    const response = await fetch(new URL('/graphql', abuse.stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }',
        variables: { input: { name: 'Cache Reader', email: `cache-${Date.now()}@example.com`, password, passwordConfirmation: password } },
      }),
    });
    const cookie = response.headers.get('set-cookie')?.split(';', 1)[0];
    if (!cookie) throw new Error(`register set no cookie (${response.status}): ${await response.text()}`);
    return cookie;
  }

  it("lets them keep a visitor's persisted query over GET for a short while", async () => {
    const response = await fetch(homeUrl(), { headers: CLIENT_HEADERS });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it("never lets them keep a signed-in viewer's answer, even over GET", async () => {
    const cookie = await signedInCookie();
    const response = await fetch(homeUrl(), { headers: { ...CLIENT_HEADERS, cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets them keep an answer with errors (an outage or a bad id must not be served on)', async () => {
    const response = await fetch(homeUrl('0'.repeat(64)), { headers: CLIENT_HEADERS });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('does not offer a POST to them', async () => {
    const response = await fetch(new URL('/graphql', abuse.stack.url), {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: persistedQuery(homeId), variables: {} }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
