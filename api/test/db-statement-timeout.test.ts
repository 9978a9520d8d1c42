import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { openDb, type Db, type SqlValue } from '../src/db/client.ts';
import { ClientClosedRequestError } from '../src/db/request-scope.ts';
import { isStatementTimeout, withStatementDeadline } from '../src/db/statement-timeout.ts';
import { startApi } from '../src/server.ts';
import { Fixtures } from './support/fixtures.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/**
 * No single request can keep the database busy: a statement over the time limit is stopped
 * (PostgreSQL) or its answer refused (PGlite, which cannot interrupt a statement), the client gets
 * a 503 with a plain message, the request issues no further SQL, and the api goes on serving. A
 * request whose client hung up issues no further SQL either.
 *
 * The slow statement is `pg_sleep`, injected in front of a real endpoint's first statement: its
 * duration is a lower bound on any machine, far above the limit, so no outcome depends on speed.
 */
// Roomy for the endpoint's ordinary statements on a loaded machine, far below the sleep.
const LIMIT_MS = 2000;
const SLEEP_S = 4;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let testDb: TestDb;
/** The served database with its statement limit: the server's on PostgreSQL, the guard's on PGlite. */
let limited: Db;
let storageDir: string;
let app: FastifyInstance;
let url: string;
let userId: number;

/** The throwaway test database on the PostgreSQL server (PostgreSQL runs only). */
let databaseUrl: string | undefined;

/** A statement far longer than any test waits, run where no time limit would stop it. */
const ENDLESS_STATEMENT = 'SELECT pg_sleep(600) /* endless statement of the hang-up test */';
/** The same database without a statement limit (PostgreSQL runs only): only a cancel stops a statement there. */
let unlimited: Db | undefined;

/** Every statement that reached the database, in order ('sleep' for an injected pg_sleep). */
const issued: string[] = [];
/**
 * Arms the next statement: run pg_sleep first (hostile), run the endless statement with no time
 * limit (a client that hangs up meanwhile), or wait for a gate (a client hanging up).
 */
let nextStatement: { sleep: true } | { endless: true } | { hold: Promise<void>; reached: () => void } | undefined;

const staged: Db = {
  get kind() {
    return limited.kind;
  },
  query: async <Row>(text: string, params?: readonly SqlValue[], signal?: AbortSignal) => {
    const armed = nextStatement;
    nextStatement = undefined;
    if (armed && 'sleep' in armed) {
      issued.push('sleep');
      await limited.query(`SELECT pg_sleep(${SLEEP_S})`);
    } else if (armed && 'endless' in armed) {
      issued.push('endless');
      await unlimited!.query(ENDLESS_STATEMENT, [], signal);
    } else if (armed) {
      armed.reached();
      await armed.hold;
    }
    issued.push(text);
    return limited.query<Row>(text, params);
  },
  exec: (text) => limited.exec(text),
  transaction: (fn) => limited.transaction(fn),
  close: async () => {},
};

/** Resolved by onError with the error that ended each request's handler, in order. */
const handlerErrors: ((error: unknown) => void)[] = [];
const nextHandlerError = () => new Promise<unknown>((resolve) => handlerErrors.push(resolve));
/** Resolved when the server sees a request's connection close. */
let serverSawClose: () => void = () => {};

beforeAll(async () => {
  testDb = await openTestDb();
  if (onPostgres) {
    // A second pool on the same throwaway database, opened the way startApi opens it.
    const [row] = await testDb.db.query<{ name: string }>('SELECT current_database() AS name');
    const server = new URL(process.env.TEST_DATABASE_URL!);
    server.pathname = `/${row!.name}`;
    databaseUrl = server.toString();
    limited = await openDb({ databaseUrl, statementTimeoutMs: LIMIT_MS });
    unlimited = await openDb({ databaseUrl });
  } else {
    limited = withStatementDeadline(testDb.db, LIMIT_MS);
  }
  const f = new Fixtures(testDb.db);
  userId = await f.user();
  await f.jot(await f.listItem(await f.section(await f.pod(await f.container()))), userId);
  storageDir = await mkdtemp(join(tmpdir(), 'jotpod-timeout-'));
  app = await buildApi({ db: staged, storageDir });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.once('close', () => serverSawClose());
  });
  app.addHook('onError', async (_request, _reply, error) => {
    handlerErrors.shift()?.(error);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  if (onPostgres) await Promise.all([limited?.close(), unlimited?.close()]);
  await testDb?.cleanup();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/** The author page's jots: several statements (the user, the page, the total, the presenters). */
const authorJots = () => `/api/v1/users/${userId}/jots`;

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url + path);
  return { status: response.status, text: await response.text() };
}

