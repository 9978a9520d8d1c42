import type { FastifyPluginAsync } from 'fastify';
import { randomSecret, sha256 } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { EMAIL_TAKEN, emailTaken, isUniqueViolation } from './email-uniqueness.ts';
import { FormReader } from './rules.ts';

/** Like a password reset link: one use, 60 minutes. */
export const EMAIL_CHANGE_TTL_MINUTES = 60;

export const EMAIL_CHANGED = 'Your email address has been changed.';
export const EMAIL_LINK_INVALID = 'This email confirmation link is invalid.';
export const EMAIL_LINK_USED = 'This email confirmation link has already been used.';
export const EMAIL_LINK_EXPIRED = 'This email confirmation link has expired. Change your email on your profile again to get a new one.';

export interface EmailChangeMail {
  mailer: Mailer;
  /** Public origin of the web app; the link goes to {appUrl}/email/confirm. */
  appUrl: string;
}

/**
 * Starts an email change: the new address gets a single-use link (60 minutes) and the old one a
 * notice, and nothing changes until the link is followed. Whoever holds a session (and the
 * password, which the caller has checked) therefore cannot move the account to an address they
 * own without the owner hearing of it, and a mistyped address never locks the owner out.
 * A new request replaces any unconfirmed earlier one.
 */
export async function requestEmailChange(
  db: Db,
  { mailer, appUrl }: EmailChangeMail,
  user: { id: number; name: string; email: string },
  newEmail: string,
): Promise<void> {
  const token = randomSecret(32);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL', [user.id]);
    await tx.query(
      `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [user.id, newEmail, sha256(token), EMAIL_CHANGE_TTL_MINUTES],
    );
  });
  await mailer.send(confirmationMail(newEmail, user.name, token, appUrl));
  await mailer.send(noticeMail(user.email, user.name, newEmail));
}

/** The address waiting for its confirmation (unused, unexpired), or null. */
export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.query<{ new_email: string }>(
    `SELECT new_email FROM email_changes WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()
     ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return row?.new_email ?? null;
}

/**
 * POST /api/v1/email/confirm {token}: the link of the confirmation mail. Needs no session (the
 * mail may be opened on another device): the token is the proof. Answers 200 {message, email},
 * or 422 on `token` saying whether the link is unknown, used or expired.
 */
export const emailChangeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/v1/email/confirm', async (request) => {
    const form = new FormReader(request.body);
    const { token } = form.valid({ token: form.requiredString('token', { max: 512 }) });
    const [change] = await db.query<{ id: number; user_id: number; new_email: string; used: boolean; expired: boolean }>(
      `SELECT id, user_id, new_email, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM email_changes WHERE token_hash = $1`,
      [sha256(token)],
    );
    if (!change) throw new ValidationError({ token: [EMAIL_LINK_INVALID] });
    if (change.used) throw new ValidationError({ token: [EMAIL_LINK_USED] });
    if (change.expired) throw new ValidationError({ token: [EMAIL_LINK_EXPIRED] });
    // Someone may have registered the address since the change was asked for.
    if (await emailTaken(db, change.new_email, change.user_id)) throw new ValidationError({ email: [EMAIL_TAKEN] });

    try {
      const spent = await db.transaction(async (tx) => {
        // Spending the token is the guard: of two clicks at once, one changes the address.
        const [row] = await tx.query(
          'UPDATE email_changes SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
          [change.id],
        );
        if (!row) return false;
        await tx.query('UPDATE users SET email = $1, updated_at = now() WHERE id = $2', [change.new_email, change.user_id]);
        return true;
      });
      if (!spent) throw new ValidationError({ token: [EMAIL_LINK_USED] });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] });
      throw error;
    }
    return { message: EMAIL_CHANGED, email: change.new_email };
  });
};

function confirmationMail(to: string, name: string, token: string, appUrl: string): OutgoingMail {
  const link = `${appUrl.replace(/\/+$/, '')}/email/confirm?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new email address',
    text: [
      `Hello ${name},`,
      '',
      'You asked to use this address for your Jotpod account. Confirm it to make the change:',
      '',
      `Confirm email address: ${link}`,
      '',
      `This link works once and expires in ${EMAIL_CHANGE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

function noticeMail(to: string, name: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: 'Your email address is about to change',
    text: [
      `Hello ${name},`,
      '',
      `Someone signed in to your Jotpod account asked to change its email address to ${newEmail}.`,
      'The change takes effect only once that address confirms it with the link we mailed there.',
      '',
      'If this was not you, change your password now: whoever asked knows it.',
    ].join('\n'),
  };
}
