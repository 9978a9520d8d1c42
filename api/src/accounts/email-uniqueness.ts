import type { Db } from '../db/client.ts';

/** One address, one account: what sign-up, profile edits and email changes answer when it is taken. */
export const EMAIL_TAKEN = 'The email has already been taken.';

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
