import { request } from 'undici';
import type { UpstreamConnection } from './connection.ts';
import { messageOf, unwrapList, unwrapSingle, validationErrorFrom, type ListPage } from './envelope.ts';
import {
  NotAuthenticatedError,
  NotAuthorizedError,
  UpstreamNotFoundError,
  UpstreamRequestError,
  UpstreamUnavailableError,
} from './errors.ts';

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

  constructor(
    private readonly connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>,
    private readonly viewerToken: string | null = null,
  ) {}

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

  /** Sends one request and returns its parsed JSON body, or throws the typed error for its status. */
  async getJson(path: string, query?: QueryParams): Promise<unknown> {
    const url = this.connection.baseUrl + API_PREFIX + path + toQueryString(query);
    this.#requestCount += 1;
    let statusCode: number;
    let text: string;
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher: this.connection.dispatcher,
        headers: {
          accept: 'application/json',
          ...(this.viewerToken ? { authorization: `Bearer ${this.viewerToken}` } : {}),
        },
      });
      statusCode = response.statusCode;
      // Always read the body to the end: an unread body keeps the pooled socket busy.
      text = await response.body.text();
    } catch (error) {
      throw this.unavailable(`GET ${path}: ${describe(error)}`);
    }
    return this.interpret(statusCode, text, `GET ${path}`);
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
