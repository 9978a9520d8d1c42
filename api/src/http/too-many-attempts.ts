import type { FastifyReply } from 'fastify';

/**
 * 429 with `Retry-After` (seconds) and `{message}` naming the wait: the answer of every attempt
 * throttle (logins, sign-ups, password-reset mail). `attempts` names them in the message, e.g.
 * "login attempts" reads "Too many login attempts. Please try again in 42 seconds."
 */
export function tooManyAttempts(reply: FastifyReply, waitSeconds: number, attempts: string): FastifyReply {
  const seconds = waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  return reply
    .code(429)
    .header('retry-after', String(waitSeconds))
    .send({ message: `Too many ${attempts}. Please try again in ${seconds}.` });
}
