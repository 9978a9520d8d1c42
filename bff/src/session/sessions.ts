import type { Plugin } from 'graphql-yoga';
import { type OAuthEndpoint } from '../upstream/oauth.ts';
import { readCookie, serializeCookie, SESSION_MAX_AGE_SECONDS, sessionCookieName, wantsSecureCookie } from './cookies.ts';
import { isAllowedOrigin, isOwnOrigin } from './origin-check.ts';
import { RefreshCoordinator } from './refresh-coordinator.ts';
import { RequestSession, tokenSetFrom } from './request-session.ts';
import { OpenedCookies } from './opened-cookies.ts';
import { sealTokens } from './sealed-cookie.ts';
import { sessionKeyFrom } from './session-key.ts';
import { RequestSlot } from '../http/request-slot.ts';

export interface SessionsOptions {
  /** SESSION_SECRET (32+ bytes). */
  secret: string;
  oauth: OAuthEndpoint;
  /** Origins besides the bff's own that may send requests (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /**
   * PUBLIC_URL: the site's address in browsers. https: the cookie is `__Host-` prefixed and always
   * Secure. Set: the Origin check compares with it instead of the Host header.
   */
  publicUrl?: URL | null;
  now?: () => number;
}

/**
 * The bff as OAuth token handler for browsers: the token pair lives sealed in one httpOnly cookie
 * and is only ever opened here. One instance per bff process.
 */
export class Sessions {
  readonly #key: Buffer;
  readonly #cookie: string;
  readonly #publicUrl: URL | null;
  readonly #now: () => number;
  readonly #refresher: RefreshCoordinator;
  readonly #byRequest = new RequestSlot<RequestSession>('session');
  readonly #opened: OpenedCookies;

  private readonly options: SessionsOptions;
  constructor(options: SessionsOptions) {
    this.options = options;
    this.#key = sessionKeyFrom(options.secret);
    this.#publicUrl = options.publicUrl ?? null;
    this.#cookie = sessionCookieName(this.#publicUrl);
    this.#opened = new OpenedCookies(this.#key, this.#cookie);
    this.#now = options.now ?? Date.now;
    this.#refresher = new RefreshCoordinator(async (refreshToken) => {
      const response = await options.oauth.refreshGrant(refreshToken);
      return response ? tokenSetFrom(response, this.#now()) : null;
    });
  }

  /** The session cookie's name: `__Host-jotpod_session` on an https site, `jotpod_session` otherwise. */
  get cookieName(): string {
    return this.#cookie;
  }

  get oauth(): OAuthEndpoint {
    return this.options.oauth;
  }

  /** The session of one request (the same object for the context and the response hook). */
  forRequest(request: Request): RequestSession {
    let session = this.#byRequest.get(request);
    if (!session) {
      session = this.fromHeaders(request.headers.get('cookie') ?? undefined, request.headers.get('authorization') ?? undefined);
      this.#byRequest.set(request, session);
    }
    return session;
  }

  /** A new session from a request's Cookie and Authorization headers (one per request: it records the cookie's change). */
  fromHeaders(cookieHeader: string | undefined, authorizationHeader: string | undefined): RequestSession {
    const sealed = readCookie(cookieHeader ?? null, this.#cookie);
    return new RequestSession(
      {
        tokens: sealed ? this.#opened.open(sealed) : null,
        bearer: bearerToken(authorizationHeader ?? null),
        cookieWasSent: sealed !== null,
      },
      this.#refresher,
      this.#now,
    );
  }

  /**
   * Whether the request's headers carry credentials: a session cookie that opens with our key, or
   * a bearer token. Read from the raw headers, so a body can be refused before it is read.
   */
  hasCredentials(cookieHeader: string | undefined, authorizationHeader: string | undefined): boolean {
    if (bearerToken(authorizationHeader ?? null) !== null) return true;
    const sealed = readCookie(cookieHeader ?? null, this.#cookie);
    return sealed !== null && this.#opened.open(sealed) !== null;
  }

  /**
   * Whether the request sends credentials of any kind: the session cookie (whether or not it
   * opens: one that does not is answered with a cookie that clears it) or a bearer token. A
   * request without is a visitor's, the same for everyone.
   */
  sendsCredentials(request: Request): boolean {
    return this.sendsCredentialsIn(request.headers.get('cookie') ?? undefined, request.headers.get('authorization') ?? undefined);
  }

  /** `sendsCredentials` from a Node request's Cookie and Authorization headers. */
  sendsCredentialsIn(cookieHeader: string | undefined, authorizationHeader: string | undefined): boolean {
    if (authorizationHeader !== undefined) return true;
    return readCookie(cookieHeader ?? null, this.#cookie) !== null;
  }

  /** The Set-Cookie value this request's response needs, if any. */
  setCookieFor(request: Request): string | null {
    const session = this.#byRequest.get(request);
    return session ? this.setCookieOf(session, request.url) : null;
  }

  /** The Set-Cookie value a session's response needs, if any; `requestUrl` is the address the request was sent to. */
  setCookieOf(session: RequestSession, requestUrl: string): string | null {
    const change = session.cookieChange;
    if (change.kind === 'keep') return null;
    // An https site's cookie is always Secure (the `__Host-` prefix requires it), whatever
    // address the request reached this process by (plain http from the TLS proxy).
    const secure = this.#publicUrl?.protocol === 'https:' || wantsSecureCookie(requestUrl);
    if (change.kind === 'clear') return serializeCookie(this.#cookie, '', { secure, maxAgeSeconds: 0 });
    return serializeCookie(this.#cookie, sealTokens(change.tokens, this.#key, this.#cookie), {
      secure,
      maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    });
  }

  /** Whether a request with this Origin header, sent to `requestUrl`, comes from the site itself (or names no origin). */
  isSameOrigin(originHeader: string | undefined, requestUrl: string): boolean {
    return originHeader === undefined || isOwnOrigin(originHeader, requestUrl, this.#publicUrl);
  }

  /** The Yoga plugin: refuses foreign origins up front, writes the cookie on the way out. */
  plugin(): Plugin {
    return {
      onRequest: ({ request, endResponse, fetchAPI }) => {
        if (isAllowedOrigin(request, this.options.allowedOrigins, this.#publicUrl)) return;
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message: 'Cross-origin requests are not allowed.', extensions: { code: 'FORBIDDEN' } }] }),
            { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
          ),
        );
      },
      onResponse: ({ request, response }) => {
        const cookie = this.setCookieFor(request);
        if (cookie !== null) response.headers.append('set-cookie', cookie);
        // A response that sets a session or answers one (a viewer's data) is never stored by any
        // cache, the browser's included (a shared computer's next user, the back button).
        if (cookie !== null || this.#byRequest.get(request)?.signedIn) response.headers.set('cache-control', 'no-store');
      },
    };
  }
}

/** `Authorization: Bearer <token>` from a non-browser client, or null. */
function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
