import type { FastifyPluginAsync } from 'fastify';
import type { AddressThrottle } from '../auth/attempt-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { ValidationError } from '../http/errors.ts';
import { tooManyAttempts } from '../http/too-many-attempts.ts';
import { EMAIL_TAKEN, emailTaken, isUniqueViolation } from './email-uniqueness.ts';
import { loadOwnProfile } from './own-profile.ts';
import { FormReader } from './rules.ts';

export { EMAIL_TAKEN } from './email-uniqueness.ts';

/** POST /api/v1/register: creates the account and answers 201 with its own profile. The client
 * signs in with the password grant next (the token endpoint is the only place tokens come from).
 * Every request counts against its client address (429 beyond the limit): "email taken" tells
 * which addresses have accounts, so asking it must not scale. */
export const registerRoutes: FastifyPluginAsync<{ db: Db; throttle: AddressThrottle }> = async (app, { db, throttle }) => {
  app.post('/api/v1/register', async (request, reply) => {
    const wait = await throttle.take(request.ip);
    if (wait > 0) return tooManyAttempts(reply, wait, 'sign-up attempts');
    const form = new FormReader(request.body);
    const name = form.requiredString('name', { max: 255 });
    const email = form.requiredEmail('email');
    const password = form.password('password', { min: 8, confirmed: true });
    if (email !== undefined && (await emailTaken(db, email))) form.fail('email', EMAIL_TAKEN);
    const input = form.valid({ name, email, password });

    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3) RETURNING id',
        [input.name, input.email, passwordHash],
      );
      id = row!.id;
    } catch (error) {
      // Two sign-ups with one address at the same moment: the index decides, same message.
      if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] });
      throw error;
    }
    return reply.code(201).send(one(await loadOwnProfile(db, id)));
  });
};
