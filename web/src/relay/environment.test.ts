import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL } from './environment.ts';
import { GraphQLRequestError } from './GraphQLRequestError.ts';

const request: RequestParameters = {
  id: null,
  cacheID: 'x',
  name: 'TestQuery',
  operationKind: 'query',
  text: 'query TestQuery { containers { id } }',
  metadata: {},
};

function respond(body: unknown, init: ResponseInit = {}) {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/graphql-response+json' },
    ...init,
  });
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** fetchGraphQL returns a promise here (Relay also accepts observables). */
async function run() {
  return await Promise.resolve(fetchGraphQL(request, { first: 12 }, {}, null));
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchGraphQL', () => {
  it('posts an operation without a persisted id as text, same-origin with the CSRF header', async () => {
    const fetchMock = respond({ data: { containers: [] } });
    expect(await run()).toEqual({ data: { containers: [] }, errors: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({ query: request.text, variables: { first: 12 }, operationName: 'TestQuery' });
  });

  it("sends a visitor's persisted query over GET by id, never its text", async () => {
    const fetchMock = respond({ data: { containers: [] } });
    const persisted: RequestParameters = { ...request, id: 'abc123', text: null };
    await Promise.resolve(fetchGraphQL(persisted, { first: 12 }, {}, null));
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url), 'http://localhost');
    expect(sent.pathname).toBe('/graphql');
    expect(init?.method).toBe('GET');
    expect(init?.body ?? null).toBeNull();
    expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
    expect(sent.searchParams.get('query')).toBeNull();
    expect(sent.searchParams.get('operationName')).toBe('TestQuery');
    expect(JSON.parse(sent.searchParams.get('variables')!)).toEqual({ first: 12 });
    expect(JSON.parse(sent.searchParams.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: 'abc123' } });
  });

  it('posts a persisted mutation by id, without its text', async () => {
    const fetchMock = respond({ data: { likeJot: null } });
    const mutation: RequestParameters = { ...request, id: 'def456', text: null, name: 'LikeMutation', operationKind: 'mutation' };
    await Promise.resolve(fetchGraphQL(mutation, { id: 'x' }, {}, null));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'def456' } },
      variables: { id: 'x' },
      operationName: 'LikeMutation',
    });
  });

  it('throws the server messages when there is no data', async () => {
    respond({ errors: [{ message: 'Upstream unavailable' }] }, { status: 200 });
    await expect(run()).rejects.toMatchObject({ name: 'GraphQLRequestError', message: 'Upstream unavailable', status: 200 });
  });

  it('keeps the JSON errors of a 4xx graphql-response', async () => {
    respond({ errors: [{ message: 'Cannot query field "nope"' }] }, { status: 400 });
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).isTransient).toBe(false);
  });

  it('turns a non-JSON error page into a clear, transient error', async () => {
    respond('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' });
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('The server answered 502 Bad Gateway.');
    expect((error as GraphQLRequestError).isTransient).toBe(true);
  });

  it('reports an unreachable server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(run()).rejects.toMatchObject({ status: null, message: expect.stringContaining('Could not reach the server') });
  });
});
