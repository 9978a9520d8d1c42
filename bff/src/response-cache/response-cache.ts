import { createHash } from 'node:crypto';
import { getOperationAST } from 'graphql';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Sessions } from '../session/sessions.ts';
import { memoryPageGeneration, type PageGeneration } from './page-generation.ts';
import { redisStore } from './redis-store.ts';
import { RequestSlot } from '../http/request-slot.ts';
import { writeClassOf } from '../pipeline/write-classes.ts';

/**
 * How long an anonymous answer is kept at most (RESPONSE_CACHE_TTL_SECONDS). Mutations through
 * the bff invalidate what they change at once; the TTL bounds what they cannot name: a new jot
 * in a list that was cached before it existed, or a write made straight at the api.
 */
export const DEFAULT_RESPONSE_CACHE_TTL_SECONDS = 30;

/** Answers kept at most by one bff's in-memory cache (least recently used go first). */
export const MEMORY_CACHE_MAX_ANSWERS = 2_000;

export interface ResponseCacheOptions {
  /** Seconds an answer is kept at most; 0 turns the cache off. Default RESPONSE_CACHE_TTL_SECONDS, else 30. */
  ttlSeconds?: number;
  /** Redis shared by every replica (default REDIS_URL); null or unset: in this process's memory. */
  redisUrl?: string | null;
  /** Prefix of the Redis keys (default RESPONSE_CACHE_KEY_PREFIX, else `jotpod:response:`). */
  keyPrefix?: string;
}

export interface ResponseCaching {
  plugin: Plugin;
  /** The store as the plugin meets it: viewers' keys are never read or written. */
  store: Cache;
  /** The key the plugin computed for a request it has seen (a viewer's is never a key of the store). */
  keyOf(request: Request): string | undefined;
  /** Moved on after every public write (its answer waits for it): what visitors' cached pages are checked against. */
  pageGeneration: PageGeneration;
  /** How long an answer, or a visitor's page, is kept at most. */
  ttlSeconds: number;
  close(): Promise<void>;
}

/** The key of every viewer's request: the store never reads or writes it (see `privateAware`). */
const VIEWER_KEY = 'viewer';
/** What every cacheable key starts with; an ETag a client sends back is no key. */
const KEY_PREFIX = 'op:';

/** Whether an answer was served from the response cache (the mark the cache plugin sets on it). */
export function servedFromResponseCache(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as Record<symbol, unknown>)[Symbol.for('servedFromResponseCache')] === true;
}

/** RESPONSE_CACHE_TTL_SECONDS: a number of seconds, 0 for off; unset: the default. */
export function responseCacheTtlFromEnv(value: string | undefined = process.env.RESPONSE_CACHE_TTL_SECONDS): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RESPONSE_CACHE_TTL_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`RESPONSE_CACHE_TTL_SECONDS must be a number of seconds (0: off), got "${value}"`);
  return seconds;
}

/**
 * The response cache of anonymous reads (Yoga's response cache). Only a request without
 * credentials (no session cookie, no Authorization header) is looked up or stored: a viewer's
 * answer holds their own data (viewer, viewerHasLiked, viewerIsFollowing), so it is never kept,
 * never served to anyone else, and a viewer is never served a visitor's answer. Every visitor
 * gets the same answer for the same operation (the persisted id or the text, and its operation
 * name) and variables, so that is the key. A mutation that changes public data, a viewer's
 * included, invalidates the entities it answers (type and id, e.g. the liked Jot), in this
 * process or, with Redis, in every replica, and moves visitors' pages to a new generation; one
 * that changes only the viewer's own data (../pipeline/write-classes.ts) invalidates nothing.
 * Answers with errors are not kept. Null when the TTL is 0 (off).
 */
