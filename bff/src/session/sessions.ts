import type { Plugin } from 'graphql-yoga';
import { type OAuthEndpoint } from '../upstream/oauth.ts';
import { readCookie, serializeCookie, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, wantsSecureCookie } from './cookies.ts';
import { isAllowedOrigin } from './origin-check.ts';
import { RefreshCoordinator } from './refresh-coordinator.ts';
import { RequestSession, tokenSetFrom } from './request-session.ts';
import { openTokens, sealTokens } from './sealed-cookie.ts';
import { sessionKeyFrom } from './session-key.ts';

export interface SessionsOptions {
  /** SESSION_SECRET (32+ bytes). */
  secret: string;
  oauth: OAuthEndpoint;
  /** Origins besides the bff's own that may send requests (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  now?: () => number;
}

/**
 * The bff as OAuth token handler for browsers: the token pair lives sealed in one httpOnly cookie
 * and is only ever opened here. One instance per bff process.
 */
export class Sessions {
  readonly #key: Buffer;
  readonly #now: () => number;
  readonly #refresher: RefreshCoordinator;
  readonly #byRequest = new WeakMap<Request, RequestSession>();

  constructor(private readonly options: SessionsOptions) {
    this.#key = sessionKeyFrom(options.secret);
    this.#now = options.now ?? Date.now;
    this.#refresher = new RefreshCoordinator(async (refreshToken) => {
      const response = await options.oauth.refreshGrant(refreshToken);
      return response ? tokenSetFrom(response, this.#now()) : null;
    });
  }

  get oauth(): OAuthEndpoint {
    return this.options.oauth;
  }

  /** The session of one request (the same object for the context and the response hook). */
  forRequest(request: Request): RequestSession {
    let session = this.#byRequest.get(request);
    if (!session) {
      const sealed = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
      session = new RequestSession(
        {
          tokens: sealed ? openTokens(sealed, this.#key, SESSION_COOKIE) : null,
          bearer: bearerToken(request.headers.get('authorization')),
          cookieWasSent: sealed !== null,
        },
        this.#refresher,
        this.#now,
      );
      this.#byRequest.set(request, session);
    }
    return session;
  }

  /**
   * Whether the request's headers carry credentials: a session cookie that opens with our key, or
   * a bearer token. Read from the raw headers, so a body can be refused before it is read.
   */
  hasCredentials(cookieHeader: string | undefined, authorizationHeader: string | undefined): boolean {
    if (bearerToken(authorizationHeader ?? null) !== null) return true;
    const sealed = readCookie(cookieHeader ?? null, SESSION_COOKIE);
    return sealed !== null && openTokens(sealed, this.#key, SESSION_COOKIE) !== null;
  }

  /** The Set-Cookie value this request's response needs, if any. */
  setCookieFor(request: Request): string | null {
    const change = this.#byRequest.get(request)?.cookieChange;
    if (!change || change.kind === 'keep') return null;
    const secure = wantsSecureCookie(request.url);
    if (change.kind === 'clear') return serializeCookie(SESSION_COOKIE, '', { secure, maxAgeSeconds: 0 });
    return serializeCookie(SESSION_COOKIE, sealTokens(change.tokens, this.#key, SESSION_COOKIE), {
      secure,
      maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    });
  }

  /** The Yoga plugin: refuses foreign origins up front, writes the cookie on the way out. */
  plugin(): Plugin {
    return {
      onRequest: ({ request, endResponse, fetchAPI }) => {
        if (isAllowedOrigin(request, this.options.allowedOrigins)) return;
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message: 'Cross-origin requests are not allowed.', extensions: { code: 'FORBIDDEN' } }] }),
            { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
          ),
        );
      },
      onResponse: ({ request, response }) => {
        const cookie = this.setCookieFor(request);
        if (cookie === null) return;
        response.headers.append('set-cookie', cookie);
        // A response that sets a session must never be stored by a shared cache.
        response.headers.set('cache-control', 'no-store');
      },
    };
  }
}

/** `Authorization: Bearer <token>` from a non-browser client, or null. */
function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
