/**
 * What the upstream client needs from whoever holds the viewer's tokens (the session in
 * src/session/, or a plain bearer token). Asked on every call rather than once per request: a
 * token refreshed or issued mid-request (login) is used by the calls that follow.
 */
export interface ViewerCredentials {
  /**
   * The bearer token for the next call when it is at hand (null: none), or undefined when a
   * refresh is due first (then ask `accessToken`). Most calls find it at hand, with no promise.
   */
  tokenAtHand(): string | null | undefined;
  /** The bearer token for the next call; may refresh first when it is about to expire. */
  accessToken(): Promise<string | null>;
  /** The api refused `rejected` with a 401: a new token to retry once with, or null. */
  renew(rejected: string): Promise<string | null>;
  /** The api refused the token for good: the session is over. */
  rejected(): void;
}

/** A bearer token sent by a non-browser client: passed through unchanged, never refreshed. */
export function staticCredentials(token: string): ViewerCredentials {
  return {
    tokenAtHand: () => token,
    accessToken: () => Promise.resolve(token),
    renew: () => Promise.resolve(null),
    rejected: () => {},
  };
}
