import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { servedFromResponseCache } from '../response-cache/response-cache.ts';
import { RequestSlot } from '../http/request-slot.ts';

export interface BffMetricsOptions {
  /** Whether a request sends credentials (a viewer's requests never use the response cache). */
  sendsCredentials(request: Request): boolean;
  /** Whether the response cache is on (its lookups and hit ratio are exported only then). */
  responseCache: boolean;
}

/** What the GraphQL handler tells the metrics about its requests. */
export interface GraphqlObservations {
  /** The operation name of a persisted id (the label of its requests); null: no such id. */
  persistedOperationName(id: string): string | null;
  /** Upstream (REST and search) calls one request made; 0 when it made none. */
  upstreamCalls(request: Request): number;
}

export interface BffMetrics {
  registry: Registry;
  /** Yoga plugin measuring every /graphql request; first in the list, so it sees the request as sent. */
  plugin(observations: GraphqlObservations): Plugin;
  /** The operation label of a request the plugin has seen. */
  operationOf(request: Request): string;
  /** A request answered from the response cache outside Yoga (../http/hit-path.ts): a hit with no upstream call. */
  observeCachedAnswer(operation: string, seconds: number): void;
  /** A viewer's request executed outside Yoga (../http/viewer-queries.ts): its duration and upstream calls. */
  observeExecuted(operation: string, seconds: number, upstreamCalls: number): void;
}

/** Label of operations sent as text: their names are chosen by whoever sends them, so they are not labels. */
export const ARBITRARY_OPERATION = '(arbitrary)';
/** Label of requests that named no operation the bff could run (bad JSON, an unknown id, ...). */
export const NO_OPERATION = '(none)';

/**
 * The bff's metrics: GraphQL request duration and upstream calls per request by operation (the
 * persisted operation's name), response-cache lookups and hit ratio, and prom-client's process
 * and Node metrics (CPU, memory, event-loop lag, GC). One registry per bff.
 */
export function createBffMetrics(options: BffMetricsOptions): BffMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'bff_graphql_request_duration_seconds',
    help: 'Time from receiving a /graphql request to its response, by operation (persisted operation name).',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'bff_upstream_requests_per_graphql_request',
    help: 'REST and search calls to the upstream one /graphql request made, by operation.',
    labelNames: ['operation'] as const,
    buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55],
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'bff_response_cache_lookups_total',
    help: "Visitors' queries by whether the response cache answered them (hit) or they ran (miss).",
    labelNames: ['result'] as const,
    registers: options.responseCache ? [registry] : [],
  });
  let hits = 0;
  let misses = 0;
  new Gauge({
    name: 'bff_response_cache_hit_ratio',
    help: "Share of visitors' queries answered from the response cache since the process started.",
    registers: options.responseCache ? [registry] : [],
    collect() {
      this.set(hits + misses === 0 ? 0 : hits / (hits + misses));
    },
  });

  const started = new RequestSlot<number>('started');
  const operations = new RequestSlot<string>('operation');
  const cacheable = new WeakSet<Request>();
  const plugin = (observations: GraphqlObservations): Plugin => ({
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onParams({ params, request }) {
      // Before the persisted-operations plugin: text sent with an id is run as text (arbitrary).
      const id = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
      if (params.query) operations.set(request, ARBITRARY_OPERATION);
      else operations.set(request, (typeof id === 'string' ? observations.persistedOperationName(id) : null) ?? NO_OPERATION);
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (request && getOperationAST(args.document, args.operationName)?.operation === 'query' && !options.sendsCredentials(request)) cacheable.add(request);
    },
    onResultProcess({ request, result }) {
      if (!options.responseCache) return;
      if (servedFromResponseCache(result)) {
        hits += 1;
        lookups.inc({ result: 'hit' });
      } else if (cacheable.has(request)) {
        misses += 1;
        lookups.inc({ result: 'miss' });
      }
    },
    onResponse({ request }) {
      const start = started.get(request);
      if (start === undefined) return;
      const operation = operations.get(request) ?? NO_OPERATION;
      duration.observe({ operation }, (performance.now() - start) / 1000);
      upstream.observe({ operation }, observations.upstreamCalls(request));
    },
  });
  return {
    registry,
    plugin,
    operationOf: (request) => operations.get(request) ?? NO_OPERATION,
    observeExecuted(operation, seconds, upstreamCalls) {
      duration.observe({ operation }, seconds);
      upstream.observe({ operation }, upstreamCalls);
    },
    observeCachedAnswer(operation, seconds) {
      duration.observe({ operation }, seconds);
      upstream.observe({ operation }, 0);
      if (!options.responseCache) return;
      hits += 1;
      lookups.inc({ result: 'hit' });
    },
  };
}
