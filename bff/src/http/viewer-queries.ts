import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFetch } from '@whatwg-node/fetch';
import type { CompiledQuery } from 'graphql-jit';
import type { DocumentNode } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { releaseRequestCaches } from '../context.ts';
import type { BffMetrics } from '../metrics/bff-metrics.ts';
import { responseDeadline } from '../pipeline/deadline.ts';
import { operationContext } from '../pipeline/operation-context.ts';
import type { OperationPipeline } from '../pipeline/operation-pipeline.ts';
import type { Sessions } from '../session/sessions.ts';
import type { PersistedOperations } from './persisted-operations.ts';

/** The JSON body admitGraphqlRequest (./request-admission.ts) has read. */
type AdmittedRequest = IncomingMessage & { body?: Buffer };

export interface ViewerQueriesOptions {
  /** Contexts, the persisted queries compiled, and the one execution (../pipeline/operation-pipeline.ts). */
  pipeline: OperationPipeline;
  sessions: Sessions;
  persisted: Pick<PersistedOperations, 'documentOf' | 'operationName'>;
  /** Production hides the x-upstream-requests header. */
  production: boolean;
  metrics?: Pick<BffMetrics, 'observeExecuted'> | null;
  /** The response header with the number of upstream calls (outside production). */
  upstreamRequestsHeader: string;
}

/** A persisted query of the web app, as a signed-in viewer's browser POSTs it. */
interface ViewerQuery {
  document: DocumentNode;
  compiled: CompiledQuery;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  /** The operation's label in the metrics. */
  label: string;
}

/** Viewer query bodies kept read, and the largest kept (a screen's body is a few hundred bytes). */
const KNOWN_BODIES = 256;
const KNOWN_BODY_BYTES = 2_048;

/** The media types Yoga answers a query in (its regular result processor), in its order of preference. */
const ANSWER_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;
type AnswerMediaType = (typeof ANSWER_MEDIA_TYPES)[number];

/**
 * A signed-in viewer's persisted query, run outside Yoga. Every screen a signed-in user opens is
 * such a POST, never cached, and Yoga's request pipeline (a Fetch Request and Response around
 * each request, a dozen plugin hooks, parameter parsing) cost about as much CPU as executing the
 * screen's query. Here the same decisions are made directly, with the same parts: the session
 * from its cookie or bearer token (and the refreshed cookie in the answer), the same-origin
 * check, the persisted document, the viewer's rate-limit budget, the context, the query compiled
 * (with the executor's answers), error masking, Yoga's own result formatting and status for
 * answers with errors, no-store, the upstream-calls header and the request metrics.
 *
 * Only the plain case is taken; anything else goes through Yoga as before: a visitor (the
 * response cache serves them), a mutation or subscription, operation text, an unknown id, a body
 * that is not a JSON object, an Origin that is not the site's own (CORS and the refusal are
 * Yoga's), an Accept header that asks for another format. A request is never half handled: the
 * decision is made before anything runs.
 */
