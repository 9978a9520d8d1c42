import { randomBytes } from 'node:crypto';
import { ensureOAuthClient } from '../../../api/src/auth/clients.ts';
import type { StartBffOptions } from '../../src/server.ts';
import { SESSION_COOKIE } from '../../src/session/cookies.ts';
import { persistedId } from './persisted-client.ts';
import { startStack, type ApiThrottles, type Stack } from './stack.ts';

/** The bff's OAuth client, registered in the api's database the way `startApi` does from the env. */
export const OAUTH_CLIENT = { id: '1', secret: 'bff-test-client-secret' } as const;

export interface AccountsStack extends Stack {
  /** The bff's SESSION_SECRET (tests open cookies with it to see what they hold). */
  sessionSecret: string;
}

/** The real api with the bff's OAuth client, and a bff that holds its secret. */
export async function startAccountsStack(bffOptions: Partial<StartBffOptions> = {}, apiThrottles: ApiThrottles = {}): Promise<AccountsStack> {
  const sessionSecret = randomBytes(32).toString('hex');
  const stack = await startStack({ oauthClient: OAUTH_CLIENT, sessionSecret, ...bffOptions }, apiThrottles);
  await ensureOAuthClient(stack.db, { ...OAUTH_CLIENT, name: 'Jotpod bff' });
  return { ...stack, sessionSecret };
}

export interface Reply<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  /** The Set-Cookie for the session cookie, as sent (null when the response set none). */
  setCookie: string | null;
  text: string;
  headers: Headers;
}

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/**
 * A browser as far as the bff can tell: it keeps the session cookie it is given (and drops it
 * when told to), sends the page's Origin and, like the web client, `x-graphql-csrf: 1`.
 */
export class Browser {
  /** The session cookie's value, as the browser would store it. */
  cookie: string | null = null;
  /** The web client always sends `x-graphql-csrf: 1`; a forged cross-site request cannot. */
  sendsCsrfHeader = true;

  private readonly bffUrl: string;
  private readonly origin: string | null;
  private readonly cookieName: string;
  constructor(
    bffUrl: string,
    origin: string | null = bffUrl,
    /** The session cookie's name: `__Host-jotpod_session` when the bff's PUBLIC_URL is https. */
    cookieName: string = SESSION_COOKIE,
  ) {
    this.bffUrl = bffUrl;
    this.origin = origin;
    this.cookieName = cookieName;
  }

  graphql<T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Reply<T>> {
    return this.send<T>(JSON.stringify({ query, variables }), { 'content-type': 'application/json', ...headers });
  }

  /** One of the web app's operations by its persisted id, as the web app POSTs a viewer's queries and every mutation. */
  persisted<T>(operationName: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const extensions = { persistedQuery: { version: 1, sha256Hash: persistedId(operationName) } };
    return this.send<T>(JSON.stringify({ operationName, variables, extensions }), { 'content-type': 'application/json', ...headers });
  }

  /** A GraphQL multipart request (spec): operations, map, then one part per file. */
  upload<T>(query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    const paths = Object.keys(files);
    form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [path]]))));
    paths.forEach((path, i) => {
      const file = files[path]!;
      form.append(String(i), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    });
    return this.send<T>(form, headers);
  }

  private async send<T>(body: string | FormData, headers: Record<string, string>): Promise<Reply<T>> {
    const response = await fetch(`${this.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        ...(this.sendsCsrfHeader ? { 'x-graphql-csrf': '1' } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}),
        ...headers,
      },
      body,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${this.cookieName}=`)) ?? null;
    if (setCookie) this.store(setCookie);
    const text = await response.text();
    let parsed: { data?: T | null; errors?: Reply<T>['errors'] } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not JSON (e.g. a 413 from the body limit): the test reads `text`.
    }
    return { status: response.status, data: parsed.data ?? null, errors: parsed.errors, setCookie, text, headers: response.headers };
  }

  private store(setCookie: string): void {
    const value = setCookie.slice(this.cookieName.length + 1, setCookie.indexOf(';'));
    this.cookie = /;\s*Max-Age=0(;|$)/i.test(setCookie) || value === '' ? null : value;
  }
}

export const VIEWER_FIELDS = 'id databaseId name email avatarUrl defaultPod { id databaseId }';

export const LOGIN = `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload { viewer { ${VIEWER_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { field messages } }
    }
  }`;

export const REGISTER = `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload { viewer { ${VIEWER_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { field messages } }
    }
  }`;

export const LOGOUT = 'mutation { logout { signedOut } }';

export const VIEWER = `{ viewer { ${VIEWER_FIELDS} } }`;

export interface ViewerData {
  id: string;
  databaseId: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  defaultPod: { id: string; databaseId: number } | null;
}

export interface MutationResult {
  __typename: string;
  viewer?: ViewerData;
  message?: string;
  fields?: { field: string; messages: string[] }[];
}

let accounts = 0;

/** A fresh account, signed up through the bff (so `browser` ends up signed in). */
export async function signUp(browser: Browser, name = 'Ada Reader'): Promise<{ email: string; password: string; viewer: ViewerData }> {
  accounts += 1;
  const email = `reader${accounts}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const reply = await browser.graphql<{ register: MutationResult }>(REGISTER, {
    input: { name, email, password, passwordConfirmation: password },
  });
  const result = reply.data?.register;
  if (result?.__typename !== 'RegisterPayload' || !result.viewer) throw new Error(`sign-up failed: ${reply.text}`);
  return { email, password, viewer: result.viewer };
}
