import type { Dispatcher, FormData } from 'undici';
import type { NotifiedEveryone, NotifiedUsersHeader } from '@jotpod/api/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { Cancellable, Cancellation } from './cancellation.ts';
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

export type UpstreamMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
  private readonly connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>;
  private readonly options: UpstreamRequestOptions;
  constructor(
    connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>,
    viewer: string | ViewerCredentials | null = null,
    options: UpstreamRequestOptions = {},
  ) {
    this.connection = connection;
    this.options = options;
    this.credentials = typeof viewer === 'string' ? staticCredentials(viewer) : viewer;
  }

  /** REST calls made so far by this GraphQL request. */
  get requestCount(): number {
    return this.#requestCount;
  }

  /** GET a single resource; 404 → UpstreamNotFoundError. */
  getOne<T>(path: string, query?: QueryParams): Promise<T> {
    return this.getJson(path, query).then((body) => this.single<T>(body, path));
  }

  /** GET a single resource by slug or id; 404 → null (unknown slugs are not errors). */
  findOne<T>(path: string, query?: QueryParams): Promise<T | null> {
    return this.getJson(path, query).then((body) => this.single<T>(body, path), nullWhenNotFound);
  }

  /** GET a list endpoint: rows plus options.pagination.total_records. */
  getList<T>(path: string, query?: QueryParams): Promise<ListPage<T>> {
    return this.getJson(path, query).then((body) => {
      const page = unwrapList(body);
      if (!page) throw this.unavailable(`GET ${path}: not a {data: [...]} envelope`);
      return page as ListPage<unknown> as ListPage<T>;
    });
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
   *
   * Written with `then` rather than as async functions: every screen's calls pass here, and the
   * usual case (a token at hand, a 2xx answer) then makes one promise and one turn of the
   * microtask queue beyond the exchange itself, where the layers of async functions made five.
   */
  send(method: UpstreamMethod, path: string, init: { query?: QueryParams | undefined; body?: RequestBody } = {}): Promise<unknown> {
    const call: RestCall = { method, path, url: this.connection.baseUrl + API_PREFIX + path + toQueryString(init.query), body: init.body };
    const credentials = this.credentials;
    if (credentials === null) return this.sendWith(call, null);
    const token = credentials.tokenAtHand();
    return token === undefined ? credentials.accessToken().then((fresh) => this.sendWith(call, fresh)) : this.sendWith(call, token);
  }

  private sendWith(call: RestCall, token: string | null): Promise<unknown> {
    return this.exchange(call, token).then((response) =>
      response.statusCode === 401 && this.credentials && token !== null ? this.retryRenewed(call, response, token, this.credentials) : this.answer(call, response),
    );
  }

  /** After a 401: once more with a renewed token; refused again (or none), the session is over. */
  private async retryRenewed(call: RestCall, refused: UpstreamResponse, token: string, credentials: ViewerCredentials): Promise<unknown> {
    const renewed = await credentials.renew(token);
    const response = renewed === null ? refused : await this.exchange(call, renewed);
    if (response.statusCode === 401) credentials.rejected();
    return this.answer(call, response);
  }

  private answer(call: RestCall, response: UpstreamResponse): unknown {
    const body = this.interpret(response.statusCode, response.text, call);
    if (call.method !== 'GET' && this.options.notified) {
      const recipients = parseNotifiedUsers(response.notifiedUsers);
      if (recipients) this.options.notified.publish(recipients);
    }
    return body;
  }

  private single<T>(body: unknown, path: string): T {
    const data = unwrapSingle(body);
    if (!data) throw this.unavailable(`GET ${path}: not a {data: {...}} envelope`);
    return data as T;
  }

  private exchange(call: RestCall, token: string | null): Promise<UpstreamResponse> {
    const cancellation = this.options.cancellation;
    // Refused before counting: a call that is never sent is no upstream request.
    if (cancellation?.aborted) return Promise.reject(RequestCancelledError.from(cancellation));
    this.#requestCount += 1;
    return exchange(this.connection, {
      method: call.method,
      url: call.url,
      what: whatOf(call),
      token,
      body: call.body,
      forwardedFor: this.options.forwardedFor,
      cancellation,
    });
  }

  private interpret(statusCode: number, text: string, call: RestCall): unknown {
    if (statusCode >= 500) throw this.unavailable(`${whatOf(call)}: status ${statusCode}`);
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      if (statusCode >= 200 && statusCode < 300) throw this.unavailable(`${whatOf(call)}: body is not JSON`);
      body = null;
    }
    if (statusCode >= 200 && statusCode < 300) return body;
    switch (statusCode) {
      case 404:
        throw new UpstreamNotFoundError(whatOf(call));
      case 422:
        throw validationErrorFrom(body);
      case 401:
        throw new NotAuthenticatedError(messageOf(body));
      case 429:
        throw new TooManyRequestsError(messageOf(body));
      case 403:
        throw new NotAuthorizedError(messageOf(body));
      default:
        throw new UpstreamRequestError(statusCode, whatOf(call));
    }
  }

  private unavailable(detail: string): UpstreamUnavailableError {
    this.connection.log(`upstream unavailable: ${detail}`);
    return new UpstreamUnavailableError(detail);
  }
}

