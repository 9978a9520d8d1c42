import type { FastifyPluginAsync } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import { awardForProfile } from '../achievements/award.ts';
import { JOT_LEVEL_RANGE } from '../contract/resources.ts';
import type { Db, SqlValue } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { ValidationError } from '../http/errors.ts';
import { requestEmailChange, type EmailChangeMail } from './email-change.ts';
import { EMAIL_TAKEN } from './register.ts';
import { emailTaken, isUniqueViolation, loadOwnProfile } from './own-profile.ts';
import { FormReader } from './rules.ts';

export const WRONG_CURRENT_PASSWORD = 'The password is incorrect.';

/** The social link fields of the profile payload; each must be an http(s) URL. */
const LINK_FIELDS = ['facebook', 'linkedin', 'instagram', 'twitter', 'pinterest', 'storefront_url'] as const;

/**
 * GET /api/v1/user, POST /api/v1/users/profile and POST /api/v1/users/password, all for the
 * signed-in user only. Changing the email or the password asks for the current password: a
 * session alone (a borrowed laptop, a stolen cookie) must not be enough to take the account over.
 */
export const profileRoutes: FastifyPluginAsync<{ db: Db; mail: EmailChangeMail }> = async (app, { db, mail }) => {
  app.addHook('preHandler', requireUser);

  app.get('/api/v1/user', async (request) => one(await loadOwnProfile(db, viewerOf(request).id)));

  /**
   * A partial update: fields that are sent are validated and saved, absent ones stay as they
   * are; null or '' clears an optional field. Name and email cannot be cleared.
   */
  app.post('/api/v1/users/profile', async (request) => {
    const userId = viewerOf(request).id;
    const form = new FormReader(request.body);
    const changes: Record<string, SqlValue | undefined> = {
      name: form.has('name') ? form.requiredString('name', { max: 255 }) : undefined,
      email: form.has('email') ? form.requiredEmail('email') : undefined,
      phone: form.optionalString('phone', { max: 30 }),
      bio: form.optionalString('bio', { max: 1000 }),
      is_private: form.optionalBoolean('is_private'),
      is_company: form.optionalBoolean('is_company'),
      jot_level: form.optionalInteger('jot_level', JOT_LEVEL_RANGE.min, JOT_LEVEL_RANGE.max),
    };
    for (const field of LINK_FIELDS) changes[field] = form.optionalUrl(field);
    // The email is not a column this request writes: a different address is only asked for here
    // (with the current password) and becomes the sign-in address when it confirms the mailed link.
    const email = changes.email;
    delete changes.email;
    const [user] = await db.query<{ name: string; email: string; password_hash: string | null }>(
      'SELECT name, email, password_hash FROM users WHERE id = $1',
      [userId],
    );
    const newEmail = typeof email === 'string' && email !== user!.email ? email : null;
    if (newEmail !== null) {
      if (await emailTaken(db, newEmail, userId)) form.fail('email', EMAIL_TAKEN);
      await checkCurrentPassword(form, user!.password_hash);
    }
    form.done();

    const columns = Object.entries(changes).filter((entry): entry is [string, SqlValue] => entry[1] !== undefined);
    if (columns.length > 0) {
      // Column names come from the fixed keys above, never from the request.
      const sets = columns.map(([column], i) => `${column} = $${i + 2}`).join(', ');
      try {
        await db.transaction(async (tx) => {
          await tx.query(`UPDATE users SET ${sets}, updated_at = now() WHERE id = $1`, [userId, ...columns.map(([, value]) => value)]);
          await awardForProfile(tx, userId); // 'All Set': avatar, bio and a social link
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] });
        throw error;
      }
    }
    if (newEmail !== null) await requestEmailChange(db, mail, { id: userId, name: user!.name, email: user!.email }, newEmail);
    return one(await loadOwnProfile(db, userId));
  });

  /** Changing the password keeps this session and signs every other one out. */
  app.post('/api/v1/users/password', async (request) => {
    const viewer = viewerOf(request);
    const form = new FormReader(request.body);
    const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [viewer.id]);
    await checkCurrentPassword(form, row?.password_hash ?? null);
    const password = form.password('password', { min: 8, confirmed: true });
    const input = form.valid({ password });
    await db.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [await hashPassword(input.password), viewer.id]);
    await revokeUserTokens(db, viewer.id, viewer.accessTokenId);
    return one(await loadOwnProfile(db, viewer.id));
  });
};

/** `current_password` must be sent and be the account's password; otherwise a field error. */
async function checkCurrentPassword(form: FormReader, passwordHash: string | null): Promise<void> {
  const current = form.password('current_password');
  if (current !== undefined && !(await verifyPassword(passwordHash, current))) form.fail('current_password', WRONG_CURRENT_PASSWORD);
}
