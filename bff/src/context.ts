import { contextCacheSymbol } from '@pothos/core';
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import type { NotificationBus } from './notifications/bus.ts';
import type { RequestSession } from './session/request-session.ts';
import { RequestSearch } from './search/request-search.ts';
import type { SearchClient } from './search/types.ts';
import { cancellationOf, type Cancellation } from './upstream/cancellation.ts';
import { UpstreamClient } from './upstream/client.ts';
import type { UpstreamConnection } from './upstream/connection.ts';
import type { OAuthEndpoint } from './upstream/oauth.ts';

/**
 * Everything request-scoped. A new object per GraphQL request: Pothos keys its dataloaders and node
 * cache on it, so nothing loaded for one viewer is ever served to another.
 */
export interface Context {
  /** Where Pothos keeps this request's caches (its dataloaders, scope-auth's answers). */
  readonly [contextCacheSymbol]: object;
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
  readonly cancellation: Cancellation | undefined;
  /** Where writes announce whose notifications they changed, and where streams listen. */
  readonly notifications: NotificationStreams;
}

export interface NotificationStreams {
  readonly bus: NotificationBus;
  /**
   * An upstream client for one push of a long-lived stream: the stream's access token as it was
   * when the stream opened (never refreshed: the response's cookie went out long ago) and a
   * deadline of its own, as every request has.
   */
  pushUpstream(accessToken: string): UpstreamClient;
}

export interface RequestScope {
  session: RequestSession;
  oauth: OAuthEndpoint;
  clientAddress: string | undefined;
  /** The process-wide search engine client (bff/src/search). */
  searchClient: SearchClient;
  /** Aborts this request's upstream calls: the client disconnected or the deadline passed. */
  cancellation?: Cancellation | undefined;
  notificationBus: NotificationBus;
  /** The deadline of each push of a stream (a request's operation deadline). */
  pushDeadlineMs: number;
}

export function createContext(connection: UpstreamConnection, scope: RequestScope): Context {
  // Made for every request: no closures (the bus itself is told of writes, the streams' pushes
  // are a method) and Pothos' cache object written in place, not spread in.
  return {
    // Keeps Pothos' per-request caches attached when the server copies or extends the context.
    [contextCacheSymbol]: {},
    upstream: new UpstreamClient(connection, scope.session, {
      forwardedFor: scope.clientAddress,
      cancellation: scope.cancellation,
      // After a successful write: the recipients' open pages fetch their news.
      notified: scope.notificationBus,
    }),
    search: new RequestSearch(scope.searchClient, scope.session, scope.cancellation),
    session: scope.session,
    oauth: scope.oauth,
    clientAddress: scope.clientAddress,
    cancellation: scope.cancellation,
    notifications: new RequestNotifications(connection, scope),
  };
}

class RequestNotifications implements NotificationStreams {
  readonly bus: NotificationBus;

  private readonly connection: UpstreamConnection;
  private readonly scope: RequestScope;
  constructor(
    connection: UpstreamConnection,
    scope: RequestScope,
  ) {
    this.connection = connection;
    this.scope = scope;
    this.bus = scope.notificationBus;
  }

  pushUpstream(accessToken: string): UpstreamClient {
    return new UpstreamClient(this.connection, accessToken, { forwardedFor: this.scope.clientAddress, cancellation: cancellationOf(AbortSignal.timeout(this.scope.pushDeadlineMs)) });
  }
}

/**
 * Empties the request's dataloaders once its answer is written. They hold every record the
 * request loaded or primed (a pod page: its jots, their authors, the pod's sections). Unpatched,
 * Pothos keeps them in WeakMaps keyed by the request, whose entries the young-generation
 * collector does not drop (scripts/dependency-patches.mjs now keeps them on the context): the
 * records outlived the request, were copied and promoted, and were collected in the old
 * generation (in one process, a third of the pod page's CPU was collecting). Emptied, they die
 * young: the pod page's CPU in one process fell by a quarter. Nothing reads a request's loaders
 * after its answer.
 */
export function releaseRequestCaches(context: Context): void {
  clearAllDataLoaders(context);
}
