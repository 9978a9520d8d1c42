import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { requestLogging } from '../src/config.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

let testDb: TestDb;
let storageDir: string;

beforeAll(async () => {
  testDb = await openTestDb();
  storageDir = await mkdtemp(join(tmpdir(), 'jotpod-logging-'));
});
afterAll(async () => {
  await testDb.cleanup();
  await rm(storageDir, { recursive: true, force: true });
});

/** The api with a logger writing into an array, answering two requests: /health and a 404. */
async function linesLoggedWith(logging: ReturnType<typeof requestLogging>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const app = await buildApi({ db: testDb.db, storageDir, logger: { level: 'info', stream: { write: (line) => void lines.push(line) } }, requestLogging: logging });
  expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/v1/jots/no-such-jot' })).statusCode).toBe(404);
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request logging', () => {
  it('by default writes nothing for requests answered in time', async () => {
    expect(requestLogging({})).toEqual({ mode: 'slow', slowMs: 1000 });
    // "In time" here is within an hour, so a busy machine cannot make these two slow.
    expect(await linesLoggedWith({ ...requestLogging({}), slowMs: 3_600_000 })).toEqual([]);
  });

  it('logs a request answered later than the slow threshold, with its method, URL, status and time', async () => {
    const lines = await linesLoggedWith(requestLogging({ LOG_SLOW_REQUEST_MS: '0' }));
    expect(lines.map((line) => [line.msg, line.method, line.url, line.statusCode])).toEqual([
      ['slow request', 'GET', '/health', 200],
      ['slow request', 'GET', '/api/v1/jots/no-such-jot', 404],
    ]);
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('with LOG_REQUESTS=all logs every request when it arrives and when it is answered', async () => {
    const lines = await linesLoggedWith(requestLogging({ LOG_REQUESTS: 'all' }));
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed', 'incoming request', 'request completed']);
  });

  it('refuses a setting it does not know, saying what it takes', () => {
    expect(() => requestLogging({ LOG_REQUESTS: 'some' })).toThrow('LOG_REQUESTS must be "slow" or "all", not "some"');
    expect(() => requestLogging({ LOG_SLOW_REQUEST_MS: 'soon' })).toThrow('LOG_SLOW_REQUEST_MS must be a whole number of milliseconds, not "soon"');
  });
});
