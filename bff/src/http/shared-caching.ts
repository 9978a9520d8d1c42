import type { Plugin } from 'graphql-yoga';

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
 */
export function sharedCachingPlugin(): Plugin {
  const failed = new WeakSet<Request>();
  return {
    onExecutionResult({ result, context }) {
      const request = (context as { request?: Request }).request;
      if (request && result && 'errors' in result && result.errors?.length) failed.add(request);
    },
    onResponse({ request, response }) {
      if (request.method !== 'GET' || response.headers.has('cache-control')) return;
      const signedIn = request.headers.has('authorization');
      const cacheable = response.status === 200 && !failed.has(request) && !signedIn;
      response.headers.set('cache-control', cacheable ? `public, max-age=${SHARED_CACHE_SECONDS}` : 'no-store');
    },
  };
}
