import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { randomSecret, sha256 } from '../auth/secrets.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import type { Mailer } from './mailer.ts';
import { FormReader } from './rules.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;
/** Laravel's password broker throttle: one reset mail per address per minute. */
const RESEND_AFTER_SECONDS = 60;

// Laravel's passwords.* texts.
export const USER_NOT_FOUND = "We can't find a user with that email address.";
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';
const THROTTLED = 'Please wait before retrying.';

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  /** Public origin of the web app; the mail links to {appUrl}/password/reset. */
  appUrl: string;
}

/**
 * POST /api/v1/password/email sends a single-use reset token valid for 60 minutes (a new one
 * replaces any unused older one); POST /api/v1/password/reset spends it on a new password and
 * signs the account out everywhere, since whoever held the old password may hold its tokens.
 */
export const passwordResetRoutes: FastifyPluginAsync<PasswordResetOptions> = async (app, { db, mailer, appUrl }) => {
  app.post('/api/v1/password/email', async (request) => {
    const form = new FormReader(request.body);
    const { email } = form.valid({ email: form.requiredEmail('email') });
    const user = await userByEmail(db, email);
    if (!user) throw new ValidationError({ email: [USER_NOT_FOUND] });

    const [recent] = await db.query(
      `SELECT 1 FROM password_resets WHERE lower(email) = lower($1) AND used_at IS NULL
         AND created_at > now() - make_interval(secs => $2)`,
      [user.email, RESEND_AFTER_SECONDS],
    );
    if (recent) throw new ValidationError({ email: [THROTTLED] });

    const token = randomSecret(32);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM password_resets WHERE lower(email) = lower($1) AND used_at IS NULL', [user.email]);
      await tx.query(
        `INSERT INTO password_resets (email, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [user.email, sha256(token), RESET_TOKEN_TTL_MINUTES],
      );
    });
    await mailer.send(resetMail(user.email, token, appUrl));
    return { message: 'We have emailed your password reset link.' };
  });

  app.post('/api/v1/password/reset', async (request) => {
    const form = new FormReader(request.body);
    const input = form.valid({
      email: form.requiredEmail('email'),
      token: form.requiredString('token'),
      password: form.password('password', { min: 8, confirmed: true }),
    });
    const user = await userByEmail(db, input.email);
    if (!user) throw new ValidationError({ email: [USER_NOT_FOUND] });

    const passwordHash = await hashPassword(input.password);
    const reset = await db.transaction(async (tx) => {
      // Spending the token is the guard: a used, expired or foreign token updates no row.
      const [spent] = await tx.query(
        `UPDATE password_resets SET used_at = now()
         WHERE token_hash = $1 AND lower(email) = lower($2) AND used_at IS NULL AND expires_at > now()
         RETURNING id`,
        [sha256(input.token), user.email],
      );
      if (!spent) return false;
      await tx.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [passwordHash, user.id]);
      return true;
    });
    if (!reset) throw new ValidationError({ email: [INVALID_RESET_TOKEN] });
    await revokeUserTokens(db, user.id);
    return { message: 'Your password has been reset.' };
  });
};

async function userByEmail(db: Db, email: string): Promise<{ id: number; email: string } | undefined> {
  const [user] = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE lower(email) = lower($1)', [email]);
  return user;
}

/** Laravel's ResetPassword notification, as plain text. The token is also printed on its own
 * line so it can be copied when the link's host is not reachable (and read by tests). */
function resetMail(to: string, token: string, appUrl: string) {
  const link = `${appUrl.replace(/\/+$/, '')}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Reset Password Notification',
    text: [
      'You are receiving this email because we received a password reset request for your account.',
      '',
      `Reset Password: ${link}`,
      '',
      `Reset token: ${token}`,
      '',
      `This password reset link will expire in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      '',
      'If you did not request a password reset, no further action is required.',
    ].join('\n'),
  };
}
