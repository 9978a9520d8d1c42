import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/session/cookies.ts';
import { openTokens } from '../src/session/sealed-cookie.ts';
import { sessionKeyFrom } from '../src/session/session-key.ts';
import { Browser, LOGIN, signUp, startAccountsStack, type AccountsStack, type MutationResult } from './support/accounts.ts';

// A budget the sign-ups and sign-ins below fit in (they are anonymous: the address pays), and a
// clock that stands still, so nothing refills while the test spends.
const BURST = 200;
const TYPENAME = '{ __typename }';

/**
 * Signing in again does not buy a fresh budget: the bff records the account in the session cookie
 * at sign-in and rate-limits every session of an account as one client. Over real HTTP in front
 * of the real api.
 */
describe('rate limits of a signed-in user (real sign-in)', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack({ rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: null, now: () => 1_000_000 } });
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** Sends cost-1 operations until one is refused; answers how many ran. */
  async function spendAll(browser: Browser): Promise<number> {
    for (let ran = 0; ran <= BURST; ran++) {
      const reply = await browser.graphql(TYPENAME);
      if (reply.status === 429) return ran;
      expect(reply.status).toBe(200);
    }
    throw new Error(`no refusal after ${BURST + 1} operations`);
  }

  it('shares one budget among all sessions of a user, and leaves other users theirs', async () => {
    const first = new Browser(stack.bffUrl);
    const { email, password, viewer } = await signUp(first);
    const second = new Browser(stack.bffUrl);
    const login = await second.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password } });
    expect(login.data?.login.__typename).toBe('LoginPayload');
    const someoneElse = new Browser(stack.bffUrl);
    await signUp(someoneElse, 'Grace Reader');

    // Two sessions (two token pairs), each cookie recording the same account.
    const key = sessionKeyFrom(stack.sessionSecret);
    const [a, b] = [first, second].map((browser) => openTokens(browser.cookie!, key, SESSION_COOKIE));
    expect(a?.refreshToken).not.toBe(b?.refreshToken);
    expect([a?.userId, b?.userId]).toEqual([viewer.databaseId, viewer.databaseId]);

    expect(await spendAll(first)).toBeGreaterThan(0);
    expect((await second.graphql(TYPENAME)).status).toBe(429);
    expect((await someoneElse.graphql(TYPENAME)).status).toBe(200);
  });
});
