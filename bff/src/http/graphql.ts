import type { IncomingMessage, ServerResponse } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { releaseRequestCaches, type Context } from '../context.ts';
import type { DocumentNode } from 'graphql';
import { operationContext } from '../pipeline/operation-context.ts';
import type { OperationPipeline } from '../pipeline/operation-pipeline.ts';
import { yogaExecution } from '../pipeline/yoga-execution.ts';
import type { BffMetrics } from '../metrics/bff-metrics.ts';
import type { Graphiql } from './graphiql.ts';
import { operationLimitsPlugins } from '../limits/operation-limits.ts';
import { MAX_UPLOAD_BYTES, type RequestLimits } from '../limits/request-limits.ts';
import { schema } from '../schema/index.ts';
import type { Sessions } from '../session/sessions.ts';
import { Cancellation } from '../upstream/cancellation.ts';
import { CSRF_HEADER } from '../pipeline/csrf.ts';
import { createPersistedOperations, trustedOperationLimits } from './persisted-operations.ts';
import { RequestSlot } from './request-slot.ts';
import type { HitPath } from './hit-path.ts';
import { createViewerQueries } from './viewer-queries.ts';
import { sharedCachingPlugin, type RenderedAnswers } from './shared-caching.ts';

export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

/** /graphql: a signed-in viewer's persisted query directly (./viewer-queries.ts), everything else through Yoga. */
export interface GraphqlHandler {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly yoga: YogaServerInstance<NodeServerContext, Context>;
}

export interface GraphqlHandlerOptions {
  /** Contexts, the one execution and the masker, shared with every entrance (../pipeline/operation-pipeline.ts). */
  pipeline: OperationPipeline;
  /** The session cookie (token handler), the Origin check and the OAuth endpoints. */
  sessions: Sessions;
  /** The web app's operations by id (./persisted-operations.ts), and whether operation text may run too. */
  persisted: { documents: ReadonlyMap<string, DocumentNode>; allowArbitraryOperations: boolean };
  http: {
    /** Production hides the x-upstream-requests header. */
    production: boolean;
    /** Other origins allowed to call with credentials (ALLOWED_ORIGINS); none: same-origin only. */
    allowedOrigins: readonly string[];
    /** Operation limits and the per-request upstream deadline. */
    limits: RequestLimits;
    /** GraphiQL from the bff's own files (./graphiql.ts); null: /graphql shows no IDE. */
    graphiql: Graphiql | null;
  };
  /** The response cache of anonymous reads, and the hit path that answers from it outside Yoga; null: every request runs. */
  responseCaching: ResponseCaching | null;
  /** Prometheus metrics of the requests (../metrics); null: none are kept. */
  metrics: BffMetrics | null;
}

export interface ResponseCaching {
  /** The response cache plugin (../response-cache). */
  plugin: Plugin;
  /** Learns the visitor answers the server may give again outside Yoga (./hit-path.ts). */
  hitPath: HitPath;
  /** Cached answers' bodies and ETags, shared with the hit path. */
  renderedAnswers: RenderedAnswers;
}

export { MAX_UPLOAD_BYTES };


/** Response header with the number of REST calls one GraphQL request made (outside production). */
export const UPSTREAM_REQUESTS_HEADER = 'x-upstream-requests';

