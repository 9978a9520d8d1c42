/**
 * One browser's HTTP client: its own loopback source address (Linux routes all of 127/8 to lo,
 * so 127.0.0.2, 127.0.0.3, ... are distinct clients to the bff's per-address rate limits), its own
 * connections, and, once signed in, its session cookie. Sends the web app's persisted operations
 * by id the way the browser does: a visitor's queries over GET, mutations and a signed-in user's
 * queries over POST, the CSRF header on both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, fetch, FormData, type Response } from 'undici';
import type { Recorder } from './stats.ts';

const CSRF_HEADER = { 'x-graphql-csrf': '1' };
/** Longer than the bff's own upstream timeout (20 s): a request it gives up on still answers. */
const REQUEST_TIMEOUT_MS = 30_000;

export type Variables = Record<string, unknown>;

/** The answer of one GraphQL request, when it got a 2xx without GraphQL errors. */
export type Data = Record<string, unknown>;

/**
 * The persisted id of every operation the web app sends today, by operation name: the `params`
 * of its Relay artifacts (web/src/__generated__), which hold the id the browser sends. The
 * persisted file the bff reads also keeps the older texts of a screen's query (a browser still
 * running an older build must keep working), so an id picked there by the operation's name alone
 * may be one the app no longer sends.
 */
export function loadPersistedIds(root: string): Map<string, string> {
  const directory = join(root, 'web', 'src', '__generated__');
  const ids = new Map<string, string>();
  for (const file of readdirSync(directory)) {
    if (!file.endsWith('.graphql.ts')) continue;
    const params = /"params": \{\s*"id": "([0-9a-f]{64})",\s*"metadata": \{[^}]*\},\s*"name": "(\w+)"/.exec(readFileSync(join(directory, file), 'utf8'));
    if (params) ids.set(params[2]!, params[1]!);
  }
  if (ids.size === 0) throw new Error(`no persisted operation ids in ${directory} (run npm run relay)`);
  return ids;
}

interface GraphQLBody {
  data?: Data | null;
  errors?: { message?: string; extensions?: { code?: string; retryAfter?: number } }[];
}

/** A deliberate refusal by the rate limits: the caller waits `retryAfterS` before going on. */
export class RateLimited extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super(`rate limited for ${retryAfterS} s`);
    this.retryAfterS = retryAfterS;
  }
}

/** Anything but a 2xx answer with data: recorded as an error, the caller's flow stops there. */
export class RequestFailed extends Error {}

export class Client {
  private readonly agent: Agent;
  private cookie: string | null = null;

  private readonly baseUrl: string;
  private readonly persistedIds: ReadonlyMap<string, string>;
  private readonly recorder: Recorder;
  constructor(
    baseUrl: string,
    localAddress: string,
    persistedIds: ReadonlyMap<string, string>,
    recorder: Recorder,
  ) {
    this.baseUrl = baseUrl;
    this.persistedIds = persistedIds;
    this.recorder = recorder;
    this.agent = new Agent({ localAddress, keepAliveTimeout: 10_000 });
  }

  get signedIn(): boolean {
    return this.cookie !== null;
  }

  /** The session cookie (`name=value`) once signed in: for a load generator sending as this user. */
  get sessionCookie(): string | null {
    return this.cookie;
  }

  /** A persisted operation by name: GET for a visitor's query, POST otherwise. */
  async persisted(name: string, variables: Variables, label = name): Promise<Data> {
    const id = this.persistedIds.get(name);
    if (!id) throw new Error(`no persisted operation named ${name} in web/persisted-operations.json`);
    const extensions = { persistedQuery: { version: 1, sha256Hash: id } };
    const isMutation = /Mutation$/.test(name);
    if (!isMutation && !this.signedIn) {
      const params = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
      return this.send(label, `${this.baseUrl}/graphql?${params}`, { method: 'GET', headers: { ...CSRF_HEADER } });
    }
    return this.send(label, `${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: name, variables, extensions }),
    });
  }

  /** Operation text (what a client without the persist file sends; the upload has no persisted id). */
  async text(label: string, query: string, variables: Variables): Promise<Data> {
    return this.send(label, `${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  }

  /** A GraphQL multipart request (one file at `variables.input.<field>`). */
  async upload(label: string, query: string, field: string, file: Blob, fileName: string): Promise<Data> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { input: { [field]: null } } }));
    form.append('map', JSON.stringify({ 0: [`variables.input.${field}`] }));
    form.append('0', file, fileName);
    return this.send(label, `${this.baseUrl}/graphql`, { method: 'POST', headers: { ...CSRF_HEADER }, body: form });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private async send(label: string, url: string, init: { method: string; headers: Record<string, string>; body?: string | FormData }): Promise<Data> {
    const headers = this.cookie ? { ...init.headers, cookie: this.cookie } : init.headers;
    const started = performance.now();
    let response: Response;
    let body: GraphQLBody;
    try {
      response = await fetch(url, { ...init, headers, dispatcher: this.agent, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      body = parseBody(text);
    } catch (error) {
      const ms = performance.now() - started;
      const reason = error instanceof Error ? (error.cause instanceof Error ? `${error.name}: ${error.cause.message}` : `${error.name}: ${error.message}`) : String(error);
      this.recorder.record(label, ms, 'error', reason);
      throw new RequestFailed(reason);
    }
    const ms = performance.now() - started;
    this.keepCookie(response);
    const firstError = body.errors?.[0];
    if (response.status === 429) {
      // A refusal by design (over the client's budget), reported apart from the errors.
      const retryAfter = Number(response.headers.get('retry-after')) || firstError?.extensions?.retryAfter || 1;
      this.recorder.record(label, ms, 'rate-limited');
      throw new RateLimited(retryAfter);
    }
    if (response.status < 200 || response.status > 299 || firstError || !body.data) {
      const reason = `${response.status} ${firstError?.extensions?.code ?? ''} ${firstError?.message ?? ''}`.trim().slice(0, 160);
      this.recorder.record(label, ms, 'error', reason);
      throw new RequestFailed(reason);
    }
    this.recorder.record(label, ms, 'ok');
    return body.data;
  }

  /** The bff sets the session cookie on sign-in and renews it with the tokens; keep the latest. */
  private keepCookie(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const [name, value] = pair.split('=', 2);
      if (!name || !/session/.test(name)) continue;
      this.cookie = value ? pair : null;
    }
  }
}

function parseBody(text: string): GraphQLBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphQLBody) : {};
  } catch {
    return { errors: [{ message: `not JSON: ${text.slice(0, 80)}` }] };
  }
}
