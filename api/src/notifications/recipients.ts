import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { NotifiedEveryone, NotifiedUsersHeader } from '../contract/resources.ts';

/**
 * Who a request's writes notified, told in the response's Notified-Users header. The api keeps
 * notifications; whoever performed the write for a browser (the bff) learns from this header whose
 * open pages to tell, so every kind of event (a like, a follow, an award earned on the way, a jot
 * reaching all of its author's followers) reaches its recipients however deep in a transaction it
 * was written. A write that rolls back may have noted recipients that got nothing: they are told
 * to look, find nothing new, and show what they showed.
 */
const HEADER: NotifiedUsersHeader = 'notified-users';
const EVERYONE: NotifiedEveryone = '*';
/** Past this many recipients (an author with a large following) the header says "everyone" rather than grow without bound. */
export const MAX_LISTED_RECIPIENTS = 1000;

const notified = new AsyncLocalStorage<Set<number>>();
const notifiedOfRequest = new WeakMap<FastifyRequest, Set<number>>();

/** Notes recipients whose notifications the current request changed; outside a request (seed, scripts) nothing. */
export function noteNotified(userIds: Iterable<number>): void {
  const set = notified.getStore();
  if (!set) return;
  for (const id of userIds) set.add(Number(id));
}

/**
 * Collects every request's recipients and answers them in the header of a successful reply.
 * Entered again after the body is read, as the request scope is (body parsing resumes outside
 * the context the request started in).
 */
export function registerNotifiedUsersHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const set = new Set<number>();
    notifiedOfRequest.set(request, set);
    notified.run(set, done);
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const set = notifiedOfRequest.get(request);
    if (set) notified.run(set, done);
    else done();
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const set = notifiedOfRequest.get(request);
    if (set && set.size > 0 && reply.statusCode >= 200 && reply.statusCode < 300) {
      reply.header(HEADER, set.size > MAX_LISTED_RECIPIENTS ? EVERYONE : [...set].join(','));
    }
    return payload;
  });
}
