import type { Db } from '../db/client.ts';
import { randomSecret, sha256 } from './secrets.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The body of a successful POST /oauth/token (Laravel Passport's shape). */
export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

/** Who a valid access token speaks for. */
export interface TokenOwner {
  userId: number;
  accessTokenId: number;
  clientId: number;
}

/**
 * Issues an access token and its refresh token. Only SHA-256 hashes are stored; the plain
 * values exist in this response and nowhere else. Expiry uses the database clock, like every
 * check below, so api replicas with drifting clocks agree.
 */
export async function issueTokens(db: Db, userId: number, clientId: number): Promise<TokenResponse> {
  const accessToken = randomSecret();
  const refreshToken = randomSecret();
  await db.transaction(async (tx) => {
    const [access] = await tx.query<{ id: number }>(
      `INSERT INTO oauth_access_tokens (user_id, client_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
      [userId, clientId, sha256(accessToken), ACCESS_TOKEN_TTL_SECONDS],
    );
    await tx.query(
      `INSERT INTO oauth_refresh_tokens (access_token_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [access!.id, sha256(refreshToken), REFRESH_TOKEN_TTL_SECONDS],
    );
  });
  return { token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, access_token: accessToken, refresh_token: refreshToken };
}

/** The owner of an unrevoked, unexpired access token, or null. */
export async function findAccessToken(db: Db, accessToken: string): Promise<TokenOwner | null> {
  const [row] = await db.query<{ id: number; user_id: number; client_id: number }>(
    `SELECT id, user_id, client_id FROM oauth_access_tokens
     WHERE token_hash = $1 AND NOT revoked AND expires_at > now()`,
    [sha256(accessToken)],
  );
  return row ? { userId: row.user_id, accessTokenId: row.id, clientId: row.client_id } : null;
}

/**
 * Rotates a refresh token: the presented one and the access token it belonged to are revoked
 * and a new pair is issued. The revoking UPDATE is the guard, so two concurrent uses of one
 * refresh token cannot both succeed. Null when the token is unknown, revoked, expired or was
 * issued to another client.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, clientId: number): Promise<TokenResponse | null> {
  const owner = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number; access_token_id: number }>(
      `UPDATE oauth_refresh_tokens r SET revoked = true
       FROM oauth_access_tokens a
       WHERE r.token_hash = $1 AND NOT r.revoked AND r.expires_at > now()
         AND a.id = r.access_token_id AND a.client_id = $2
       RETURNING a.user_id, a.id AS access_token_id`,
      [sha256(refreshToken), clientId],
    );
    if (!row) return null;
    await tx.query('UPDATE oauth_access_tokens SET revoked = true WHERE id = $1', [row.access_token_id]);
    return row;
  });
  return owner ? issueTokens(db, owner.user_id, clientId) : null;
}

/** Logout: the access token and every refresh token issued with it. */
export async function revokeAccessToken(db: Db, accessTokenId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE oauth_access_tokens SET revoked = true WHERE id = $1', [accessTokenId]);
    await tx.query('UPDATE oauth_refresh_tokens SET revoked = true WHERE access_token_id = $1', [accessTokenId]);
  });
}

/**
 * RFC 7009 revocation by a client: the token may be either an access or a refresh token; either
 * way its whole pair is revoked. Tokens of other clients and unknown tokens are ignored (the
 * caller answers 200 regardless, so nothing is learned about tokens it does not own).
 */
export async function revokeTokenOfClient(db: Db, token: string, clientId: number): Promise<void> {
  const hash = sha256(token);
  const [row] = await db.query<{ id: number }>(
    `SELECT a.id FROM oauth_access_tokens a WHERE a.token_hash = $1 AND a.client_id = $2
     UNION ALL
     SELECT a.id FROM oauth_refresh_tokens r JOIN oauth_access_tokens a ON a.id = r.access_token_id
     WHERE r.token_hash = $1 AND a.client_id = $2`,
    [hash, clientId],
  );
  if (row) await revokeAccessToken(db, row.id);
}

/** Signs a user out everywhere (password reset), or everywhere but here (password change). */
export async function revokeUserTokens(db: Db, userId: number, exceptAccessTokenId: number | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE oauth_refresh_tokens SET revoked = true WHERE NOT revoked AND access_token_id IN (
         SELECT id FROM oauth_access_tokens WHERE user_id = $1 AND id IS DISTINCT FROM $2)`,
      [userId, exceptAccessTokenId],
    );
    await tx.query(
      'UPDATE oauth_access_tokens SET revoked = true WHERE user_id = $1 AND NOT revoked AND id IS DISTINCT FROM $2',
      [userId, exceptAccessTokenId],
    );
  });
}