/** One call of the client, as sent (and sent again after a renewed token). */
interface RestCall {
  readonly method: UpstreamMethod;
  /** Under /api/v1, without the query: for errors and logs ("GET /pods/x"). */
  readonly path: string;
  /** Absolute, with the query. */
  readonly url: string;
  readonly body: RequestBody | undefined;
}

/** For errors and logs: "GET /pods/x". */
function whatOf(call: RestCall): string {
  return `${call.method} ${call.path}`;
}

function nullWhenNotFound(error: unknown): null {
  if (error instanceof UpstreamNotFoundError) return null;
  throw error;
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
    const options: Dispatcher.DispatchOptions = { origin, path, method: call.method, headers };
    // undici writes the multipart content type (with its boundary) for FormData bodies itself.
    if (call.body) options.body = 'json' in call.body ? JSON.stringify(call.body.json) : call.body.form;
    connection.dispatcher.dispatch(options, new Exchange(call, connection.log, resolve, reject));
  });
}

/**
 * One call's answer as undici hands it over: the status, the Notified-Users header and the body's
 * chunks. A class, so a call makes one object rather than a closure per callback.
 */
class Exchange implements Dispatcher.DispatchHandler, Cancellable {
  #controller: Dispatcher.DispatchController | null = null;
  #statusCode = 0;
  #notifiedUsers: string | undefined = undefined;
  readonly #chunks: Buffer[] = [];

  private readonly call: UpstreamCall;
  private readonly log: (line: string) => void;
  private readonly resolve: (response: UpstreamResponse) => void;
  private readonly reject: (error: Error) => void;
  constructor(
    call: UpstreamCall,
    log: (line: string) => void,
    resolve: (response: UpstreamResponse) => void,
    reject: (error: Error) => void,
  ) {
    this.call = call;
    this.log = log;
    this.resolve = resolve;
    this.reject = reject;
    call.cancellation?.join(this);
  }

  cancel(reason: Error): void {
    this.#controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    const reason = this.call.cancellation?.reason;
    if (reason) controller.abort(reason);
  }

  onResponseStart(_: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.#statusCode = statusCode;
    const notified = headers[NOTIFIED_USERS_HEADER];
    this.#notifiedUsers = Array.isArray(notified) ? notified.join(',') : notified;
  }

  onResponseData(_: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.call.cancellation?.leave(this);
    const chunks = this.#chunks;
    this.resolve({ statusCode: this.#statusCode, text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'), notifiedUsers: this.#notifiedUsers });
  }

  onResponseError(_: Dispatcher.DispatchController | null, error: Error): void {
    const cancellation = this.call.cancellation;
    cancellation?.leave(this);
    // Cancelled on purpose (client gone, deadline): not an upstream failure.
    if (cancellation?.aborted) {
      this.reject(RequestCancelledError.from(cancellation));
      return;
    }
    this.log(`upstream unavailable: ${this.call.what}: ${describe(error)}`);
    this.reject(new UpstreamUnavailableError(`${this.call.what}: ${describe(error)}`));
  }
}

/** `http://host:port/api/v1/x?y` → its origin, and its path with the query. */
function splitUrl(url: string): { origin: string; path: string } {
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return at < 0 ? { origin: url, path: '/' } : { origin: url.slice(0, at), path: url.slice(at) };
}
