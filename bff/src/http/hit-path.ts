import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import { servedFromResponseCache } from '../response-cache/response-cache.ts';
import { CSRF_HEADER } from '../pipeline/csrf.ts';
import { etagMatches, type RenderedAnswers } from './shared-caching.ts';

/** Request shapes remembered at most (least recently learned go first). */
export const HIT_PATH_MAX_SHAPES = 2_000;

export interface HitPathOptions {
  /** The response cache's store (viewers' keys already filtered out). */
  store: Cache;
  /** The cache key Yoga's response cache computed for a request it answered. */
  keyOf(request: Request): string | undefined;
  /** Bodies and ETags of cached answers, filled by the shared-caching plugin. */
  rendered: RenderedAnswers;
  /** Whether the request headers carry credentials (a session cookie or a bearer token). */
  sendsCredentials(cookie: string | undefined, authorization: string | undefined): boolean;
  /** Spends an answer from the cache from the client's budget; false: over budget. Absent: no rate limits. */
  charge?: ((req: IncomingMessage) => Promise<boolean>) | null;
  /** The operation label Yoga's request had in the metrics. */
  operationOf?: ((request: Request) => string) | null;
  /** Records an answer given here (its operation and duration); absent: no metrics. */
  observe?: ((operation: string, seconds: number) => void) | null;
  maxShapes?: number;
}

interface Learned {
  /** The response cache key Yoga used for this shape. */
  key: string;
  /** Yoga's response headers for it, but the ETag, length and coding (they follow the body sent). */
  headers: [string, string][];
  operation: string;
}

/**
 * The response cache's hit path outside Yoga. A visitor's GET that Yoga has answered from the
 * response cache is remembered by its shape: the exact URL (persisted id, operation name and
 * variables as sent) and Accept header, with the CSRF header, without Origin and without
 * credentials. The same request again is answered here from the same store, with the same body,
 * ETag (and 304 for If-None-Match) and headers Yoga sent, the body in the coding this request's
 * Accept-Encoding picks (the shape leaves Accept-Encoding out: both paths pick alike), charging
 * the client's rate-limit budget 1 as Yoga does for a cached answer. Only decisions Yoga already made for that very
 * request are replayed: it accepted the operation (persisted-only, CSRF, origin, operation
 * limits), and the answer is still in the store, so expiry and invalidation by mutations hold.
 * Anything else (a miss, a viewer, text sent as `query`, another Accept, an over-budget client,
 * an answer not yet rendered) goes through Yoga as before.
 */
export class HitPath {
  readonly #options: HitPathOptions;
  readonly #shapes = new Map<string, Learned>();
  readonly #max: number;

  constructor(options: HitPathOptions) {
    this.#options = options;
    this.#max = options.maxShapes ?? HIT_PATH_MAX_SHAPES;
  }

  /** Yoga plugin that learns shapes from Yoga's answers; last in the list, so it sees every header. */
  plugin(): Plugin {
    const served = new WeakSet<Request>();
    return {
      onResultProcess: ({ request, result }) => {
        if (servedFromResponseCache(result)) served.add(request);
      },
      onResponse: ({ request, response, serverContext }) => {
        const req = (serverContext as { req?: IncomingMessage }).req;
        if (!req || !served.has(request) || response.status !== 200 || !response.headers.has('etag') || response.headers.has('set-cookie') || !this.#eligible(req)) return;
        const key = this.#options.keyOf(request);
        if (key === undefined) return;
        const headers = [...response.headers].filter(([name]) => !PER_REPRESENTATION.has(name));
        const shape = shapeOf(req);
        this.#shapes.delete(shape);
        this.#shapes.set(shape, { key, headers, operation: this.#options.operationOf?.(request) ?? '(none)' });
        if (this.#shapes.size > this.#max) this.#shapes.delete(this.#shapes.keys().next().value as string);
      },
    };
  }

  /** Answers a remembered visitor GET from the cache; false when Yoga must answer it. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (this.#shapes.size === 0 || !this.#eligible(req)) return false;
    const learned = this.#shapes.get(shapeOf(req));
    if (!learned) return false;
    const started = performance.now();
    const data = (await this.#options.store.get(learned.key))?.data;
    if (typeof data !== 'object' || data === null) return false;
    const rendered = this.#options.rendered.get(data);
    if (!rendered) return false;
    // Over budget: Yoga answers, and refuses it with 429 as it refuses any other request.
    if (this.#options.charge && !(await this.#options.charge(req))) return false;
    const { bytes, encoding, etag } = await rendered.representationFor(req.headers['accept-encoding']);
    for (const [name, value] of learned.headers) res.setHeader(name, value);
    res.setHeader('etag', etag);
    if (etagMatches(req.headers['if-none-match'] ?? null, etag)) {
      res.removeHeader('content-type');
      res.writeHead(304).end();
    } else {
      if (encoding) res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', bytes.length);
      res.writeHead(200).end(bytes);
    }
    this.#options.observe?.(learned.operation, (performance.now() - started) / 1000);
    return true;
  }

  #eligible(req: IncomingMessage): boolean {
    const { headers } = req;
    return req.method === 'GET' && headers[CSRF_HEADER] !== undefined && headers.origin === undefined && !this.#options.sendsCredentials(headers.cookie, headers.authorization);
  }
}

/**
 * Headers that follow the representation sent rather than the request's shape: the coding (each
 * request here picks its own from its Accept-Encoding, as the shared-caching plugin does in Yoga),
 * with its ETag and length.
 */
const PER_REPRESENTATION = new Set(['etag', 'content-length', 'content-encoding', 'date']);

/** What Yoga's answer to a visitor's GET depends on beyond the eligibility checks. */
function shapeOf(req: IncomingMessage): string {
  return `${req.headers.accept ?? ''}\n${req.url ?? ''}`;
}
