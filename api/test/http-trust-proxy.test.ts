import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { ensureOAuthClient } from '../src/auth/clients.ts';
import { trustedProxies } from '../src/config.ts';
import { CLIENT } from './support/auth-api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/**
 * The address the api counts a client under (request.ip, which the login throttle uses) comes from
 * X-Forwarded-For only when the peer is a configured proxy (TRUST_PROXY); any other peer is
 * counted under its own address, whatever header it sends.
 */
const PROXY = '10.9.8.7';
const STRANGER = '198.51.100.23';

let testDb: TestDb;
let storageDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  await ensureOAuthClient(testDb.db, { ...CLIENT, name: 'bff' });
  storageDir = await mkdtemp(join(tmpdir(), 'jotpod-trust-proxy-'));
  // Two failed logins lock an address; accounts are never the limit here (a new email each time).
  app = await buildApi({ db: testDb.db, storageDir, trustProxy: [PROXY], loginThrottle: { perAddress: 2, perAccount: 100 } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

let emails = 0;
/** A failed password-grant login from `peer`, claiming to forward `forwardedFor`; answers the status. */
async function failedLogin(peer: string, forwardedFor: string): Promise<number> {
  emails += 1;
  const reply = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: `nobody${emails}@example.com`, password: 'guess', scope: '' },
  });
  return reply.statusCode;
}

describe('X-Forwarded-For', () => {
  it('is ignored from an untrusted peer: forged addresses still count against the peer itself', async () => {
    expect(await failedLogin(STRANGER, '203.0.113.1')).toBe(400);
    expect(await failedLogin(STRANGER, '203.0.113.2')).toBe(400);
    // A third forged address does not escape: the peer's own address is locked.
    expect(await failedLogin(STRANGER, '203.0.113.3')).toBe(429);
  });

  it('names the client when a trusted proxy sends it: each forwarded client is counted on its own', async () => {
    expect(await failedLogin(PROXY, '192.0.2.10')).toBe(400);
    expect(await failedLogin(PROXY, '192.0.2.10')).toBe(400);
    expect(await failedLogin(PROXY, '192.0.2.10')).toBe(429);
    // Another browser behind the same proxy is not locked by the first one's failures.
    expect(await failedLogin(PROXY, '192.0.2.11')).toBe(400);
  });
});

describe('TRUST_PROXY', () => {
  it('is a comma-separated list of addresses and CIDRs, loopback when unset or empty', () => {
    expect(trustedProxies('10.0.0.1, 172.16.0.0/12,')).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(trustedProxies(undefined)).toEqual(['loopback']);
    expect(trustedProxies(' ')).toEqual(['loopback']);
  });
});