export function createViewerQueries(options: ViewerQueriesOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const { sessions, pipeline } = options;
  const fetchAPI = createFetch();
  const readQuery = (text: string): ViewerQuery | null => {
    let params: unknown;
    try {
      params = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isRecord(params) || params.query !== undefined) return null;
    const { variables, operationName, extensions } = params;
    const persistedQuery = isRecord(extensions) ? extensions.persistedQuery : undefined;
    // Version 1 of the persisted-query extension is the only one Yoga's plugin reads.
    const id = isRecord(persistedQuery) && persistedQuery.version === 1 ? persistedQuery.sha256Hash : undefined;
    if (typeof id !== 'string') return null;
    if (!(variables === undefined || variables === null || isRecord(variables))) return null;
    if (!(operationName === undefined || operationName === null || typeof operationName === 'string')) return null;
    const document = options.persisted.documentOf(id);
    const name = operationName ?? undefined;
    const compiled = document ? pipeline.compiled.forDocument(document, name) : null;
    if (!document || !compiled) return null;
    return { document, compiled, operationName: name, variables: deepFrozen(variables ?? {}), label: options.persisted.operationName(id) ?? id };
  };
  // A browser sends the same few bodies (a screen's id and variables) again and again, and
  // reading one (the JSON, the persisted document, the compiled query, then the rate limit's
  // key for its cost) cost a few per cent of a signed-in request's CPU. The bodies read last
  // are kept, small ones only, the oldest going first: bodies that never come again (a search
  // typed letter by letter) cost no more than reading them did before. A kept query's
  // variables are shared by every request that sends its body: they are frozen. Only queries
  // this path runs are kept (their variables are a screen's: slugs, ids, search words, the
  // authors a viewer blocks); any other body (a mutation's, which may hold a password) is read
  // each time and never held.
  const known = new Map<string, ViewerQuery>();
  const queryOf = (body: Buffer): ViewerQuery | null => {
    const text = body.toString('utf8');
    if (body.length > KNOWN_BODY_BYTES) return readQuery(text);
    const kept = known.get(text);
    if (kept !== undefined) return kept;
    const query = readQuery(text);
    if (query) {
      if (known.size >= KNOWN_BODIES) known.delete(known.keys().next().value as string);
      known.set(text, query);
    }
    return query;
  };

  return async (req, res) => {
    const started = performance.now();
    const { headers } = req;
    const body = (req as AdmittedRequest).body;
    if (req.method !== 'POST' || !body || !headers['content-type']?.toLowerCase().startsWith('application/json')) return false;
    if (!sessions.sendsCredentialsIn(headers.cookie, headers.authorization)) return false;
    const mediaType = answerMediaType(headers.accept);
    if (!mediaType) return false;
    const requestUrl = `${(req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${headers.host ?? 'localhost'}${req.url ?? '/graphql'}`;
    if (!sessions.isSameOrigin(headers.origin, requestUrl)) return false;
    const query = queryOf(body);
    if (!query) return false;
    const session = sessions.fromHeaders(headers.cookie, headers.authorization);
    // A cookie that no longer opens: a visitor's request, whose answer also clears the cookie.
    if (!session.signedIn) return false;

    const context = operationContext(pipeline.sources, req, session, responseDeadline(res, pipeline.sources.operationDeadlineMs));
    const { result } = await pipeline.execute({
      document: query.document,
      operationName: query.operationName,
      variables: query.variables,
      context,
      payer: { req, session },
      same: query,
      compiled: query.compiled,
    });

    const upstreamCalls = context.upstream.requestCount + context.search.requestCount;
    const answerHeaders: Record<string, string | string[]> = { 'cache-control': 'no-store' };
    const setCookie = sessions.setCookieOf(session, requestUrl);
    if (setCookie !== null) answerHeaders['set-cookie'] = setCookie;
    if (!options.production) answerHeaders[options.upstreamRequestsHeader] = String(upstreamCalls);
    if (!result.errors?.length && !result.extensions) {
      const text = JSON.stringify(result);
      answerHeaders['content-type'] = `${mediaType}; charset=utf-8`;
      answerHeaders['content-length'] = String(Buffer.byteLength(text));
      res.writeHead(200, answerHeaders).end(text);
    } else {
      // Errors decide the status (429 and its Retry-After, 4xx for bad variables, 500 for the
      // unexpected): Yoga's own formatting, so both paths answer alike.
      const response = processRegularResult(result, fetchAPI, mediaType);
      const text = await response.text();
      response.headers.forEach((value, name) => {
        answerHeaders[name] = value;
      });
      answerHeaders['content-length'] = String(Buffer.byteLength(text));
      res.writeHead(response.status, answerHeaders).end(text);
    }
    releaseRequestCaches(context);
    options.metrics?.observeExecuted(query.label, (performance.now() - started) / 1000, upstreamCalls);
    return true;
  };
}

/**
 * The media type Yoga would answer in (its result processors' negotiation, regular results
 * only): the Accept header's types in its order, each matched against the processor's types,
 * the last match winning. null: Accept asks for none of them (Yoga answers 406, or streams).
 */
export function answerMediaType(accept: string | undefined): AnswerMediaType | null {
  const key = accept ?? '';
  const known = mediaTypeByAccept.get(key);
  if (known !== undefined) return known;
  const chosen = negotiateMediaType(accept);
  // A browser sends the same few Accept headers on every request; a client that varies them
  // only fills this up to its bound.
  if (mediaTypeByAccept.size < MEDIA_TYPES_KEPT) mediaTypeByAccept.set(key, chosen);
  return chosen;
}

const MEDIA_TYPES_KEPT = 64;
const mediaTypeByAccept = new Map<string, AnswerMediaType | null>();

function negotiateMediaType(accept: string | undefined): AnswerMediaType | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  let chosen: AnswerMediaType | null = null;
  for (let index = asked.length - 1; index >= 0; index--) {
    const [type = '', ...params] = (asked[index] ?? '').split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [askedTop, askedSub] = type.split('/');
    for (const candidate of ANSWER_MEDIA_TYPES) {
      const [top, sub] = candidate.split('/');
      if ((askedTop === '*' || askedTop === top) && (askedSub === '*' || askedSub === sub)) chosen = candidate;
    }
  }
  return chosen;
}

/** A parsed JSON value, frozen through and through. */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
