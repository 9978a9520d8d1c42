import type { Db } from '../db/client.ts';
import { randomUUID } from 'node:crypto';
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
 * How long after a refresh token was rotated it may still be exchanged, once more, for a sibling
 * pair: two bff replicas refreshing the same session at the same moment (each process coalesces
 * its own refreshes, replicas cannot) both get tokens instead of one of them looking like a thief.
 * Only the family's latest rotated token qualifies; any older one, or this one later, is reuse.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * Issues an access token and its refresh token, in the family of `familyId` (a refresh) or in a
 * new family (a sign-in). Only SHA-256 hashes are stored; the plain values exist in this
 * response and nowhere else. Expiry uses the database clock, like every check below, so api
 * replicas with drifting clocks agree.
 */
export async function issueTokens(db: Db, userId: number, clientId: number, familyId: string = randomUUID()): Promise<TokenResponse> {
  return db.transaction((tx) => insertPair(tx, userId, clientId, familyId));
}

async function insertPair(tx: Db, userId: number, clientId: number, familyId: string): Promise<TokenResponse> {
  const accessToken = randomSecret();
  const refreshToken = randomSecret();
  const [access] = await tx.query<{ id: number }>(
    `INSERT INTO oauth_access_tokens (user_id, client_id, token_hash, expires_at, family_id)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5) RETURNING id`,
    [userId, clientId, sha256(accessToken), ACCESS_TOKEN_TTL_SECONDS, familyId],
  );
  await tx.query(
    `INSERT INTO oauth_refresh_tokens (access_token_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [access!.id, sha256(refreshToken), REFRESH_TOKEN_TTL_SECONDS],
  );
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

interface RefreshTokenRow {
  id: number;
  user_id: number;
  access_token_id: number;
  family_id: string;
  revoked: boolean;
  rotated: boolean;
  /** Rotated within the grace period, and no token of its family was rotated after it. */
  latest_in_grace: boolean;
}

/**
 * Rotates a refresh token: the presented one and the access token it belonged to are revoked
 * and a new pair of the same family is issued. The revoking UPDATE is the guard, so two
 * concurrent uses of one refresh token cannot both rotate it.
 *
 * A token that was already rotated is either the other half of a race (the family's latest
 * rotation, within REFRESH_REUSE_GRACE_SECONDS: it gets a sibling pair) or a replay, and a
 * replayed refresh token means two parties hold the session: the whole family (every pair
 * descended from that sign-in) is revoked, so both must sign in again and the thief's copy dies.
 *
 * Null when the token is unknown, revoked, expired, replayed or was issued to another client.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  clientId: number,
  graceSeconds: number = REFRESH_REUSE_GRACE_SECONDS,
): Promise<TokenResponse | null> {
  const find = async (): Promise<RefreshTokenRow | undefined> => {
    const [row] = await db.query<RefreshTokenRow>(
      `SELECT r.id, a.user_id, a.id AS access_token_id, a.family_id, r.revoked, r.rotated_at IS NOT NULL AS rotated,
              (r.rotated_at > now() - make_interval(secs => $3) AND NOT EXISTS (
                 SELECT 1 FROM oauth_refresh_tokens r2 JOIN oauth_access_tokens a2 ON a2.id = r2.access_token_id
                 WHERE a2.family_id = a.family_id AND r2.rotated_at > r.rotated_at)) AS latest_in_grace
       FROM oauth_refresh_tokens r JOIN oauth_access_tokens a ON a.id = r.access_token_id
       WHERE r.token_hash = $1 AND r.expires_at > now() AND a.client_id = $2`,
      [sha256(refreshToken), clientId, graceSeconds],
    );
    return row;
  };
  let token = await find();
  if (!token) return null;
  if (!token.revoked) {
    const live = token;
    // One transaction: a concurrent request sees the token either unrotated or rotated with its
    // successor in place, never a family with no live token (which would read as signed out).
    const successor = await db.transaction(async (tx) => {
      const [rotated] = await tx.query(
        'UPDATE oauth_refresh_tokens SET revoked = true, rotated_at = now() WHERE id = $1 AND NOT revoked RETURNING id',
        [live.id],
      );
      if (!rotated) return null;
      await tx.query('UPDATE oauth_access_tokens SET revoked = true WHERE id = $1', [live.access_token_id]);
      return insertPair(tx, live.user_id, clientId, live.family_id);
    });
    if (successor) return successor;
    // Another request rotated it since it was read: judge it as it is now.
    token = await find();
    if (!token) return null;
  }
  // Revoked without being rotated: signed out, or ended by a password change or reset.
  if (!token.rotated) return null;
  if (token.latest_in_grace && !(await familyRevoked(db, token.family_id))) {
    return issueTokens(db, token.user_id, clientId, token.family_id);
  }
  await revokeFamily(db, token.family_id);
  return null;
}

/** Whether the family has been ended (its every token revoked): no sibling is issued into it. */
async function familyRevoked(db: Db, familyId: string): Promise<boolean> {
  const live = await db.query(
    `SELECT 1 FROM oauth_refresh_tokens r JOIN oauth_access_tokens a ON a.id = r.access_token_id
     WHERE a.family_id = $1 AND NOT r.revoked LIMIT 1`,
    [familyId],
  );
  return live.length === 0;
}

/** Ends a sign-in: every access and refresh token of the family. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE oauth_refresh_tokens SET revoked = true WHERE NOT revoked AND access_token_id IN (
         SELECT id FROM oauth_access_tokens WHERE family_id = $1)`,
      [familyId],
    );
    await tx.query('UPDATE oauth_access_tokens SET revoked = true WHERE family_id = $1 AND NOT revoked', [familyId]);
  });
}

/** Sign-out: the family of this access token, i.e. every pair of the same sign-in. */
export async function revokeAccessToken(db: Db, accessTokenId: number): Promise<void> {
  const [row] = await db.query<{ family_id: string }>('SELECT family_id FROM oauth_access_tokens WHERE id = $1', [accessTokenId]);
  if (row) await revokeFamily(db, row.family_id);
}

/**
 * RFC 7009 revocation by a client: the token may be either an access or a refresh token; either
 * way its whole family (that sign-in) is revoked. Tokens of other clients and unknown tokens are
 * ignored (the caller answers 200 regardless, so nothing is learned about tokens it does not own).
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
