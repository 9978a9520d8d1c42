import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Generations } from '../db/write-generation.ts';

/**
 * Anonymous reads answered from memory, exactly. Each cacheable request first gets a fresh write
 * generation (db/write-generation.ts): one that counts every write finished before the request
 * arrived. An answer is computed after that and kept under that generation, and a request is
 * answered from memory only when its own fresh generation is the one the answer was kept under:
 * no write has finished since, so the answer holds everything a reader arriving now must see.
 * A newer generation empties the cache. Where this process sees every write (PGlite) an answer is
 * also dropped when a write started while it was computed. Never a viewer's: only GETs of the REST
 * resources without credentials and without a reader's block list are kept, and only 200 answers.
 * Bounded: the least recently read answers leave first once the bytes held pass `maxBytes`.
 */
export interface ReadCacheOptions {
  /** The write generation of the database the routes read (it must count every write). */
  generations: Generations;
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
  /** The generation every held answer was computed in. */
  private generation: number;

  private readonly generations: Generations;
  private readonly maxBytes: number;
  constructor(
    generations: Generations,
    maxBytes: number,
  ) {
    this.generations = generations;
    this.maxBytes = maxBytes;
    this.generation = generations.latest();
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  /**
   * The answer kept for `key` if it was computed in `generation` (a fresh one, read after the
   * request arrived), marked as the most recently read.
   */
  get(key: string, generation: number): Entry | undefined {
    this.advanceTo(generation);
    if (generation !== this.generation) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps an answer computed after generation `computedIn` was read fresh; dropped if a newer
   * generation is known by now (a write started or finished meanwhile).
   */
  set(key: string, entry: Entry, computedIn: number): void {
    this.advanceTo(this.generations.latest());
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

  /** A newer generation empties the cache; an older one (a slow request's) changes nothing. */
  private advanceTo(generation: number): void {
    if (generation <= this.generation) return;
    this.entries.clear();
    this.bytes = 0;
    this.generation = generation;
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
  const cache = new ReadCache(options.generations, options.maxBytes);
  const startedIn = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request, options.prefix)) return undefined;
    let generation: number;
    try {
      generation = await options.generations.fresh();
    } catch {
      // The database did not answer: the request runs uncached and meets the same failure in its
      // route, which answers it the usual way.
      return undefined;
    }
    const hit = cache.get(request.url, generation);
    if (!hit) {
      startedIn.set(request, generation);
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
