import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { Db, SqlValue } from './client.ts';
import { isStatementTimeout } from './statement-timeout.ts';

/**
 * Statements belong to the request that issues them. A request stops issuing SQL once
 *
 * - its client has hung up (the response's connection closed before it was answered): the rest
 *   of the handler's statements would compute an answer nobody reads, so the next one is refused
 *   and the handler unwinds (a transaction rolls back); or
 * - one of its statements hit the statement time limit: the request is answered 503 and its
 *   remaining statements (parallel siblings, a catch that carries on) are refused too.
 *
 * A statement already running when the client hangs up is cancelled on PostgreSQL (the request's
 * signal goes with every statement, see Db.query); PGlite cannot interrupt one (see
 * statement-timeout.ts). Checked between statements, so a handler needs no signal of its own; the
 * request is found through AsyncLocalStorage, entered for every request.
 */
interface RequestScope {
  readonly signal: AbortSignal;
  /** The time-limit error that stopped this request, once one did. */
  stoppedBy?: unknown;
}

const scopes = new AsyncLocalStorage<RequestScope>();
const scopeOfRequest = new WeakMap<FastifyRequest, RequestScope>();

/** Answered when the client is gone (nobody reads it; the log shows why the handler stopped). */
export class ClientClosedRequestError extends HttpError {
  constructor() {
    super(499, { message: 'Client Closed Request' });
    this.name = 'ClientClosedRequestError';
  }
}

/** Answer to a request stopped by the statement time limit. */
export class StatementTimedOutError extends HttpError {
  constructor() {
    super(503, { message: 'The request took too long and was stopped. Please try again.' });
    this.name = 'StatementTimedOutError';
  }
}

/**
 * Opens a scope for every request of `app`. Register before any hook that runs SQL. The scope is
 * entered again after the body is read (preValidation): body parsing resumes from the socket's
 * events, outside the context the request started in.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const controller = new AbortController();
    const response = reply.raw;
    // 'close' also follows a completed response; only a close before the answer was written is a hang-up.
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const scope: RequestScope = { signal: controller.signal };
    scopeOfRequest.set(request, scope);
    scopes.run(scope, done);
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const scope = scopeOfRequest.get(request);
    if (scope) scopes.run(scope, done);
    else done();
  });
}

/** The signal of the request being handled (aborted when its client hangs up); undefined outside requests. */
export function currentRequestSignal(): AbortSignal | undefined {
  return scopes.getStore()?.signal;
}

/** `db` whose statements check the current request first (outside any request they just run). */
export function requestBoundDb(db: Db): Db {
  const check = (scope: RequestScope | undefined): void => {
    if (!scope) return;
    if (scope.stoppedBy !== undefined) throw new StatementTimedOutError();
    if (scope.signal.aborted) throw new ClientClosedRequestError();
  };
  const run = async <T>(statement: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> => {
    const scope = scopes.getStore();
    check(scope);
    try {
      return await statement(scope?.signal);
    } catch (error) {
      // Cancelled because the client hung up (not by the time limit, though the code is the same).
      if (scope?.signal.aborted) throw new ClientClosedRequestError();
      if (!isStatementTimeout(error)) throw error;
      if (scope) scope.stoppedBy = error;
      throw new StatementTimedOutError();
    }
  };
  const wrap = (inner: Db): Db => {
    const bound: Db = {
      kind: inner.kind,
      query: <Row>(text: string, params?: readonly SqlValue[]) => run((signal) => inner.query<Row>(text, params, signal)),
      exec: (text: string) => run(() => inner.exec(text)),
      // BEGIN/COMMIT/ROLLBACK are the driver's and always run; the statements inside are checked.
      transaction: <T>(fn: (tx: Db) => Promise<T>) => {
        check(scopes.getStore());
        return inner.transaction((tx) => fn(wrap(tx)));
      },
      close: () => inner.close(),
    };
    if (inner.dumpDataDir) bound.dumpDataDir = inner.dumpDataDir.bind(inner);
    return bound;
  };
  return wrap(db);
}
