import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { ensureOAuthClient } from '../src/auth/clients.ts';
import { CLIENT } from './support/auth-api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

// The accounts plugin inside the real api (buildApi): the read endpoints see the signed-in user.
let testDb: TestDb;
let app: FastifyInstance;
let url: string;
let storageDir: string;
beforeAll(async () => {
  testDb = await openTestDb();
  storageDir = await mkdtemp(path.join(tmpdir(), 'jotpod-wiring-'));
  await ensureOAuthClient(testDb.db, { ...CLIENT, name: 'bff' });
  app = await buildApi({ db: testDb.db, storageDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
  await rm(storageDir, { recursive: true, force: true });
});

const post = (route: string, body: unknown) =>
  fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('accounts in buildApi', () => {
  it('signs up, signs in, and GET /api/v1/users/{id} then shows the owner their private fields', async () => {
    const email = 'wired@example.com';
    const registered = await post('/api/v1/register', { name: 'Wired', email, password: 'password 1', password_confirmation: 'password 1' });
    expect(registered.status).toBe(201);
    const { data: user } = (await registered.json()) as { data: { id: number } };
    const login = await post('/oauth/token', { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: email, password: 'password 1', scope: '' });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const asVisitor = (await (await fetch(`${url}/api/v1/users/${user.id}`)).json()) as { data: Record<string, unknown> };
    expect(asVisitor.data).not.toHaveProperty('email');
    const asOwner = (await (await fetch(`${url}/api/v1/users/${user.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> };
    expect(asOwner.data).toMatchObject({ id: user.id, email });
    expect((await fetch(`${url}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