describe('a statement over the time limit', () => {
  it('answers 503 with a plain message, issues no further SQL for the request, and the api goes on serving', async () => {
    issued.length = 0;
    const control = await get(authorJots());
    expect(control.status).toBe(200);
    const statementsOfTheEndpoint = issued.length;
    expect(statementsOfTheEndpoint).toBeGreaterThan(1); // the endpoint normally runs more than one

    issued.length = 0;
    nextStatement = { sleep: true };
    const slow = await get(authorJots());
    expect(slow.status).toBe(503);
    expect(JSON.parse(slow.text)).toEqual({ message: 'The request took too long and was stopped. Please try again.' });
    expect(slow.text).not.toMatch(/pg_sleep|statement timeout|at .*\.ts/);
    expect(issued).toEqual(['sleep']);

    issued.length = 0;
    expect((await get(authorJots())).status).toBe(200);
    expect(issued).toHaveLength(statementsOfTheEndpoint);
  });

  it.skipIf(onPostgres)('needs the guard on PGlite: SET statement_timeout is accepted there but not enforced', async () => {
    const started = performance.now();
    await testDb.db.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 50');
      await tx.query('SELECT pg_sleep(0.2)'); // would be cancelled after 50 ms on a PostgreSQL server
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });
});

describe('a client that hangs up', () => {
  it('gets no further SQL run for it: the handler stops at its next statement, and the api goes on serving', async () => {
    let reached!: () => void;
    const atFirstStatement = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const closed = new Promise<void>((resolve) => (serverSawClose = resolve));
    const handlerStopped = nextHandlerError();
    issued.length = 0;
    nextStatement = { hold, reached };

    const request = http.get(url + authorJots());
    request.on('error', () => {}); // the hang-up below is ours
    await atFirstStatement;
    request.destroy();
    await closed;
    release();

    expect(await handlerStopped).toBeInstanceOf(ClientClosedRequestError);
    expect(issued).toHaveLength(1); // the statement already under way, none after it
    expect((await get(authorJots())).status).toBe(200);
  });
});

describe.runIf(onPostgres)('a client that hangs up while a statement runs (PostgreSQL)', () => {
  /** The backends running the endless statement in the test database right now. */
  const endlessBackends = async (): Promise<number[]> => {
    const rows = await testDb.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query = $1`,
      [ENDLESS_STATEMENT],
    );
    return rows.map((row) => row.pid);
  };
  /** Polls until `done` holds; the bound is generous (a busy machine), far below the statement's 600 s. */
  const eventually = async (what: string, done: () => Promise<boolean>, boundMs = 60_000): Promise<void> => {
    const deadline = Date.now() + boundMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`not within ${boundMs / 1000} s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('has the statement cancelled on the server: its backend stops working for nobody', async () => {
    const closed = new Promise<void>((resolve) => (serverSawClose = resolve));
    const handlerStopped = nextHandlerError();
    issued.length = 0;
    nextStatement = { endless: true };

    const request = http.get(url + authorJots());
    request.on('error', () => {}); // the hang-up below is ours
    let running: number[] = [];
    await eventually('the statement runs on the server', async () => (running = await endlessBackends()).length > 0);
    request.destroy();
    await closed;

    await eventually('the statement is no longer running', async () => (await endlessBackends()).length === 0);
    expect(await handlerStopped).toBeInstanceOf(ClientClosedRequestError);
    expect(issued).toEqual(['endless']);
    // The backend is still there, idle in the pool: cancelled, not killed.
    const [backend] = await testDb.db.query<{ state: string }>('SELECT state FROM pg_stat_activity WHERE pid = $1', [running[0]!]);
    expect(backend?.state).toBe('idle');
    expect((await get(authorJots())).status).toBe(200);
  });
});

describe('startApi', () => {
  it('serves its database under the statement limit it is given (DB_STATEMENT_TIMEOUT_MS), after migrating without it', async () => {
    const storage = await mkdtemp(join(tmpdir(), 'jotpod-timeout-start-'));
    const running = await startApi({ port: 0, storageDir: storage, seed: 'none', statementTimeoutMs: 50, ...(databaseUrl ? { databaseUrl } : {}) });
    try {
      const slow = running.db.query('SELECT pg_sleep(0.3)');
      await expect(slow).rejects.toSatisfy(isStatementTimeout);
    } finally {
      await running.close();
      await rm(storage, { recursive: true, force: true });
    }
  });
});