export function createGraphqlHandler(options: GraphqlHandlerOptions): GraphqlHandler {
  const { pipeline, sessions, responseCaching, metrics } = options;
  const { production, allowedOrigins, limits, graphiql } = options.http;
  // The per-request context, found again when the response is written.
  const contexts = new RequestSlot<Context>('context');
  const persisted = createPersistedOperations(options.persisted);
  // REST calls plus search calls: both are upstream round trips of this request. An answer from
  // the response cache made none (no context was even created).
  const upstreamCalls = (request: Request): number => {
    const context = contexts.get(request);
    return context ? context.upstream.requestCount + context.search.requestCount : 0;
  };
  const deadlines = new RequestSlot<NodeJS.Timeout>('deadline');
  const requestDone: Plugin = {
    onResponse({ request, response }) {
      // A stream (a subscription) keeps its deadline and its loaders: its resolvers still run
      // after this.
      if (/^(text\/event-stream|multipart\/mixed)/.test(response.headers.get('content-type') ?? '')) return;
      clearTimeout(deadlines.get(request));
      const context = contexts.get(request);
      if (context) releaseRequestCaches(context);
    },
  };
  // Yoga's useExecutionCancellation hands the executor the request's own signal, a proxy whose
  // every property read runs a string test: the executor asks it once per field, which cost a
  // screen of 21 cards a measurable share of its CPU. It gets a plain AbortSignal that follows
  // the request's (the client went away) instead. Not the deadline: past it, the upstream calls
  // in flight fail with REQUEST_TIMEOUT and the answer says so. Subscriptions keep the request's
  // own signal, as before.
  const clientSignals = new RequestSlot<AbortSignal>('client signal');
  const executionCancellation: Plugin<Context> = {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      (args as { signal?: AbortSignal }).signal = request ? (clientSignals.get(request) ?? request.signal) : undefined;
    },
    onSubscribe({ args }) {
      (args as { signal?: AbortSignal }).signal = (args.contextValue as { request?: Request }).request?.signal;
    },
  };
  const countUpstreamRequests: Plugin = {
    onResponse({ request, response }) {
      response.headers.set(UPSTREAM_REQUESTS_HEADER, String(upstreamCalls(request)));
    },
  };
  const viewerQueries = createViewerQueries({ pipeline, sessions, persisted, production, metrics, upstreamRequestsHeader: UPSTREAM_REQUESTS_HEADER });
  const yoga = createYoga<NodeServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? graphiql.options : false,
    ...(graphiql ? { renderGraphiQL: graphiql.render } : {}),
    landingPage: false,
    logging: production ? 'info' : 'warn',
    maskedErrors: { isDev: false, maskError: pipeline.mask },
    context: ({ request, req }) => {
      // Upstream calls stop when the client goes away (the request's signal) or the deadline
      // passes, so an abandoned or runaway operation stops loading the api.
      // The deadline's timer is cleared when the response is ready: an AbortSignal.timeout would
      // keep this request's signal, and everything listening to it, alive for the whole deadline.
      // One controller that both abort, not AbortSignal.any: Node keeps a combined signal that
      // has abort listeners (the executor adds one per request and removes it only on abort)
      // alive until one of its sources aborts, so every request's answer stayed in memory.
      const clientGone = new AbortController();
      const stop = new Cancellation();
      if (request.signal.aborted) clientGone.abort(request.signal.reason);
      else request.signal.addEventListener('abort', () => clientGone.abort(request.signal.reason), { once: true });
      if (clientGone.signal.aborted) stop.abort(clientGone.signal.reason);
      else clientGone.signal.addEventListener('abort', () => stop.abort(clientGone.signal.reason), { once: true });
      const timer = setTimeout(() => stop.abort(new DOMException('The operation deadline passed.', 'TimeoutError')), limits.operationDeadlineMs);
      deadlines.set(request, timer);
      clientSignals.set(request, clientGone.signal);
      const context = operationContext(pipeline.sources, req, sessions.forRequest(request), stop);
      contexts.set(request, context);
      return context;
    },
    // Yoga reflects any Origin with credentials by default; with a session cookie that would let
    // every site read a signed-in viewer's data. Same-origin only, unless origins are listed.
    cors: allowedOrigins.length > 0 ? { origin: [...allowedOrigins], credentials: true, allowedHeaders: ['content-type', CSRF_HEADER] } : false,
    // Every body has passed admitGraphqlRequest (./request-admission.ts) before it gets here: a
    // JSON body read whole within its limit, a multipart one with a declared length within its
    // own (Node's parser reads no more than declared). Yoga's own limit could refuse nothing
    // more, and it wrapped every POST body in a stream transform and a second Request.
    maxRequestBodySize: false,
    // Multipart bodies are parsed with these limits: an oversize file fails while it streams in.
    fetchAPI: createFetch({ formDataLimits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fieldSize: 1024 * 1024 } }),
    plugins: [
      // First: it times the whole request and sees it as sent.
      ...(metrics ? [metrics.plugin({ persistedOperationName: persisted.operationName, upstreamCalls })] : []),
      sessions.plugin(),
      // After the session plugin, so a viewer's answer keeps its no-store.
      sharedCachingPlugin(responseCaching?.renderedAnswers),
      // Requests that a browser would send cross-site without a preflight (GET, forms, multipart)
      // must carry this header, which no other site's page can set on them.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      // Ids of the web app's operations become their documents; operation text stays allowed
      // unless ALLOW_ARBITRARY_OPERATIONS=false.
      persisted.plugin,
      // Persisted operations are trusted: no depth, alias, token, directive or cost limit (the
      // other rules of the list, such as multipart for uploads only, still apply to them).
      ...persisted.forArbitraryOperations(operationLimitsPlugins(limits, production)),
      ...persisted.forPersistedOperations(operationLimitsPlugins(trustedOperationLimits(limits), production)),
      // After the operation limits: what no one may run is refused before it costs a budget.
      // Before the response cache, which wraps the execution it is handed.
      yogaExecution({ execute: pipeline.execute, chargeRequest: pipeline.chargeRequest }),
      // After the persisted operations: a persisted id is looked up as its document.
      ...(responseCaching ? [responseCaching.plugin] : []),
      // Resolvers stop being called once the client has disconnected or the deadline has passed.
      executionCancellation,
      requestDone,
      ...(production ? [] : [countUpstreamRequests]),
      ...(graphiql ? [graphiql.plugin] : []),
      // Last: it remembers the response with every header the plugins above have set.
      ...(responseCaching ? [responseCaching.hitPath.plugin()] : []),
    ],
  });
  return {
    yoga,
    async handle(req, res) {
      if (await viewerQueries(req, res)) return;
      await yoga.handle(req, res, { req, res });
    },
  };
}
