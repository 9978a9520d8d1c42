import type { Db } from '../db/client.ts';
import { presentUsers, type UserJson } from '../resources/users/present.ts';
import { usersByIds } from '../resources/users/queries.ts';
import { pendingEmailOf } from './email-change.ts';

/**
 * The signed-in user's own profile: the public user resource as its owner sees it, i.e. with
 * email, phone and default_pod_id (the read endpoints' presenter decides the shape, so
 * GET /users/{id} and GET /user never drift apart).
 */
export async function loadOwnProfile(db: Db, userId: number): Promise<OwnProfileJson> {
  const [json] = await presentUsers({ db, viewerId: userId }, await usersByIds(db, [userId]));
  if (!json) throw new Error(`user ${userId} vanished while signed in`);
  return { ...json, pending_email: await pendingEmailOf(db, userId) };
}

/** The own profile adds the address an email change waits to have confirmed (null: none). */
export interface OwnProfileJson extends UserJson {
  pending_email: string | null;
}

/** Both drivers report a unique-index violation as SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Whether another account already uses this email (compared case-insensitively, like the index). */
export async function emailTaken(db: Db, email: string, exceptUserId: number | null = null): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2',
    [email, exceptUserId],
  );
  return rows.length > 0;
}
