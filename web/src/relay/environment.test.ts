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
  it('posts the operation same-origin with the CSRF header', async () => {
    const fetchMock = respond({ data: { containers: [] } });
    expect(await run()).toEqual({ data: { containers: [] }, errors: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({ query: request.text, variables: { first: 12 }, operationName: 'TestQuery' });
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
