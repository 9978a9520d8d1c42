import { createHash } from 'node:crypto';
import type { TokenSet } from './token-set.ts';

/**
 * Refresh tokens are single-use: the api revokes one as it rotates it. A page firing several
 * requests with the same expired session must therefore refresh once, not once per request (the
 * second refresh would be refused and sign the user out). Within this process all refreshes of
 * one refresh token share one call, and its result is kept for a short grace period, because a
 * request sent before the browser stored the re-issued cookie still carries the old one.
 *
 * Across bff replicas nothing is shared: each replica refreshes once, and the api answers the
 * second refresh of a just-rotated token with a sibling pair of the same family (a grace of a few
 * seconds) rather than taking it for a replay (docs/sessions.md).
 */
export class RefreshCoordinator {
  readonly #inFlight = new Map<string, Promise<TokenSet | null>>();

  private readonly refreshGrant: (refreshToken: string) => Promise<TokenSet | null>;
  private readonly graceMs: number;
  constructor(
    refreshGrant: (refreshToken: string) => Promise<TokenSet | null>,
    // As short as the api's grace for a just-rotated token: whoever holds the old cookie within it
    // is handed the new tokens, so it must cover a page's burst of requests and no more.
    graceMs = 10_000,
  ) {
    this.refreshGrant = refreshGrant;
    this.graceMs = graceMs;
  }

  refresh(refreshToken: string): Promise<TokenSet | null> {
    // Keyed by a hash: the map never holds a usable refresh token as a key.
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const shared = this.#inFlight.get(key);
    if (shared) return shared;
    const promise = this.refreshGrant(refreshToken).then(
      (tokens) => {
        setTimeout(() => this.#inFlight.delete(key), this.graceMs).unref();
        return tokens;
      },
      (error: unknown) => {
        // A failure to reach the api is not an answer: the next request tries again.
        this.#inFlight.delete(key);
        throw error;
      },
    );
    this.#inFlight.set(key, promise);
    return promise;
  }
}
