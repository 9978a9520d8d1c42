import type { Dispatcher, FormData } from 'undici';
import type { NotifiedEveryone, NotifiedUsersHeader } from '@jotpod/api/contract';
import type { Cancellation } from './cancellation.ts';
import type { UpstreamConnection } from './connection.ts';
import { staticCredentials, type ViewerCredentials } from './credentials.ts';
import { messageOf, unwrapList, unwrapSingle, validationErrorFrom, type ListPage } from './envelope.ts';
import {
  NotAuthenticatedError,
  NotAuthorizedError,
  RequestCancelledError,
  TooManyRequestsError,
  UpstreamNotFoundError,
  UpstreamRequestError,
  UpstreamUnavailableError,
} from './errors.ts';

/** A request body: JSON (serialised here) or multipart form data (uploads). */
export type RequestBody = { readonly json: unknown } | { readonly form: FormData };

export type UpstreamMethod = 'GET' | 'POST' | 'DELETE';

export interface UpstreamRequestOptions {
  /** The browser's address, sent as X-Forwarded-For (the api trusts it from loopback only). */
  readonly forwardedFor?: string | undefined;
  /**
   * Cancels this request's calls: the client disconnected or its deadline passed. A call in
   * flight is aborted and no further call is sent, so an abandoned query stops loading the api.
   */
  readonly cancellation?: Cancellation | undefined;
  /**
   * Told after every successful write whose answer names users whose notifications it changed
   * (the api's Notified-Users header): their ids, or 'everyone' when they were too many to list.
   */
  readonly notified?: { publish(recipients: NotifiedRecipients): void } | undefined;
}

/** Whose notifications a write changed. */
export type NotifiedRecipients = readonly number[] | 'everyone';

const NOTIFIED_USERS_HEADER: NotifiedUsersHeader = 'notified-users';
const NOTIFIED_EVERYONE: NotifiedEveryone = '*';

/** The header's value → recipients; null when absent or naming nobody. */
export function parseNotifiedUsers(value: string | null | undefined): NotifiedRecipients | null {
  if (!value) return null;
  if (value.trim() === NOTIFIED_EVERYONE) return 'everyone';
  const ids = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length > 0 ? ids : null;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** REST prefix of the contract (docs/rest-api.md). */
const API_PREFIX = '/api/v1';

/**
 * The request-scoped view of the upstream: every REST call of one GraphQL request goes through one
 * instance, which counts them (tests assert N+1 freedom with it) and carries the viewer's token.
 * Decoding is shallow on purpose: the envelope is checked, the records are trusted to keep the
 * contract (the api's own tests pin their shapes).
 */
export class UpstreamClient {
  #requestCount = 0;

  private readonly credentials: ViewerCredentials | null;

  /**
   * `viewer`: a bearer token as is, or the session's credentials (asked before every call, so a
   * token refreshed or issued mid-request is used by the calls that follow); null for visitors.
   */
  constructor(
    private readonly connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>,
    viewer: string | ViewerCredentials | null = null,
    private readonly options: UpstreamRequestOptions = {},
  ) {
    this.credentials = typeof viewer === 'string' ? staticCredentials(viewer) : viewer;
  }

  /** REST calls made so far by this GraphQL request. */
  get requestCount(): number {
    return this.#requestCount;
  }

  /** GET a single resource; 404 → UpstreamNotFoundError. */
  async getOne<T>(path: string, query?: QueryParams): Promise<T> {
    const body = await this.getJson(path, query);
    const data = unwrapSingle(body);
    if (!data) throw this.unavailable(`GET ${path}: not a {data: {...}} envelope`);
    return data as T;
  }

  /** GET a single resource by slug or id; 404 → null (unknown slugs are not errors). */
  async findOne<T>(path: string, query?: QueryParams): Promise<T | null> {
    try {
      return await this.getOne<T>(path, query);
    } catch (error) {
      if (error instanceof UpstreamNotFoundError) return null;
      throw error;
    }
  }

  /** GET a list endpoint: rows plus options.pagination.total_records. */
  async getList<T>(path: string, query?: QueryParams): Promise<ListPage<T>> {
    const body = await this.getJson(path, query);
    const page = unwrapList(body);
    if (!page) throw this.unavailable(`GET ${path}: not a {data: [...]} envelope`);
    return page as ListPage<unknown> as ListPage<T>;
  }

  /** Sends one GET and returns its parsed JSON body, or throws the typed error for its status. */
  getJson(path: string, query?: QueryParams): Promise<unknown> {
    return this.send('GET', path, { query });
  }

  /** POSTs a JSON body (mutations); answers the parsed JSON body (422 → ValidationError). */
  postJson(path: string, json: unknown): Promise<unknown> {
    return this.send('POST', path, { body: { json } });
  }

  /** POSTs multipart form data (uploads); a retry sends the same form again. */
  postForm(path: string, form: FormData): Promise<unknown> {
    return this.send('POST', path, { body: { form } });
  }

  /**
   * One call under /api/v1 with the viewer's token. An upstream 401 on a session gets one retry
   * with a renewed token (refreshed in the bff); when there is none, or the retry is refused too,
   * the session is told (it clears its cookie) and NotAuthenticatedError is thrown.
   */
  async send(method: UpstreamMethod, path: string, init: { query?: QueryParams | undefined; body?: RequestBody } = {}): Promise<unknown> {
    const what = `${method} ${path}`;
    const url = this.connection.baseUrl + API_PREFIX + path + toQueryString(init.query);
    const credentials = this.credentials;
    let token = credentials ? await credentials.accessToken() : null;
    let response = await this.exchange({ method, url, what, token, body: init.body });
    if (response.statusCode === 401 && credentials && token !== null) {
      token = await credentials.renew(token);
      if (token !== null) response = await this.exchange({ method, url, what, token, body: init.body });
      if (response.statusCode === 401) credentials.rejected();
    }
    const body = this.interpret(response.statusCode, response.text, what);
    if (method !== 'GET' && this.options.notified) {
      const recipients = parseNotifiedUsers(response.notifiedUsers);
      if (recipients) this.options.notified.publish(recipients);
    }
    return body;
  }

  private exchange(call: Omit<UpstreamCall, 'forwardedFor' | 'cancellation'>): Promise<UpstreamResponse> {
    const cancellation = this.options.cancellation;
    // Refused before counting: a call that is never sent is no upstream request.
    if (cancellation?.aborted) return Promise.reject(RequestCancelledError.from(cancellation));
    this.#requestCount += 1;
    return exchange(this.connection, { ...call, forwardedFor: this.options.forwardedFor, cancellation });
  }

  private interpret(statusCode: number, text: string, what: string): unknown {
    if (statusCode >= 500) throw this.unavailable(`${what}: status ${statusCode}`);
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      if (statusCode >= 200 && statusCode < 300) throw this.unavailable(`${what}: body is not JSON`);
      body = null;
    }
    if (statusCode >= 200 && statusCode < 300) return body;
    switch (statusCode) {
      case 404:
        throw new UpstreamNotFoundError(what);
      case 422:
        throw validationErrorFrom(body);
      case 401:
        throw new NotAuthenticatedError(messageOf(body));
      case 429:
        throw new TooManyRequestsError(messageOf(body));
      case 403:
        throw new NotAuthorizedError(messageOf(body));
      default:
        throw new UpstreamRequestError(statusCode, what);
    }
  }

  private unavailable(detail: string): UpstreamUnavailableError {
    this.connection.log(`upstream unavailable: ${detail}`);
    return new UpstreamUnavailableError(detail);
  }
}

