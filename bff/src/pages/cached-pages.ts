import type { PageGeneration } from '../response-cache/page-generation.ts';
import type { RenderedAnswer } from '../http/rendered-answer.ts';

/**
 * Characters of HTML one bff keeps at most: about 120 pages of the web app (130 kB each), some
 * 40 MB with each page's bytes and its compressed forms.
 */
export const CACHED_PAGES_MAX_CHARS = 16 * 1024 * 1024;

/** A page as a visitor was sent it: its status, its headers but the coding's, and its body. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** The HTML, and its bytes in each coding asked for (made once per coding), with their ETags. */
  body: RenderedAnswer;
}

export interface CachedPagesOptions {
  /** Moved on by every mutation, in every replica (the response cache's). */
  generation: PageGeneration;
  /** How long a page is kept at most (the response cache's TTL): what no mutation names, such as a write made straight at the api. */
  ttlMs: number;
  /** Characters of HTML kept at most in this process; the least recently served go first. */
  maxChars: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  generation: number;
  expiresAt: number;
}

/**
 * Server-rendered pages of visitors, kept in this process: rendering one costs tens of
 * milliseconds of CPU, and every visitor of an address is shown the same page. A cached page is
 * served while no mutation has run since it was rendered (the generation it was rendered under is
 * still the current one, which Redis shares between replicas) and its TTL has not ended. Only
 * what the page server chooses to keep is kept: pages of visitors (no session, no token), rendered
 * in full, without a cookie to set.
 */
export class CachedPages {
  readonly #options: CachedPagesOptions;
  readonly #entries = new Map<string, Entry>();
  #chars = 0;

  constructor(options: CachedPagesOptions) {
    this.#options = options;
  }

  /** The generation to look up and keep pages under, read once per request; null: none is served or kept. */
  generation(): Promise<number | null> {
    return this.#options.generation.read();
  }

  /** The page kept for this address under this generation, if it has not expired. */
  find(key: string, generation: number): CachedPage | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.generation !== generation || entry.expiresAt <= this.#now()) {
      this.#remove(key, entry);
      return null;
    }
    // Least recently served first out: the served page moves to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Keeps a page rendered under `generation` (read before the page's data was). */
  keep(key: string, generation: number, page: CachedPage): void {
    // One page may not push out a cache's worth of others.
    if (page.body.body.length > this.#options.maxChars / 8) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { page, generation, expiresAt: this.#now() + this.#options.ttlMs });
    this.#chars += page.body.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#chars <= this.#options.maxChars) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.page.body.body.length;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}