export async function startResponseCache(options: ResponseCacheOptions, sessions: Sessions, log: (message: string) => void): Promise<ResponseCaching | null> {
  const ttlSeconds = options.ttlSeconds ?? responseCacheTtlFromEnv();
  if (ttlSeconds <= 0) return null;
  const redisUrl = options.redisUrl === undefined ? process.env.REDIS_URL || null : options.redisUrl;
  const redis = redisUrl
    ? await redisStore({ url: redisUrl, keyPrefix: options.keyPrefix ?? (process.env.RESPONSE_CACHE_KEY_PREFIX || 'jotpod:response:'), log })
    : null;
  // The response cache starts a mutation's invalidation and does not wait for it: with Redis, the
  // mutation's answer could reach its client before the answers it changed were dropped, and a
  // read right after it (on any replica) still got the old one. A mutation's answer now waits
  // for the invalidations in flight, so whoever has the answer reads what it changed.
  const invalidating = new Set<Promise<unknown>>();
  const store: Cache = awaitable(privateAware(redis ?? createInMemoryCache({ max: MEMORY_CACHE_MAX_ANSWERS })), invalidating);
  const pageGeneration = redis?.generation ?? memoryPageGeneration();
  const mutations = new WeakSet<Request>();
  const keys = new RequestSlot<string>('response cache key');
  // A viewer's query is neither looked up nor kept, so the plugin has nothing to do for it; left
  // on, it would still run the query with an id and __typename added to every selection and walk
  // the answer to take them out again, on every signed-in request. A mutation of public data
  // keeps it: what the mutation answers is invalidated for every visitor. One of the viewer's
  // own data is left alone, as a read is.
  const leftAlone = new WeakSet<object>();
  const plugin = useResponseCache({
    cache: store,
    ttl: ttlSeconds * 1000,
    enabled: (_request, context) => !leftAlone.has(context),
    // Checked before anything is parsed: the headers say whether the request may have a viewer.
    session: (request) => (sessions.sendsCredentials(request) ? VIEWER_KEY : null),
    buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId, request }) => {
      const key = sessionId ? VIEWER_KEY : KEY_PREFIX + createHash('sha256').update(`${documentString}\n${operationName ?? ''}\n${stableJson(variableValues ?? {})}`).digest('base64url');
      keys.set(request, key);
      return key;
    },
    shouldCacheResult: ({ cacheKey, result }) => cacheKey !== VIEWER_KEY && !result.errors?.length,
    // Never in answers: whether an answer was cached is the metrics' business, not the client's.
    includeExtensionMetadata: false,
  }) as Plugin;
  const withDeletions: Plugin = {
    onPluginInit({ addPlugin }) {
      addPlugin(plugin);
      addPlugin(deletedEntitiesInvalidation(store, leftAlone));
    },
    // Runs before the plugins added above (they follow this one): tells them a viewer's read, or
    // a write of the viewer's own data, which they leave alone.
    onExecute({ args }) {
      const context = args.contextValue as { request?: Request };
      if (!context.request) return;
      const write = writeClassOf(args.document, args.operationName);
      if (write === null) {
        if (sessions.sendsCredentials(context.request)) leftAlone.add(context);
        return;
      }
      if (write === 'viewer') {
        leftAlone.add(context);
        return;
      }
      mutations.add(context.request);
      // Once the write is done, not before: a page rendered meanwhile, from what the write had not
      // yet changed, must not be kept under the new generation.
      return {
        onExecuteDone() {
          const advanced: Promise<unknown> = pageGeneration.advance().finally(() => invalidating.delete(advanced));
          invalidating.add(advanced);
        },
      };
    },
    // After every execution hook: the invalidations the mutation started (and its move of the
    // pages' generation) are in the set.
    onResultProcess({ request }) {
      if (!mutations.has(request) || invalidating.size === 0) return;
      return Promise.allSettled(invalidating).then(() => undefined);
    },
  };
  return { plugin: withDeletions, store, keyOf: (request) => keys.get(request), pageGeneration, ttlSeconds, close: async () => redis?.close() };
}

/**
 * A mutation that deletes something answers only the deleted object's id (`deletedJotId`), not
 * the object, so the response cache cannot see what to invalidate: this does it, so a deleted
 * jot's page answers not found to the next visitor instead of its cached copy.
 */
function deletedEntitiesInvalidation(store: Cache, leftAlone: WeakSet<object>): Plugin {
  return {
    onExecute({ args }) {
      // Queries and writes of the viewer's own data delete nothing public: their answers are never walked.
      if (leftAlone.has(args.contextValue as object) || getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          const deleted = deletedEntities(result.data);
          if (deleted.length > 0) return store.invalidate(deleted);
        },
      };
    },
  };
}

/** Every `deleted<Type>Id: "<id>"` in a mutation's answer, at any depth, as the cache's entity. */
function deletedEntities(value: unknown, found: { typename: string; id: string }[] = []): { typename: string; id: string }[] {
  if (Array.isArray(value)) {
    for (const item of value) deletedEntities(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      const named = /^deleted([A-Z]\w*)Id$/.exec(key);
      if (named?.[1] && typeof field === 'string') found.push({ typename: named[1], id: field });
      else deletedEntities(field, found);
    }
  }
  return found;
}

/**
 * The store as the plugin meets it, minus viewers: a viewer's key (and anything that is not a
 * key, such as an ETag the plugin looks up for If-None-Match) is never read or written, so a
 * viewer's request costs no cache round trip.
 */
function privateAware(store: Cache): Cache {
  return {
    get: (key) => (key.startsWith(KEY_PREFIX) ? store.get(key) : null),
    set: (key, result, entities, ttl) => (key.startsWith(KEY_PREFIX) ? store.set(key, result, entities, ttl) : undefined),
    invalidate: (entities) => store.invalidate(entities),
  };
}

/** The store, with each invalidation in `inFlight` until it has completed (or failed: the store logs it). */
function awaitable(store: Cache, inFlight: Set<Promise<unknown>>): Cache {
  return {
    get: (key) => store.get(key),
    set: (key, result, entities, ttl) => store.set(key, result, entities, ttl),
    invalidate: (entities) => {
      const done: Promise<unknown> = Promise.resolve(store.invalidate(entities)).finally(() => inFlight.delete(done));
      inFlight.add(done);
      return done as Promise<void>;
    },
  };
}

/** JSON with object keys sorted at every level: the same variables give the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
