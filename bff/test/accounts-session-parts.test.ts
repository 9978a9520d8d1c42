import { describe, expect, it } from 'vitest';
import { serializeCookie, wantsSecureCookie } from '../src/session/cookies.ts';
import { OpenedCookies } from '../src/session/opened-cookies.ts';
import { isAllowedOrigin, parseAllowedOrigins } from '../src/session/origin-check.ts';
import { RefreshCoordinator } from '../src/session/refresh-coordinator.ts';
import { RequestSession } from '../src/session/request-session.ts';
import { openTokens, sealTokens } from '../src/session/sealed-cookie.ts';
import { resolveSessionSecret, sessionKeyFrom } from '../src/session/session-key.ts';
import type { TokenSet } from '../src/session/token-set.ts';

/** The token handler's parts on their own: sealing, cookie attributes, origins, refresh timing. */

const key = sessionKeyFrom('0123456789abcdef0123456789abcdef');
const tokens: TokenSet = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1_000_000 };

describe('sealed session cookie', () => {
  it('round-trips the token set and hides it', () => {
    const sealed = sealTokens(tokens, key, 'jotpod_session');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('access-1');
    expect(openTokens(sealed, key, 'jotpod_session')).toEqual(tokens);
  });

  it('refuses another key, another cookie name, and any altered byte', () => {
    const sealed = sealTokens(tokens, key, 'jotpod_session');
    expect(openTokens(sealed, sessionKeyFrom('another secret that is long enough!!'), 'jotpod_session')).toBeNull();
    expect(openTokens(sealed, key, 'other_cookie')).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 5, 20, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered.writeUInt8(altered.readUInt8(index) ^ 0x01, index);
      expect(openTokens(altered.toString('base64url'), key, 'jotpod_session')).toBeNull();
    }
    expect(openTokens('', key, 'jotpod_session')).toBeNull();
  });

  it('needs a secret of 32+ bytes, and refuses to run production without one', () => {
    expect(() => sessionKeyFrom('short')).toThrow(/at least 32 bytes/);
    const warnings: string[] = [];
    expect(resolveSessionSecret(undefined, false, (m) => warnings.push(m))).toHaveLength(43);
    expect(warnings).toEqual([expect.stringContaining('SESSION_SECRET is not set')]);
    expect(() => resolveSessionSecret(undefined, true, () => {})).toThrow(/SESSION_SECRET/);
  });
});

describe('opened session cookies', () => {
  it('answers a value it has opened with the same tokens, and what another key sealed with null', () => {
    const opened = new OpenedCookies(key, 'jotpod_session');
    const sealed = sealTokens(tokens, key, 'jotpod_session');
    expect(opened.open(sealed)).toEqual(tokens);
    expect(opened.open(sealed)).toEqual(tokens);
    expect(opened.open(sealTokens(tokens, sessionKeyFrom('another secret that is long enough!!'), 'jotpod_session'))).toBeNull();
    expect(opened.open(sealTokens(tokens, key, 'other_cookie'))).toBeNull();
  });

  it('keeps the most recently used values up to its bound, and never a value that does not open', () => {
    const opened = new OpenedCookies(key, 'jotpod_session', 2);
    const [first, second, third] = [1, 2, 3].map((n) => sealTokens({ ...tokens, accessToken: `access-${n}` }, key, 'jotpod_session'));
    opened.open(first!);
    opened.open(second!);
    opened.open(first!);
    opened.open(third!);
    expect(opened.keptValues()).toEqual([first, third]);
    opened.open('not-a-sealed-value');
    expect(opened.keptValues()).toEqual([first, third]);
  });
});

describe('cookie attributes', () => {
  it('is Secure everywhere but plain http on a loopback host', () => {
    expect(wantsSecureCookie('http://localhost:4000/graphql')).toBe(false);
    expect(wantsSecureCookie('http://127.0.0.1:4000/graphql')).toBe(false);
    expect(wantsSecureCookie('http://[::1]:4000/graphql')).toBe(false);
    expect(wantsSecureCookie('https://localhost/graphql')).toBe(true);
    expect(wantsSecureCookie('http://jotpod.example/graphql')).toBe(true);
    expect(wantsSecureCookie('https://jotpod.example/graphql')).toBe(true);
    expect(serializeCookie('jotpod_session', 'v', { secure: true, maxAgeSeconds: 60 })).toBe(
      'jotpod_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
    );
  });
});

