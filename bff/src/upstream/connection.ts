import { Pool, type Dispatcher } from 'undici';

export interface UpstreamTimeouts {
  /** TCP connect; a dead host fails fast instead of hanging the GraphQL request. */
  connectTimeoutMs?: number;
  /** Until the status line and headers arrive. */
  headersTimeoutMs?: number;
  /** Between body chunks. */
  bodyTimeoutMs?: number;
}

export interface UpstreamConnectionOptions extends UpstreamTimeouts {
  /** e.g. http://127.0.0.1:4001; a path (http://host/prefix) is kept as a prefix of every request. */
  url: string;
  /** Sockets kept open to the upstream. */
  connections?: number;
  /** Where upstream failures are reported (their details never reach clients). */
  log?: (message: string) => void;
}

/**
 * The one long-lived handle on the upstream: a keep-alive undici Pool shared by all requests of
 * this process. Per-request state (the request counter, the viewer's token) lives in UpstreamClient.
 */
export interface UpstreamConnection {
  readonly dispatcher: Dispatcher;
  /** Origin plus optional path prefix, without a trailing slash. */
  readonly baseUrl: string;
  readonly log: (message: string) => void;
  close(): Promise<void>;
}

export function connectUpstream(options: UpstreamConnectionOptions): UpstreamConnection {
  const url = new URL(options.url);
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 64,
    connect: { timeout: options.connectTimeoutMs ?? 2_000 },
    headersTimeout: options.headersTimeoutMs ?? 10_000,
    bodyTimeout: options.bodyTimeoutMs ?? 10_000,
  });
  return {
    dispatcher: pool,
    baseUrl: url.origin + url.pathname.replace(/\/+$/, ''),
    log: options.log ?? ((message) => console.error(message)),
    close: () => pool.close(),
  };
}
