/** The tokens of one signed-in session, as the bff keeps them (sealed in the session cookie). */
export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** When the access token expires, epoch milliseconds (from `expires_in` when it was issued). */
  readonly expiresAt: number;
  /**
   * The signed-in account's id, learned at sign-in and kept through refreshes: rate limits count
   * a user's sessions together. Absent from cookies sealed before the bff kept it.
   */
  readonly userId?: number;
}

/** Refresh this long before the access token's expiry, so a call never races the deadline. */
export const REFRESH_MARGIN_MS = 60_000;

export function isNearExpiry(tokens: TokenSet, now: number = Date.now()): boolean {
  return tokens.expiresAt - now <= REFRESH_MARGIN_MS;
}
