import type { IncomingMessage } from 'node:http';
import { createContext, type Context } from '../context.ts';
import type { TrustedProxies } from '../limits/client-address.ts';
import type { NotificationBus } from '../notifications/bus.ts';
import type { SearchClient } from '../search/types.ts';
import type { RequestSession } from '../session/request-session.ts';
import type { Sessions } from '../session/sessions.ts';
import type { Cancellation } from '../upstream/cancellation.ts';
import type { UpstreamConnection } from '../upstream/connection.ts';

/** What every request's context is made from: the process's services and the request limits. */
export interface ContextSources {
  connection: UpstreamConnection;
  sessions: Pick<Sessions, 'oauth'>;
  searchClient: SearchClient;
  notificationBus: NotificationBus;
  /** Proxies whose X-Forwarded-For names the client; absent: the socket's peer is the client. */
  trustedProxies?: TrustedProxies | undefined;
  /** The deadline of each request's operations, and of each push of a stream. */
  operationDeadlineMs: number;
}

/**
 * The client a request is made for: behind a load balancer the socket's peer is the balancer, so
 * the rightmost X-Forwarded-For hop that is not a trusted proxy is taken instead. The api's login
 * throttle counts it, and visitors' rate limits are kept by it.
 */
export function clientAddressOf(req: IncomingMessage, trustedProxies: TrustedProxies | undefined): string | undefined {
  return trustedProxies ? trustedProxies.clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']) : req.socket.remoteAddress;
}

/**
 * One request's GraphQL context, the same for every entrance (a viewer's persisted query, Yoga's
 * requests, a server-rendered page): its session, its client, and the cancellation that stops
 * its upstream calls when the client goes away or the deadline passes (./deadline.ts).
 */
export function operationContext(sources: ContextSources, req: IncomingMessage, session: RequestSession, cancellation: Cancellation): Context {
  return createContext(sources.connection, {
    session,
    oauth: sources.sessions.oauth,
    clientAddress: clientAddressOf(req, sources.trustedProxies),
    searchClient: sources.searchClient,
    cancellation,
    notificationBus: sources.notificationBus,
    pushDeadlineMs: sources.operationDeadlineMs,
  });
}
