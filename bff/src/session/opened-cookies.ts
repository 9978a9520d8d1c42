import { openTokens } from './sealed-cookie.ts';
import type { TokenSet } from './token-set.ts';

/** Session cookies kept opened: the browsers active at once on one bff, with room to spare. */
export const OPENED_COOKIES_KEPT = 1_000;

/**
 * Session cookies as opened with this process's key, the most recently used kept: a browser
 * sends the same sealed value on every request until its tokens change, and opening it (an
 * AES-GCM decipher) is work each request would repeat. The same value under the same key and
 * name always opens to the same tokens, so answering from here is exact; whether the tokens are
 * still good (expiry, revocation) is decided where they are used, as for a freshly opened cookie.
 * Only values that open are kept: junk cannot push real sessions out.
 */
export class OpenedCookies {
  readonly #opened = new Map<string, TokenSet>();

  private readonly key: Buffer;
  private readonly cookieName: string;
  private readonly kept: number;
  constructor(
    key: Buffer,
    cookieName: string,
    kept: number = OPENED_COOKIES_KEPT,
  ) {
    this.key = key;
    this.cookieName = cookieName;
    this.kept = kept;
  }

  /** The tokens sealed in `value`, or null when it was not sealed by this key for this cookie. */
  open(value: string): TokenSet | null {
    const known = this.#opened.get(value);
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      this.#opened.delete(value);
      this.#opened.set(value, known);
      return known;
    }
    const tokens = openTokens(value, this.key, this.cookieName);
    if (!tokens) return null;
    this.#opened.set(value, Object.freeze(tokens));
    if (this.#opened.size > this.kept) this.#opened.delete(this.#opened.keys().next().value as string);
    return tokens;
  }

  /** The values kept, least recently used first. */
  keptValues(): string[] {
    return [...this.#opened.keys()];
  }
}