/** `{size: 12, 'filter[id]': [1, 2]}` → `?size=12&filter%5Bid%5D=1%2C2`; null/undefined are left out. */
export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Encodes one path segment (a slug from a URL may hold anything). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

export interface UpstreamCall {
  method: UpstreamMethod;
  /** Absolute URL (base URL plus path and query). */
  url: string;
  /** For logs: "POST /users/profile". */
  what: string;
  token: string | null;
  body?: RequestBody | undefined;
  forwardedFor?: string | undefined;
  /** Aborts the call (sending, waiting or reading the body): RequestCancelledError. */
  cancellation?: Cancellation | undefined;
}

export interface UpstreamResponse {
  statusCode: number;
  text: string;
  /** The Notified-Users header of a write's answer, when present. */
  notifiedUsers?: string | undefined;
}

/**
 * The one place a request leaves for the api: status and raw body, no interpretation (the OAuth
 * endpoints answer their own error shapes). Network failures and timeouts become
 * UpstreamUnavailableError; the details go to the log only. An aborted cancellation becomes
 * RequestCancelledError, before anything is sent when it is already aborted.
 *
 * Sent with the dispatcher's own handler interface: the body arrives as chunks and is read to the
 * end (an unread body would keep the pooled socket busy), with no stream or async resource made
 * per call, which undici's `request` makes and every screen's calls paid for.
 */
export function exchange(connection: Pick<UpstreamConnection, 'dispatcher' | 'log'>, call: UpstreamCall): Promise<UpstreamResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  // Set, never appended to: a client-sent X-Forwarded-For must not reach the api's login throttle.
  if (call.forwardedFor) headers['x-forwarded-for'] = call.forwardedFor;
  if (call.body && 'json' in call.body) headers['content-type'] = 'application/json';
  const cancellation = call.cancellation;
  if (cancellation?.aborted) return Promise.reject(RequestCancelledError.from(cancellation));
  const { origin, path } = splitUrl(call.url);
  return new Promise<UpstreamResponse>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | null = null;
    const done = cancellation ? cancellation.whenAborted((reason) => controller?.abort(reason)) : null;
    let statusCode = 0;
    let notifiedUsers: string | undefined;
    const chunks: Buffer[] = [];
    connection.dispatcher.dispatch(
      {
        origin,
        path,
        method: call.method,
        headers,
        // undici writes the multipart content type (with its boundary) for FormData bodies itself.
        ...(call.body ? { body: 'json' in call.body ? JSON.stringify(call.body.json) : call.body.form } : {}),
      },
      {
        onRequestStart(started) {
          controller = started;
          const reason = cancellation?.reason;
          if (reason) started.abort(reason);
        },
        onResponseStart(_, status, responseHeaders) {
          statusCode = status;
          const notified = responseHeaders[NOTIFIED_USERS_HEADER];
          notifiedUsers = Array.isArray(notified) ? notified.join(',') : notified;
        },
        onResponseData(_, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          done?.();
          resolve({ statusCode, text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'), notifiedUsers });
        },
        onResponseError(_, error) {
          done?.();
          // Cancelled on purpose (client gone, deadline): not an upstream failure.
          if (cancellation?.aborted) {
            reject(RequestCancelledError.from(cancellation));
            return;
          }
          connection.log(`upstream unavailable: ${call.what}: ${describe(error)}`);
          reject(new UpstreamUnavailableError(`${call.what}: ${describe(error)}`));
        },
      },
    );
  });
}

/** `http://host:port/api/v1/x?y` → its origin, and its path with the query. */
function splitUrl(url: string): { origin: string; path: string } {
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return at < 0 ? { origin: url, path: '/' } : { origin: url.slice(0, at), path: url.slice(at) };
}
