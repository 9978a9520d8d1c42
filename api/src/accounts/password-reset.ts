import type { FastifyPluginAsync } from 'fastify';
import type { AddressThrottle } from '../auth/attempt-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { randomSecret, sha256 } from '../auth/secrets.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { tooManyAttempts } from '../http/too-many-attempts.ts';
import type { Mailer } from './mailer.ts';
import { FormReader } from './rules.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;
/** One reset mail per account per minute (Laravel's password broker throttle); a request within
 * that minute is answered like any other but mails nothing. */
const RESEND_AFTER_SECONDS = 60;

/**
 * The one answer to every well-formed reset request, whether the address has an account or not,
 * so the form cannot be used to find out which addresses are registered.
 */
export const RESET_LINK_SENT = "If an account exists for that address, we've emailed a reset link.";
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  /** Public origin of the web app; the mail links to {appUrl}/password/reset. */
  appUrl: string;
  /** Reset requests per client address. */
  throttle: AddressThrottle;
}

/**
 * POST /api/v1/password/email mails a single-use reset token valid for 60 minutes to an address
 * that has an account (a new one replaces any unused older one) and answers the same text for
 * every address; POST /api/v1/password/reset spends it on a new password and signs the account
 * out everywhere, since whoever held the old password may hold its tokens.
 */
export const passwordResetRoutes: FastifyPluginAsync<PasswordResetOptions> = async (app, { db, mailer, appUrl, throttle }) => {
  app.post('/api/v1/password/email', async (request, reply) => {
    const wait = await throttle.take(request.ip);
    if (wait > 0) return tooManyAttempts(reply, wait, 'password reset requests');
    const form = new FormReader(request.body);
    const { email } = form.valid({ email: form.requiredEmail('email') });
    const user = await userByEmail(db, email);
    if (user) await mailResetLink(user.email);
    return { message: RESET_LINK_SENT };
  });

  async function mailResetLink(email: string): Promise<void> {
    const [recent] = await db.query(
      `SELECT 1 FROM password_resets WHERE lower(email) = lower($1) AND used_at IS NULL
         AND created_at > now() - make_interval(secs => $2)`,
      [email, RESEND_AFTER_SECONDS],
    );
    if (recent) return;

    const token = randomSecret(32);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM password_resets WHERE lower(email) = lower($1) AND used_at IS NULL', [email]);
      await tx.query(
        `INSERT INTO password_resets (email, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [email, sha256(token), RESET_TOKEN_TTL_MINUTES],
      );
    });
    await mailer.send(resetMail(email, token, appUrl));
  }

  app.post('/api/v1/password/reset', async (request) => {
    const form = new FormReader(request.body);
    const input = form.valid({
      email: form.requiredEmail('email'),
      token: form.requiredString('token'),
      password: form.password('password', { min: 8, confirmed: true }),
    });
    // An unknown address is answered like a wrong token: this form must not tell them apart either.
    const user = await userByEmail(db, input.email);
    if (!user) throw new ValidationError({ email: [INVALID_RESET_TOKEN] });

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
