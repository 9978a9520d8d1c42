import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchQuery } from 'react-relay/hooks';
import type { RequestParameters } from 'relay-runtime';
import viewerSessionQueryNode from '../__generated__/viewerSessionQuery.graphql.ts';
import { createEnvironment, createFetchGraphQL } from '../relay/environment.ts';
import { LOGGED_IN_USER_KEY } from '../device/deviceStorage.ts';

const request: RequestParameters = {
  id: null,
  cacheID: 'x',
  name: 'TestMutation',
  operationKind: 'mutation',
  text: 'mutation TestMutation($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename } }',
  metadata: {},
};

const unauthenticated = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };

function respondWith(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  window.localStorage.setItem(LOGGED_IN_USER_KEY, JSON.stringify({ id: 'Viewer:1', name: 'Ada', avatarUrl: null }));
  window.localStorage.setItem('blockedUsers', '[4]');
  window.sessionStorage.setItem('jotLocal', '{}');
});
afterEach(() => vi.unstubAllGlobals());

describe('the 401 handler', () => {
  it('runs on an UNAUTHENTICATED error that comes with data', async () => {
    respondWith({ data: { viewer: null }, errors: [{ ...unauthenticated, path: ['viewer'] }] });
    // Partial data: the screen renders it, and developers see the errors in the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthenticated = vi.fn();
    await Promise.resolve(createFetchGraphQL(onUnauthenticated)(request, {}, {}, null));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unauthenticated.'));
    warn.mockRestore();
  });

  it('runs on an UNAUTHENTICATED error without data, and the request still fails', async () => {
    respondWith({ data: null, errors: [unauthenticated] });
    const onUnauthenticated = vi.fn();
    await expect(Promise.resolve(createFetchGraphQL(onUnauthenticated)(request, {}, {}, null))).rejects.toThrow('Unauthenticated.');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not run for other errors', async () => {
    respondWith({ data: null, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] });
    const onUnauthenticated = vi.fn();
    await expect(Promise.resolve(createFetchGraphQL(onUnauthenticated)(request, {}, {}, null))).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('in the app environment: clears local and session storage and shows the visitor state', async () => {
    const environment = createEnvironment();
    // First a signed-in viewer in the store...
    respondWith({ data: { viewer: { id: 'Viewer:1', databaseId: 1, name: 'Ada', avatarUrl: null, defaultPod: null } } });
    await fetchQuery(environment, viewerSessionQueryNode, {}).toPromise();
    expect(environment.getStore().getSource().get('client:root')?.viewer).toEqual({ __ref: 'Viewer:1' });

    // ...then any request the bff answers UNAUTHENTICATED (here a mutation).
    respondWith({ data: null, errors: [unauthenticated] });
    await expect(Promise.resolve(environment.getNetwork().execute(request, {}, {}, null).toPromise())).rejects.toThrow();

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(environment.getStore().getSource().get('client:root')?.viewer).toBeNull();
  });
});

describe('uploads', () => {
  it('sends uploadables as a GraphQL multipart request with the CSRF header', async () => {
    const fetchMock = respondWith({ data: { updateAvatar: { __typename: 'UpdateAvatarPayload' } } });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await Promise.resolve(createFetchGraphQL(vi.fn())(request, { input: { avatar: null } }, {}, { 'input.avatar': file }));

    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('x-graphql-csrf')).toBe('1');
    // The browser sets multipart/form-data with its boundary.
    expect(headers.get('content-type')).toBeNull();
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('operations')))).toEqual({
      query: request.text,
      variables: { input: { avatar: null } },
      operationName: 'TestMutation',
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ '0': ['variables.input.avatar'] });
    expect((body.get('0') as File).name).toBe('me.png');
  });
});
