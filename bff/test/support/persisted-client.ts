import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getOperationAST, parse } from 'graphql';
import { PERSISTED_OPERATIONS_FILE } from '../../src/http/persisted-operations.ts';
import { SESSION_COOKIE } from '../../src/session/cookies.ts';

/** relay-compiler's persist file: id → text. */
const persisted = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;

/** The web app's generated Relay artifacts: each names the persisted id of its operation's current text. */
const GENERATED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/__generated__');

/**
 * The id the web app sends for one of its operations, by the operation's name: the one its
 * generated artifact names (the persist file also keeps the ids of earlier versions).
 */
export function persistedId(operationName: string): string {
  const id = /@relayRequestID (\w+)/.exec(readFileSync(path.join(GENERATED, `${operationName}.graphql.ts`), 'utf8'))?.[1];
  if (!id || !(id in persisted)) throw new Error(`${operationName} is not in ${PERSISTED_OPERATIONS_FILE}`);
  return id;
}

/** The names of the variables the operation (as the web app sends it today) declares. */
export function persistedVariables(operationName: string): Set<string> {
  const operation = getOperationAST(parse(persisted[persistedId(operationName)] ?? ''));
  return new Set(operation?.variableDefinitions?.map((v) => v.variable.name.value) ?? []);
}

/** The text of one of the web app's operations, by the operation's name. */
export function persistedText(operationName: string): string {
  return persisted[persistedId(operationName)]!;
}

export interface PersistedReply<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  headers: Headers;
  /** x-upstream-requests: REST calls the bff made for this request (0 for an answer from the cache). */
  upstreamRequests: number;
  /** The body as sent (empty for a 304). */
  text: string;
}

export interface PersistedRequest {
  /** The session cookie's value: a signed-in browser. */
  cookie?: string | null;
  /** More request headers (If-None-Match, ...). */
  headers?: Record<string, string>;
}

/** The URL of a visitor's GET of one of the web app's operations, as the web app builds it. */
export function persistedGetUrl(bffUrl: string, operationName: string, variables: Record<string, unknown>): URL {
  const url = new URL('/graphql', bffUrl);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', JSON.stringify(variables));
  url.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedId(operationName) } }));
  return url;
}

/** What the web app sends: a visitor's query by id over GET, a viewer's (or a mutation) over POST. */
export async function sendPersisted<T>(
  bffUrl: string,
  method: 'GET' | 'POST',
  operationName: string,
  variables: Record<string, unknown>,
  request: PersistedRequest = {},
): Promise<PersistedReply<T>> {
  const url = method === 'GET' ? persistedGetUrl(bffUrl, operationName, variables) : new URL('/graphql', bffUrl);
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'x-graphql-csrf': '1',
    ...(request.cookie ? { cookie: `${SESSION_COOKIE}=${request.cookie}` } : {}),
    ...request.headers,
  };
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(operationName) } } });
  }
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as { data?: T | null; errors?: PersistedReply<T>['errors'] };
  return {
    status: response.status,
    data: parsed.data ?? null,
    errors: parsed.errors,
    headers: response.headers,
    upstreamRequests: Number(response.headers.get('x-upstream-requests') ?? Number.NaN),
    text,
  };
}
