import { initContextCache } from '@pothos/core';
import type { RequestSession } from './session/request-session.ts';
import { RequestSearch } from './search/request-search.ts';
import type { SearchClient } from './search/types.ts';
import { UpstreamClient } from './upstream/client.ts';
import type { UpstreamConnection } from './upstream/connection.ts';
import type { OAuthEndpoint } from './upstream/oauth.ts';

/**
 * Everything request-scoped. A new object per GraphQL request: Pothos keys its dataloaders and node
 * cache on it, so nothing loaded for one viewer is ever served to another.
 */
export interface Context {
  /** The upstream for this request: counts its calls, carries the viewer's token. */
  readonly upstream: UpstreamClient;
  /** The viewer's credentials (session cookie, bearer token or none); login and logout change it. */
  readonly session: RequestSession;
  /** The api's OAuth endpoints (sign-in and sign-out). */
  readonly oauth: OAuthEndpoint;
  /** The browser's address, forwarded to the api (its login throttle counts per address). */
  readonly clientAddress: string | undefined;
  /** The search engine (SEARCH_URL) for this request: the viewer's token, its own call count. */
  readonly search: RequestSearch;
  /** Aborted when the client disconnects or the request's deadline passes (for calls made outside `upstream`). */
  readonly signal: AbortSignal | undefined;
}

export interface RequestScope {
  session: RequestSession;
  oauth: OAuthEndpoint;
  clientAddress: string | undefined;
  /** The process-wide search engine client (bff/src/search). */
  searchClient: SearchClient;
  /** Aborts this request's upstream calls: the client disconnected or the deadline passed. */
  signal?: AbortSignal | undefined;
}

export function createContext(connection: UpstreamConnection, scope: RequestScope): Context {
  return {
    // Keeps Pothos' per-request caches attached when the server copies or extends the context.
    ...initContextCache(),
    upstream: new UpstreamClient(connection, scope.session, { forwardedFor: scope.clientAddress, signal: scope.signal }),
    search: new RequestSearch(scope.searchClient, scope.session, scope.signal),
    session: scope.session,
    oauth: scope.oauth,
    clientAddress: scope.clientAddress,
    signal: scope.signal,
  };
}
