import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RESET_LIMIT, DEFAULT_REGISTER_LIMIT } from '../../api/src/auth/attempt-throttle.ts';
import { Browser, REGISTER, startAccountsStack, type AccountsStack, type MutationResult } from './support/accounts.ts';

/**
 * The api's attempt limits per client address as a browser meets them through the bff, at
 * production's numbers (the other suites' apis allow many more): the bff forwards the browser's
 * address, the api counts it, and its 429 arrives as a TooManyRequestsError with the wait.
 */
describe('sign-up and reset-request limits through the bff', () => {
  let stack: AccountsStack;
  beforeAll(async () => {
    stack = await startAccountsStack({}, { registerLimit: DEFAULT_REGISTER_LIMIT, passwordResetLimit: DEFAULT_PASSWORD_RESET_LIMIT });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const REQUEST = `mutation ($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { __typename ... on Error { message } }
  }`;

  it('refuses sign-ups beyond 20 an hour from one client address with TooManyRequestsError', async () => {
    const input = (i: number) => ({ name: 'Flood', email: `signup-flood-${i}@example.com`, password: 'long enough', passwordConfirmation: 'long enough' });
    for (let i = 0; i < 20; i++) {
      const reply = await new Browser(stack.bffUrl).graphql<{ register: MutationResult }>(REGISTER, { input: input(i) });
      expect(reply.data?.register.__typename).toBe('RegisterPayload');
    }
    const refused = await new Browser(stack.bffUrl).graphql<{ register: MutationResult }>(REGISTER, { input: input(20) });
    expect(refused.data?.register).toMatchObject({
      __typename: 'TooManyRequestsError',
      message: expect.stringMatching(/^Too many sign-up attempts\. Please try again in \d+ seconds\.$/),
    });
    const [row] = await stack.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'signup-flood-%'");
    expect(row!.n).toBe(20);
  });

  it('refuses reset requests beyond 10 an hour from one client address with TooManyRequestsError', async () => {
    const visitor = new Browser(stack.bffUrl);
    for (let i = 0; i < 10; i++) {
      const reply = await visitor.graphql<{ requestPasswordReset: MutationResult }>(REQUEST, { input: { email: `flood${i}@example.com` } });
      expect(reply.data?.requestPasswordReset.__typename).toBe('RequestPasswordResetPayload');
    }
    const refused = await visitor.graphql<{ requestPasswordReset: MutationResult }>(REQUEST, { input: { email: 'flood10@example.com' } });
    expect(refused.data?.requestPasswordReset).toMatchObject({
      __typename: 'TooManyRequestsError',
      message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ seconds\.$/),
    });
  });
});
