import { GraphQLError } from 'graphql';
import type { Cancellation } from './cancellation.ts';
import { exchange, type UpstreamResponse } from './client.ts';
import type { UpstreamConnection } from './connection.ts';
import { isJsonObject, messageOf } from './envelope.ts';
import { TooManyRequestsError, UpstreamUnavailableError } from './errors.ts';

/** The bff's OAuth password-grant client (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET); never leaves the bff. */
export interface OAuthClientCredentials {
  readonly id: string;
  readonly secret: string;
}

/** A successful POST /oauth/token (Laravel Passport's shape). */
export interface TokenResponse {
  readonly access_token: string;
  readonly refresh_token: string;
  /** Seconds the access token lives. */
  readonly expires_in: number;
}

/** Wrong email or password: the api's invalid_grant message ('The user credentials were incorrect.'). */
export class InvalidCredentialsError extends GraphQLError {
  constructor(message = 'The user credentials were incorrect.') {
    super(message, { extensions: { code: 'INVALID_CREDENTIALS' } });
    this.name = 'InvalidCredentialsError';
  }
}

/**
 * The api's OAuth endpoints (outside /api/v1): the password grant at sign-in, the refresh grant
 * when an access token runs out, and revocation at sign-out. Process-wide (refreshes are
 * coalesced across requests), so it talks to the connection directly rather than through a
 * request's UpstreamClient.
 */
export class OAuthEndpoint {
  private readonly connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>;
  private readonly client: OAuthClientCredentials | null;
  constructor(
    connection: Pick<UpstreamConnection, 'dispatcher' | 'baseUrl' | 'log'>,
    client: OAuthClientCredentials | null,
  ) {
    this.connection = connection;
    this.client = client;
  }

  /** Sign-in. Throws InvalidCredentialsError, TooManyRequestsError (the api's login throttle) or
   * UpstreamUnavailableError. `forwardedFor` is the browser's address, which the throttle counts;
   * `signal` the GraphQL request's (client gone, deadline passed). Refreshes and revocations take
   * none: a refresh is shared by concurrent requests, and a sign-out must revoke whatever happens. */
  async passwordGrant(email: string, password: string, forwardedFor: string | undefined, cancellation?: Cancellation): Promise<TokenResponse> {
    const response = await this.post('password grant', { grant_type: 'password', username: email, password, scope: '' }, forwardedFor, '/oauth/token', cancellation);
    const body = parse(response.text);
    if (response.statusCode === 200 && isTokenResponse(body)) return body;
    if (response.statusCode === 400 && errorCode(body) === 'invalid_grant') throw new InvalidCredentialsError(messageOf(body));
    if (response.statusCode === 429) throw new TooManyRequestsError(messageOf(body));
    throw this.failure('password grant', response);
  }

  /**
   * A new token pair for a refresh token (the old pair is revoked upstream: refresh tokens are
   * single-use). Null when the api refuses it (revoked, expired, already used); throws
   * UpstreamUnavailableError when the api cannot answer, so a blip does not end the session.
   */
  async refreshGrant(refreshToken: string): Promise<TokenResponse | null> {
    const response = await this.post('refresh grant', { grant_type: 'refresh_token', refresh_token: refreshToken, scope: '' }, undefined);
    const body = parse(response.text);
    if (response.statusCode === 200 && isTokenResponse(body)) return body;
    if (response.statusCode === 400 && errorCode(body) === 'invalid_grant') return null;
    throw this.failure('refresh grant', response);
  }

  /**
   * Sign-out of a cookie session: RFC 7009 revocation of the refresh token revokes the whole pair,
   * even when the access token has already expired (which DELETE /oauth/token would refuse).
   */
  async revokeRefreshToken(refreshToken: string): Promise<void> {
    const response = await this.post('revocation', { token: refreshToken }, undefined, '/oauth/token/revoke');
    if (response.statusCode !== 200) throw this.failure('revocation', response);
  }

  /** Sign-out of a bearer client: DELETE /oauth/token revokes the access token and its refresh
   * token. A token the api no longer accepts (401) is as good as revoked. */
  async revoke(accessToken: string): Promise<void> {
    const response = await exchange(this.connection, {
      method: 'DELETE',
      url: `${this.connection.baseUrl}/oauth/token`,
      what: 'DELETE /oauth/token',
      token: accessToken,
    });
    if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 401) {
      throw this.failure('revocation', response);
    }
  }

  private post(
    what: string,
    fields: Record<string, string>,
    forwardedFor: string | undefined,
    path = '/oauth/token',
    cancellation?: Cancellation,
  ): Promise<UpstreamResponse> {
    if (!this.client) {
      this.connection.log(`OAuth ${what} impossible: OAUTH_CLIENT_SECRET is not set for the bff`);
      throw new UpstreamUnavailableError(`${what}: no OAuth client configured`);
    }
    return exchange(this.connection, {
      method: 'POST',
      url: `${this.connection.baseUrl}${path}`,
      what: `POST ${path} (${what})`,
      token: null,
      body: { json: { ...fields, client_id: this.client.id, client_secret: this.client.secret } },
      forwardedFor,
      cancellation,
    });
  }

  private failure(what: string, response: UpstreamResponse): UpstreamUnavailableError {
    // invalid_client means the two services disagree on OAUTH_CLIENT_ID/SECRET: say so in the log.
    const code = errorCode(parse(response.text));
    const hint = code === 'invalid_client' ? ' (check OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET on the api and the bff)' : '';
    this.connection.log(`upstream unavailable: OAuth ${what} answered ${response.statusCode} ${code ?? ''}${hint}`);
    return new UpstreamUnavailableError(`OAuth ${what}: status ${response.statusCode}`);
  }
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function errorCode(body: unknown): string | undefined {
  return isJsonObject(body) && typeof body.error === 'string' ? body.error : undefined;
}

function isTokenResponse(body: unknown): body is TokenResponse {
  return (
    isJsonObject(body) &&
    typeof body.access_token === 'string' &&
    typeof body.refresh_token === 'string' &&
    typeof body.expires_in === 'number'
  );
}
