import { sessionCookieName } from '../../src/session/cookies.ts';
import { sealTokens } from '../../src/session/sealed-cookie.ts';
import { sessionKeyFrom } from '../../src/session/session-key.ts';

/**
 * A session cookie (`name=value`) as the bff seals it at sign-in, without an api: `userId` as
 * sign-in records it (absent: a cookie sealed before the bff recorded it).
 */
export function sealedSessionCookie(secret: string, refreshToken: string, userId?: number): string {
  const tokens = { accessToken: `access-${refreshToken}`, refreshToken, expiresAt: Date.now() + 3_600_000, ...(userId === undefined ? {} : { userId }) };
  const name = sessionCookieName(null);
  return `${name}=${sealTokens(tokens, sessionKeyFrom(secret), name)}`;
}
