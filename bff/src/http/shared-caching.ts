import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { servedFromResponseCache } from '../response-cache/response-cache.ts';

/**
 * How long shared caches (a CDN) may keep a visitor's GraphQL answer. Short: a new jot or like
 * shows to visitors within this time; long enough that a burst of visitors on one screen costs
 * the api one request.
 */
export const SHARED_CACHE_SECONDS = 30;

/**
 * Lets shared caches keep the answers every visitor gets alike: a GET (the web app sends a
 * visitor's persisted queries that way, never a viewer's and never a mutation) that ran without
 * errors. Everything else says no-store, so a CDN's default lifetime never applies to it: answers
 * with errors (an outage must not be served for minutes), and a viewer's data, which the session
 * plugin marks no-store whatever this one says (it runs first and this one keeps its header).
 *
 * Such an answer also carries a strong ETag, a hash of its body: a browser or CDN that sends it
 * back in If-None-Match gets `304 Not Modified` without the body while the answer is unchanged,
 * and the new answer as soon as it differs (a like changes the hash, whatever the cache keys).
 */
export function sharedCachingPlugin(rendered: RenderedAnswers = new RenderedAnswers()): Plugin {
  const failed = new WeakSet<Request>();
  const hits = new WeakMap<Request, object>();
  return {
    onExecutionResult({ result, context }) {
      const request = (context as { request?: Request }).request;
      if (request && result && 'errors' in result && result.errors?.length) failed.add(request);
    },
    onResultProcess({ request, result, setResult }) {
      if (request.method !== 'GET' || !servedFromResponseCache(result) || Array.isArray(result)) return;
      const data = (result as { data?: unknown }).data;
      if (typeof data !== 'object' || data === null) return;
      hits.set(request, data);
      const known = rendered.get(data);
      if (known) setResult({ ...(result as object), stringify: () => known.body });
    },
    async onResponse({ request, response, setResponse, fetchAPI }) {
      // The response cache labels its answers with validators of its own (its key and the time
      // it stored them), which stay the same when the answer changes: never sent.
      response.headers.delete('etag');
      response.headers.delete('last-modified');
      if (request.method !== 'GET' || response.headers.has('cache-control')) return;
      const signedIn = request.headers.has('authorization');
      const cacheable = response.status === 200 && !failed.has(request) && !signedIn;
      if (!cacheable) {
        response.headers.set('cache-control', 'no-store');
        return;
      }
      const cacheControl = `public, max-age=${SHARED_CACHE_SECONDS}`;
      const data = hits.get(request);
      let answer = data ? rendered.get(data) : undefined;
      if (!answer) {
        const body = await response.text();
        answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        if (data) rendered.set(data, answer);
      } else {
        await response.body?.cancel();
      }
      const { body, etag } = answer;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('cache-control', cacheControl);
      headers.set('etag', etag);
      if (etagMatches(request.headers.get('if-none-match'), etag)) {
        for (const name of ['content-type', 'content-length']) headers.delete(name);
        setResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      setResponse(new fetchAPI.Response(body, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}

/** If-None-Match: `*` or a list of entity tags, weak (`W/"..."`) or strong (weak comparison, as GET asks). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A cached answer as sent: its JSON body and the ETag of that body. */
export interface Rendered {
  body: string;
  etag: string;
}

/**
 * Cached answers' bodies and ETags, by the answer's data: the in-memory response cache hands out
 * the same data object on every hit until the answer is dropped, so its JSON and hash are
 * computed once, not on every request (each is released with its data).
 */
export class RenderedAnswers {
  readonly #byData = new WeakMap<object, Rendered>();

  get(data: object): Rendered | undefined {
    return this.#byData.get(data);
  }

  set(data: object, rendered: Rendered): void {
    this.#byData.set(data, rendered);
  }
}
