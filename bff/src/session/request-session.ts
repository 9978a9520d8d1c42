import type { ViewerCredentials } from '../upstream/credentials.ts';
import type { TokenResponse } from '../upstream/oauth.ts';
import type { RefreshCoordinator } from './refresh-coordinator.ts';
import { isNearExpiry, type TokenSet } from './token-set.ts';

/** What the response must do with the session cookie. */
export type CookieChange = { kind: 'keep' } | { kind: 'set'; tokens: TokenSet } | { kind: 'clear' };

/**
 * The viewer's credentials for one GraphQL request, from one of:
 * - the session cookie (browsers): tokens the bff refreshes and re-issues as needed;
 * - `Authorization: Bearer` (other clients): passed through unchanged, never refreshed, no cookie;
 * - nothing (visitors).
 * Login and logout change it mid-request; the response then sets or clears the cookie.
 */
export class RequestSession implements ViewerCredentials {
  #tokens: TokenSet | null;
  #bearer: string | null;
  #change: CookieChange = { kind: 'keep' };
  #renewed = false;

  private readonly refresher: RefreshCoordinator;
  private readonly now: () => number;
  constructor(
    source: { tokens: TokenSet | null; bearer: string | null; cookieWasSent: boolean },
    refresher: RefreshCoordinator,
    now: () => number = Date.now,
  ) {
    this.refresher = refresher;
    this.now = now;
    this.#bearer = source.bearer;
    this.#tokens = source.bearer ? null : source.tokens;
    // A cookie that no longer opens (tampered, sealed with an old secret) is dropped right away.
    if (!source.bearer && source.cookieWasSent && !source.tokens) this.#change = { kind: 'clear' };
  }

  /** Whether the request carries credentials (they may still turn out to be revoked). */
  get signedIn(): boolean {
    return this.#bearer !== null || this.#tokens !== null;
  }

  /** Whether this session lives in the cookie (so login and logout manage the cookie). */
  get usesCookie(): boolean {
    return this.#bearer === null;
  }

  /** What sign-out must revoke: the cookie's refresh token, or a bearer client's access token. */
  get revocable(): { refreshToken: string } | { accessToken: string } | null {
    if (this.#bearer !== null) return { accessToken: this.#bearer };
    return this.#tokens ? { refreshToken: this.#tokens.refreshToken } : null;
  }

  /** The cookie session's account id, once known (see TokenSet.userId); bearer clients have none. */
  get userId(): number | null {
    return this.#tokens?.userId ?? null;
  }

  /** Sign-in learned whose session this is: the cookie records it from now on. */
  identify(userId: number): void {
    const tokens = this.#tokens;
    if (this.#bearer !== null || tokens === null || tokens.userId === userId) return;
    this.adopt({ ...tokens, userId });
  }

  get cookieChange(): CookieChange {
    return this.#change;
  }

  /** The access token for the next upstream call, unless it is (nearly) expired: undefined then. */
  tokenAtHand(): string | null | undefined {
    if (this.#bearer !== null) return this.#bearer;
    const tokens = this.#tokens;
    if (tokens === null) return null;
    return isNearExpiry(tokens, this.now()) ? undefined : tokens.accessToken;
  }

  /** The access token for the next upstream call; refreshed first when it is (nearly) expired. */
  async accessToken(): Promise<string | null> {
    const atHand = this.tokenAtHand();
    if (atHand !== undefined) return atHand;
    const tokens = this.#tokens;
    return tokens === null ? null : ((await this.refresh(tokens))?.accessToken ?? null);
  }

  /** After an upstream 401: refresh once per request (a bearer token is never renewed). */
  async renew(rejected: string): Promise<string | null> {
    const tokens = this.#tokens;
    if (this.#bearer !== null || tokens === null) return null;
    // Another call of this request refreshed meanwhile: retry with that token.
    if (tokens.accessToken !== rejected) return tokens.accessToken;
    if (this.#renewed) return null;
    this.#renewed = true;
    return (await this.refresh(tokens))?.accessToken ?? null;
  }

  /** The api refused the credentials for good: forget them and clear the cookie. */
  rejected(): void {
    if (this.#bearer !== null) return;
    this.#tokens = null;
    this.#change = { kind: 'clear' };
  }

  /** Sign-in (login, register): later calls of this request use the new tokens; the cookie is set. */
  start(response: TokenResponse): void {
    this.#bearer = null;
    this.adopt(tokenSetFrom(response, this.now()));
  }

  /** Sign-out: the cookie is cleared (the caller revokes the tokens upstream). */
  end(): void {
    this.#bearer = null;
    this.#tokens = null;
    this.#change = { kind: 'clear' };
  }

  private async refresh(tokens: TokenSet): Promise<TokenSet | null> {
    const fresh = await this.refresher.refresh(tokens.refreshToken);
    // Another branch of this request may have signed in or out while the refresh ran.
    if (this.#tokens !== tokens) return this.#tokens;
    // A refresh grant renews the same account's tokens: it keeps the account's id.
    if (fresh) this.adopt(tokens.userId === undefined ? fresh : { ...fresh, userId: tokens.userId });
    else this.rejected();
    return fresh;
  }

  private adopt(tokens: TokenSet): void {
    this.#tokens = tokens;
    this.#change = { kind: 'set', tokens };
  }
}

export function tokenSetFrom(response: TokenResponse, now: number): TokenSet {
  return { accessToken: response.access_token, refreshToken: response.refresh_token, expiresAt: now + response.expires_in * 1000 };
}
