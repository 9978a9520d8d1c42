import type { Db } from '../db/client.ts';
import { sameDigest, sha256 } from './secrets.ts';

export interface OAuthClientSpec {
  /** Numeric id as the bff sends it in client_id (OAUTH_CLIENT_ID, '1' by default). */
  id: string | number;
  secret: string;
  name: string;
}

/**
 * Makes sure the password-grant client the bff uses exists with this secret (called at start-up
 * from the environment). Idempotent: a changed secret replaces the stored hash, so rotating
 * OAUTH_CLIENT_SECRET is a restart of both services.
 */
export async function ensureOAuthClient(db: Db, client: OAuthClientSpec): Promise<void> {
  const id = parseClientId(String(client.id));
  if (id === null) throw new Error(`OAuth client id must be a positive integer, got ${String(client.id)}`);
  if (!client.secret) throw new Error('OAuth client secret must not be empty');
  await db.query(
    `INSERT INTO oauth_clients (id, name, secret_hash, password_client, revoked)
     VALUES ($1, $2, $3, true, false)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, secret_hash = EXCLUDED.secret_hash, revoked = false`,
    [id, client.name, sha256(client.secret)],
  );
  // The row was written with an explicit id: move the serial past it so later inserts don't collide.
  await db.query(
    `SELECT setval(pg_get_serial_sequence('oauth_clients', 'id'), (SELECT max(id) FROM oauth_clients))`,
  );
}

/** The id of the registered, unrevoked password client these credentials name, or null. */
export async function authenticateClient(db: Db, clientId: unknown, secret: unknown): Promise<number | null> {
  if (typeof clientId !== 'string' && typeof clientId !== 'number') return null;
  if (typeof secret !== 'string' || secret === '') return null;
  const id = parseClientId(String(clientId));
  if (id === null) return null;
  const [row] = await db.query<{ secret_hash: string }>(
    'SELECT secret_hash FROM oauth_clients WHERE id = $1 AND password_client AND NOT revoked',
    [id],
  );
  return row && sameDigest(row.secret_hash, sha256(secret)) ? id : null;
}

function parseClientId(raw: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}
