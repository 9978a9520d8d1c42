import type { Plugin } from 'graphql-yoga';
import { servedFromResponseCache } from '../response-cache/response-cache.ts';
import { withAcceptEncoding } from './content-encoding.ts';
import { answerEtag, RenderedAnswer } from './rendered-answer.ts';
import { RequestSlot } from './request-slot.ts';

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
 * It is sent brotli- or gzip-compressed when the client accepts it (./rendered-answer.ts: each
 * coding its own ETag), so it says `Vary: Accept-Encoding`.
 */
export function sharedCachingPlugin(rendered: RenderedAnswers = new RenderedAnswers()): Plugin {
  const failed = new WeakSet<Request>();
  const hits = new RequestSlot<object>('cached answer');
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
      if (response.headers.has('cache-control')) return;
      // A POST's answer is never shared: said outright, as a viewer's is.
      if (request.method !== 'GET') {
        response.headers.set('cache-control', 'no-store');
        return;
      }
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
        answer = rendered.forBody(await response.text());
        if (data) rendered.set(data, answer);
      } else {
        await response.body?.cancel();
      }
      const { bytes, encoding, etag } = await answer.representationFor(request.headers.get('accept-encoding'));
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('cache-control', cacheControl);
      headers.set('etag', etag);
      headers.set('vary', withAcceptEncoding(headers.get('vary')));
      if (etagMatches(request.headers.get('if-none-match'), etag)) {
        for (const name of ['content-type', 'content-length']) headers.delete(name);
        setResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      if (encoding) headers.set('content-encoding', encoding);
      headers.set('content-length', String(bytes.length));
      setResponse(new fetchAPI.Response(bytes, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}

/** If-None-Match: `*` or a list of entity tags, weak (`W/"..."`) or strong (weak comparison, as GET asks). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Answers kept by their body besides those kept by their data (see forBody). */
export const RENDERED_BY_BODY_MAX = 256;

/**
 * Cached answers as sent, by the answer's data: the in-memory response cache hands out the same
 * data object on every hit until the answer is dropped, so its JSON, hash and compressed bodies
 * are computed once, not on every request (each is released with its data).
 */
export class RenderedAnswers {
  readonly #byData = new WeakMap<object, RenderedAnswer>();
  readonly #byEtag = new Map<string, RenderedAnswer>();

  /**
   * The answer with this body: the one last seen with the same body when it is among the latest
   * few hundred, else a new one. Answers that come with no lasting data object (a miss, whose
   * data the cache has not handed out yet, and every answer read back from Redis, parsed anew at
   * each request) are then still compressed once, not at each request.
   */
  forBody(body: string): RenderedAnswer {
    // The ETag is the body's hash: the same ETag, the same body (its bytes are not copied again).
    const etag = answerEtag(body);
    const kept = this.#byEtag.get(etag) ?? new RenderedAnswer(body, etag);
    this.#byEtag.delete(etag);
    this.#byEtag.set(etag, kept);
    if (this.#byEtag.size > RENDERED_BY_BODY_MAX) this.#byEtag.delete(this.#byEtag.keys().next().value as string);
    return kept;
  }

  get(data: object): RenderedAnswer | undefined {
    return this.#byData.get(data);
  }

  set(data: object, rendered: RenderedAnswer): void {
    this.#byData.set(data, rendered);
  }
}
