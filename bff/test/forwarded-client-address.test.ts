// Behind a load balancer every request reaches the bff from the balancer's address. The api's
// login throttle counts failures per client address, which the bff forwards: it must be the
// client the balancer names (when the balancer is a proxy the bff trusts), or one attacker would
// lock everyone out, and everyone's failures would add up against the one address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../src/server.ts';
import { CSRF_HEADER } from '../src/pipeline/csrf.ts';
import { OAUTH_CLIENT, startAccountsStack, type AccountsStack } from './support/accounts.ts';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }`;
/** The api's default: 20 failed sign-ins from one address within a minute. */
const FAILURES_PER_ADDRESS = 20;

async function signInFrom(bffUrl: string, client: string, attempt: number): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-forwarded-for': client },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email: `nobody-${attempt}@example.com`, password: 'a wrong guess' } } }),
  });
  const body = (await response.json()) as { data?: { login: { __typename: string } } };
  return body.data?.login.__typename ?? `no answer (${response.status})`;
}

async function failFrom(bffUrl: string, client: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) await signInFrom(bffUrl, client, attempt);
}

describe('the client address the api is told', () => {
  let stack: AccountsStack;
  let untrusting: RunningBff;

  beforeAll(async () => {
    // The test client connects from 127.0.0.1: as far as this bff knows, a trusted balancer.
    stack = await startAccountsStack({ trustProxy: '127.0.0.1', rateLimit: false });
    untrusting = await startBff({ upstreamUrl: stack.apiUrl, oauthClient: OAUTH_CLIENT, trustProxy: '', rateLimit: false, log: () => {} });
  });

  afterAll(async () => {
    await untrusting?.close();
    await stack?.close();
  });

  it('is the client a trusted proxy names: one client locked out leaves the next one alone', async () => {
    await failFrom(stack.bffUrl, '203.0.113.7', FAILURES_PER_ADDRESS);
    expect(await signInFrom(stack.bffUrl, '203.0.113.7', 99)).toBe('TooManyRequestsError');
    expect(await signInFrom(stack.bffUrl, '203.0.113.8', 99)).toBe('InvalidCredentialsError');
  });

  it('is the peer itself when the peer is not trusted: whatever X-Forwarded-For says, it counts as one', async () => {
    await failFrom(untrusting.url, '198.51.100.7', FAILURES_PER_ADDRESS);
    expect(await signInFrom(untrusting.url, '198.51.100.8', 99)).toBe('TooManyRequestsError');
  });
});
