import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../api/src/auth/secrets.ts';
import { startBff, type RunningBff } from '../src/server.ts';
import { SESSION_COOKIE } from '../src/session/cookies.ts';
import { openTokens } from '../src/session/sealed-cookie.ts';
import { sessionKeyFrom } from '../src/session/session-key.ts';
import {
  Browser,
  LOGIN,
  LOGOUT,
  OAUTH_CLIENT,
  signUp,
  startAccountsStack,
  VIEWER,
  type AccountsStack,
  type MutationResult,
  type ViewerData,
} from './support/accounts.ts';

/**
 * The bff as token handler, over real HTTP in front of the real api: the browser only ever holds
 * an encrypted, httpOnly cookie; tokens are refreshed, revoked and passed through here.
 */
describe('session cookie (token handler)', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** The token pair the api issued last for this user (hashes only are stored). */
  const liveTokenCount = async (userId: number) => {
    const [row] = await stack.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM oauth_access_tokens WHERE user_id = $1 AND NOT revoked AND expires_at > now()',
      [userId],
    );
    return row?.count ?? 0;
  };
  const expireAccessTokens = (userId: number) =>
    stack.db.query("UPDATE oauth_access_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [userId]);

  it('login sets one httpOnly, SameSite=Lax, Path=/ cookie that holds the tokens encrypted', async () => {
    const { email, password } = await signUp(new Browser(stack.bffUrl));
    const browser = new Browser(stack.bffUrl);
    const reply = await browser.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password } });

    expect(reply.data?.login).toMatchObject({ __typename: 'LoginPayload', viewer: { email, name: 'Ada Reader' } });
    expect(reply.setCookie).toMatch(/^jotpod_session=[A-Za-z0-9_-]+; /);
    const attributes = reply.setCookie!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000']));
    // Plain http on a loopback host: no Secure, or some browsers would drop the cookie.
    expect(attributes).not.toContain('Secure');

    // The cookie holds the live token pair, but only sealed: opened with the bff's key, the access
    // token is the one the api issued (it stores its hash); the cookie text contains neither token.
    const tokens = openTokens(browser.cookie!, sessionKeyFrom(stack.sessionSecret), SESSION_COOKIE);
    expect(tokens).not.toBeNull();
    const [issued] = await stack.db.query('SELECT 1 FROM oauth_access_tokens WHERE token_hash = $1 AND NOT revoked', [sha256(tokens!.accessToken)]);
    expect(issued).toBeDefined();
    expect(reply.setCookie).not.toContain(tokens!.accessToken);
    expect(reply.setCookie).not.toContain(tokens!.refreshToken);
    expect(Buffer.from(browser.cookie!, 'base64url').toString('latin1')).not.toContain(tokens!.accessToken);
    // Nothing token-like reaches the response body either.
    expect(reply.text).not.toMatch(/access_token|refresh_token|Bearer/i);
  });

  it('answers viewer with the cookie, and null without one', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    const signedIn = await browser.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.viewer).toEqual(viewer);
    expect(signedIn.setCookie).toBeNull();

    const visitor = await new Browser(stack.bffUrl).graphql<{ viewer: ViewerData | null }>(VIEWER);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data).toEqual({ viewer: null });
  });

  it('refreshes an expired access token in the bff and re-issues the cookie', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    const before = browser.cookie;
    await expireAccessTokens(viewer.databaseId);

    const reply = await browser.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.viewer.databaseId).toBe(viewer.databaseId);
    expect(reply.setCookie).not.toBeNull();
    expect(browser.cookie).not.toBe(before);
    expect(await liveTokenCount(viewer.databaseId)).toBe(1);

    // The new cookie works on its own.
    const again = await browser.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(again.data?.viewer.databaseId).toBe(viewer.databaseId);
    expect(again.setCookie).toBeNull();
  });

  it('refreshes once for concurrent requests with the same expired session, and late ones still pass', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    await expireAccessTokens(viewer.databaseId);

    // Five tabs (or one page's parallel queries) with the same old cookie.
    const tabs = Array.from({ length: 5 }, () => Object.assign(new Browser(stack.bffUrl), { cookie: browser.cookie }));
    const replies = await Promise.all(tabs.map((tab) => tab.graphql<{ viewer: ViewerData }>(VIEWER)));
    for (const reply of replies) {
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.viewer.databaseId).toBe(viewer.databaseId);
    }
    // One rotation: the single-use refresh token was spent once (sign-up's pair plus one new pair).
    expect(await liveTokenCount(viewer.databaseId)).toBe(1);
    const [issued] = await stack.db.query<{ count: number }>('SELECT count(*)::int AS count FROM oauth_access_tokens WHERE user_id = $1', [viewer.databaseId]);
    expect(issued?.count).toBe(2);
    // Every tab got the same new pair (each sealed with its own IV, so the cookie texts differ).
    const key = sessionKeyFrom(stack.sessionSecret);
    expect(new Set(tabs.map((tab) => openTokens(tab.cookie!, key, SESSION_COOKIE)?.accessToken)).size).toBe(1);

    // A request sent before the browser stored the new cookie carries the old one: still signed in.
    const late = await browser.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(late.errors).toBeUndefined();
    expect(late.data?.viewer.databaseId).toBe(viewer.databaseId);
  });

  describe('two bff replicas (no shared coalescing) in front of one api', () => {
    let replica: RunningBff;
    beforeAll(async () => {
      replica = await startBff({ upstreamUrl: stack.apiUrl, log: () => {}, oauthClient: OAUTH_CLIENT, sessionSecret: stack.sessionSecret });
    });
    afterAll(async () => {
      await replica?.close();
    });

    it('refreshing the same session at the same moment keeps both tabs signed in (not taken for a replay)', async () => {
      const browser = new Browser(stack.bffUrl);
      const { viewer } = await signUp(browser);
      await expireAccessTokens(viewer.databaseId);
      // Two tabs with the same expired session, each request reaching another replica.
      const tabs = [stack.bffUrl, replica.url, stack.bffUrl, replica.url].map((url) => Object.assign(new Browser(url), { cookie: browser.cookie }));
      const replies = await Promise.all(tabs.map((tab) => tab.graphql<{ viewer: ViewerData }>(VIEWER)));
      for (const reply of replies) {
        expect(reply.errors).toBeUndefined();
        expect(reply.data?.viewer.databaseId).toBe(viewer.databaseId);
      }
      // Each replica refreshed once: one rotation and one sibling pair, both alive, and every tab
      // still signed in on its next request.
      expect(await liveTokenCount(viewer.databaseId)).toBe(2);
      for (const tab of tabs) expect((await tab.graphql<{ viewer: ViewerData }>(VIEWER)).data?.viewer.databaseId).toBe(viewer.databaseId);
    });

    it('a stolen refresh token used first ends the session for the thief too once the owner presents it', async () => {
      const owner = new Browser(stack.bffUrl);
      const { viewer } = await signUp(owner);
      await expireAccessTokens(viewer.databaseId);
      // A copy of the cookie, used first, at the other replica: it rotates the refresh token.
      const thief = Object.assign(new Browser(replica.url), { cookie: owner.cookie });
      expect((await thief.graphql<{ viewer: ViewerData }>(VIEWER)).data?.viewer.databaseId).toBe(viewer.databaseId);
      // Later (past the race grace) the owner's browser presents the same, already rotated token.
      await stack.db.query("UPDATE oauth_refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL");
      const ownerReply = await owner.graphql<{ viewer: ViewerData | null }>(VIEWER);
      expect(ownerReply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(owner.cookie).toBeNull();
      // The replay ended the whole family: the thief's fresh tokens are dead too.
      expect(await liveTokenCount(viewer.databaseId)).toBe(0);
      const thiefAfter = await thief.graphql<{ viewer: ViewerData | null }>(VIEWER);
      expect(thiefAfter.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(thief.cookie).toBeNull();
    });
  });

  it('clears the cookie and answers UNAUTHENTICATED when the api refuses the session', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    // Signed out elsewhere (a password reset revokes every token of the account).
    await stack.db.query('UPDATE oauth_access_tokens SET revoked = true WHERE user_id = $1', [viewer.databaseId]);
    await stack.db.query(
      'UPDATE oauth_refresh_tokens SET revoked = true WHERE access_token_id IN (SELECT id FROM oauth_access_tokens WHERE user_id = $1)',
      [viewer.databaseId],
    );

    const reply = await browser.graphql<{ viewer: ViewerData | null }>(VIEWER);
    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(reply.setCookie).toMatch(/^jotpod_session=; .*Max-Age=0/);
    expect(browser.cookie).toBeNull();

    // From then on the browser is a visitor.
    const after = await browser.graphql<{ viewer: ViewerData | null }>(VIEWER);
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual({ viewer: null });
  });

  it('drops a cookie it cannot open (tampered or sealed with another secret)', async () => {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser);
    const sealed = Buffer.from(browser.cookie!, 'base64url');
    sealed.writeUInt8(sealed.readUInt8(sealed.length - 1) ^ 1, sealed.length - 1);
    browser.cookie = sealed.toString('base64url');

    const reply = await browser.graphql<{ viewer: ViewerData | null }>(VIEWER);
    expect(reply.data).toEqual({ viewer: null });
    expect(reply.setCookie).toMatch(/Max-Age=0/);
  });

  it('passes an Authorization: Bearer token through unchanged, without a cookie', async () => {
    const { email, password, viewer } = await signUp(new Browser(stack.bffUrl));
    const tokenResponse = await fetch(`${stack.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: OAUTH_CLIENT.id, client_secret: OAUTH_CLIENT.secret, username: email, password, scope: '' }),
    });
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };

    const app = new Browser(stack.bffUrl, null);
    const reply = await app.graphql<{ viewer: ViewerData }>(VIEWER, undefined, { authorization: `Bearer ${accessToken}` });
    expect(reply.data?.viewer.databaseId).toBe(viewer.databaseId);
    expect(reply.setCookie).toBeNull();

    const refused = await app.graphql<{ viewer: ViewerData }>(VIEWER, undefined, { authorization: 'Bearer not-a-token' });
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(refused.setCookie).toBeNull();
  });

  it('refuses signed-in mutations to visitors with UNAUTHENTICATED', async () => {
    const reply = await new Browser(stack.bffUrl).graphql<unknown>(
      'mutation { updateProfile(input: { name: "X" }) { __typename } }',
    );
    expect(reply.data).toBeNull();
    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('logout clears the cookie and revokes the tokens upstream', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    const liveRefreshTokens = () =>
      stack.db.query(
        `SELECT 1 FROM oauth_refresh_tokens r JOIN oauth_access_tokens a ON a.id = r.access_token_id
         WHERE a.user_id = $1 AND NOT r.revoked`,
        [viewer.databaseId],
      );
    expect(await liveTokenCount(viewer.databaseId)).toBe(1);
    expect(await liveRefreshTokens()).toHaveLength(1);

    const reply = await browser.graphql<{ logout: { signedOut: boolean } }>(LOGOUT);
    expect(reply.data).toEqual({ logout: { signedOut: true } });
    expect(reply.setCookie).toMatch(/^jotpod_session=; .*Max-Age=0/);
    expect(browser.cookie).toBeNull();
    expect(await liveTokenCount(viewer.databaseId)).toBe(0);
    expect(await liveRefreshTokens()).toHaveLength(0);

    // Signing out twice, or as a visitor, is harmless.
    const again = await browser.graphql<{ logout: { signedOut: boolean } }>(LOGOUT);
    expect(again.data).toEqual({ logout: { signedOut: true } });
  });
});
