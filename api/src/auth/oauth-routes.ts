import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { authenticateClient } from './clients.ts';
import type { LoginThrottle } from './attempt-throttle.ts';
import { tooManyAttempts } from '../http/too-many-attempts.ts';
import { verifyPassword } from './passwords.ts';
import { issueTokens, revokeAccessToken, revokeTokenOfClient, rotateRefreshToken } from './tokens.ts';
import { requireUser, viewerOf } from './viewer.ts';

export interface OAuthRoutesOptions {
  db: Db;
  throttle: LoginThrottle;
}

/** The error texts of Laravel Passport (league/oauth2-server), which the bff and clients know. */
const INVALID_REQUEST =
  'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.';

/**
 * OAuth2 token endpoint for the password and refresh_token grants, plus revocation:
 * - POST /oauth/token           (JSON or form body) issue or refresh a token pair
 * - POST /oauth/token/revoke    (client credentials + token, RFC 7009) revoke that pair
 * - DELETE /oauth/token         (Bearer) sign out: revoke the presented token's pair
 */
export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (app, { db, throttle }) => {
  acceptFormBodies(app);

  app.post('/oauth/token', async (request, reply) => {
    const body = stringFields(request.body);
    const grant = body.grant_type;
    if (grant !== 'password' && grant !== 'refresh_token') {
      return oauthError(reply, 400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.', 'Check that all required parameters have been provided');
    }
    const clientId = await authenticateClient(db, body.client_id, body.client_secret);
    if (clientId === null) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    if (body.scope !== undefined && body.scope !== '' && body.scope !== '*') {
      return oauthError(reply, 400, 'invalid_scope', 'The requested scope is invalid, unknown, or malformed', `Check the \`${body.scope}\` scope`);
    }

    if (grant === 'refresh_token') {
      if (!body.refresh_token) return oauthError(reply, 400, 'invalid_request', INVALID_REQUEST, 'Check the `refresh_token` parameter');
      const tokens = await rotateRefreshToken(db, body.refresh_token, clientId);
      if (!tokens) return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid.', 'Token has been revoked, has expired or was not issued to this client');
      return tokens;
    }

    const email = body.username;
    const password = body.password;
    if (!email) return oauthError(reply, 400, 'invalid_request', INVALID_REQUEST, 'Check the `username` parameter');
    if (!password) return oauthError(reply, 400, 'invalid_request', INVALID_REQUEST, 'Check the `password` parameter');

    // Checked before the password, so a locked account cannot be probed by timing either.
    const wait = await throttle.lockedFor(email, request.ip);
    if (wait > 0) return tooManyAttempts(reply, wait, 'login attempts');
    const [user] = await db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
      [email.trim()],
    );
    if (!(await verifyPassword(user?.password_hash ?? null, password)) || !user) {
      await throttle.recordFailure(email, request.ip);
      return oauthError(reply, 400, 'invalid_grant', 'The user credentials were incorrect.');
    }
    await throttle.recordSuccess(email);
    return issueTokens(db, user.id, clientId);
  });

  app.post('/oauth/token/revoke', async (request, reply) => {
    const body = stringFields(request.body);
    const clientId = await authenticateClient(db, body.client_id, body.client_secret);
    if (clientId === null) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    if (!body.token) return oauthError(reply, 400, 'invalid_request', INVALID_REQUEST, 'Check the `token` parameter');
    await revokeTokenOfClient(db, body.token, clientId);
    return {};
  });

  app.delete('/oauth/token', { preHandler: requireUser }, async (request, reply) => {
    await revokeAccessToken(db, viewerOf(request).accessTokenId);
    return reply.code(204).send();
  });
};

/** Passport's error body: error code, its description (twice, as Passport sends) and a hint. */
function oauthError(reply: FastifyReply, status: number, error: string, message: string, hint?: string): FastifyReply {
  return reply.code(status).send({ error, error_description: message, ...(hint ? { hint } : {}), message });
}

/**
 * OAuth clients traditionally post application/x-www-form-urlencoded; Fastify only parses JSON
 * out of the box. The parser is added to this plugin's scope only, unless the app has one.
 */
function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The body's string and number fields as strings (JSON clients may send client_id: 1). */
function stringFields(body: unknown): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
  }
  return fields;
}
