import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Anonymous reads answered from memory, exactly: an answer is kept only when no write started or
 * finished while it was computed (the write generation, db/write-generation.ts, kept one value),
 * and every write empties the cache, so the read after a write's answer is computed afresh. Never
 * stale, never a viewer's: only GETs of the REST resources without credentials and without a
 * reader's block list are kept, and only 200 answers. Bounded: the least recently read answers
 * leave first once the bytes held pass `maxBytes`.
 */
export interface ReadCacheOptions {
  /** The write generation of the database the routes read (it must see every write). */
  generation: () => number;
  maxBytes: number;
  /** Only URLs under this prefix are kept (the REST resources, not files, health or metrics). */
  prefix: string;
}

interface Entry {
  body: Buffer;
  contentType: string;
}

/** Query parameters that make an answer one reader's: never kept. */
const READER_SPECIFIC = /[?&]exclude_user_ids(?:%5B%5D|\[\])?=/;

/** One answer may take at most this share of the budget (a huge page would evict everything). */
const LARGEST_SHARE = 8;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation: number;

  constructor(
    private readonly currentGeneration: () => number,
    private readonly maxBytes: number,
  ) {
    this.generation = currentGeneration();
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  /** The answer kept for `key` in the current generation, marked as the most recently read. */
  get(key: string): Entry | undefined {
    this.dropIfWritten();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps an answer computed entirely within generation `computedIn`; anything else is dropped. */
  set(key: string, entry: Entry, computedIn: number): void {
    this.dropIfWritten();
    if (computedIn !== this.generation || entry.body.length * LARGEST_SHARE > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  private dropIfWritten(): void {
    const now = this.currentGeneration();
    if (now === this.generation) return;
    this.entries.clear();
    this.bytes = 0;
    this.generation = now;
  }
}

function cacheable(request: FastifyRequest, prefix: string): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers.cookie === undefined &&
    request.url.startsWith(prefix) &&
    !READER_SPECIFIC.test(request.url)
  );
}

/** Registers the cache on every route of `app`; returns it (its size is worth a metric or a test). */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const cache = new ReadCache(options.generation, options.maxBytes);
  const startedIn = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request, options.prefix)) return undefined;
    const hit = cache.get(request.url);
    if (!hit) {
      startedIn.set(request, options.generation());
      return undefined;
    }
    // Returning the reply from an async hook tells Fastify the answer is sent.
    return reply.header('content-type', hit.contentType).send(hit.body);
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const computedIn = startedIn.get(request);
    // request.viewer: a token that named a user would have made the request uncacheable already;
    // checked again so that nothing resolved to a viewer is ever kept.
    if (computedIn === undefined || reply.statusCode !== 200 || request.viewer) return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (body) cache.set(request.url, { body, contentType }, computedIn);
    return body ?? payload;
  });
  return cache;
}