describe('origin check', () => {
  const request = (origin: string | null) =>
    new Request('http://jotpod.example:4000/graphql', { method: 'POST', headers: origin ? { origin } : {} });

  it("accepts the bff's own origin, listed origins and no Origin; refuses the rest", () => {
    const allowed = parseAllowedOrigins(' https://app.example , http://localhost:5173/ ');
    expect(allowed).toEqual(['https://app.example', 'http://localhost:5173']);
    expect(isAllowedOrigin(request('http://jotpod.example:4000'), allowed)).toBe(true);
    expect(isAllowedOrigin(request('https://app.example'), allowed)).toBe(true);
    expect(isAllowedOrigin(request(null), allowed)).toBe(true);
    expect(isAllowedOrigin(request('https://evil.example'), allowed)).toBe(false);
    expect(isAllowedOrigin(request('http://jotpod.example:4001'), allowed)).toBe(false);
    expect(isAllowedOrigin(request('null'), allowed)).toBe(false);
  });
});

describe('request session', () => {
  const issued = (n: number): TokenSet => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: 10_000_000 });

  it('refreshes before a call when the access token expires within a minute, once for parallel calls', async () => {
    let grants = 0;
    const coordinator = new RefreshCoordinator(async () => {
      grants += 1;
      return issued(2);
    });
    const now = () => 1_000_000;
    const session = new RequestSession(
      { tokens: { ...issued(1), expiresAt: 1_000_000 + 30_000 }, bearer: null, cookieWasSent: true },
      coordinator,
      now,
    );
    const [a, b] = await Promise.all([session.accessToken(), session.accessToken()]);
    expect([a, b]).toEqual(['access-2', 'access-2']);
    expect(grants).toBe(1);
    expect(session.cookieChange).toEqual({ kind: 'set', tokens: issued(2) });
  });

  it('uses a token with time left as is, and signs out when the refresh token is refused', async () => {
    const coordinator = new RefreshCoordinator(async () => null);
    const fresh = new RequestSession({ tokens: { ...issued(1), expiresAt: 5_000_000 }, bearer: null, cookieWasSent: true }, coordinator, () => 1_000_000);
    expect(await fresh.accessToken()).toBe('access-1');
    expect(fresh.cookieChange).toEqual({ kind: 'keep' });

    const stale = new RequestSession({ tokens: { ...issued(3), expiresAt: 0 }, bearer: null, cookieWasSent: true }, coordinator, () => 1_000_000);
    expect(await stale.accessToken()).toBeNull();
    expect(stale.signedIn).toBe(false);
    expect(stale.cookieChange).toEqual({ kind: 'clear' });
  });

  it('never refreshes or touches the cookie for a bearer client', async () => {
    const coordinator = new RefreshCoordinator(async () => {
      throw new Error('must not refresh');
    });
    const session = new RequestSession({ tokens: issued(1), bearer: 'mobile-token', cookieWasSent: true }, coordinator);
    expect(await session.accessToken()).toBe('mobile-token');
    expect(await session.renew('mobile-token')).toBeNull();
    session.rejected();
    expect(session.cookieChange).toEqual({ kind: 'keep' });
  });

  it('forgets a failed refresh at once (the api was down), so the next request tries again', async () => {
    let calls = 0;
    const coordinator = new RefreshCoordinator(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection refused');
      return issued(2);
    });
    await expect(coordinator.refresh('refresh-1')).rejects.toThrow('connection refused');
    await expect(coordinator.refresh('refresh-1')).resolves.toEqual(issued(2));
    // Within the grace period the result is shared (a request still carrying the old cookie).
    await expect(coordinator.refresh('refresh-1')).resolves.toEqual(issued(2));
    expect(calls).toBe(2);
  });
});
