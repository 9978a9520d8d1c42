import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { ensureOAuthClient } from '../src/auth/clients.ts';
import { ConfigError, mailDelivery } from '../src/config.ts';
import { AccountsApi, CLIENT } from './support/auth-api.ts';
import { startSmtpSink, type SmtpSink } from './support/auth-smtp-sink.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/** The api as `npm start` runs it, with every line of its log kept (at the most talkative level). */
describe('the api log', () => {
  let testDb: TestDb;
  let storageDir: string;
  let app: FastifyInstance;
  const log: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
    await ensureOAuthClient(testDb.db, { ...CLIENT, name: 'bff' });
    storageDir = await mkdtemp(join(tmpdir(), 'jotpod-secrets-'));
    app = await buildApi({ db: testDb.db, storageDir, logger: { level: 'trace', stream: { write: (line) => log.push(line) } } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const post = async (url: string, payload: Record<string, unknown>, token?: string) => {
    const reply = await app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: reply.statusCode, body: reply.json<Record<string, unknown> & { data?: Record<string, unknown> }>() };
  };
  const mailTo = async (email: string) =>
    (await testDb.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]))[0]?.body ?? '';

  it('never holds a reset or confirmation token (nor the session tokens) during a reset and an email change', async () => {
    const email = 'logged@example.com';
    const password = 'first password';
    expect((await post('/api/v1/register', { name: 'Log Reader', email, password, password_confirmation: password })).status).toBe(201);

    // A password reset, all the way.
    expect((await post('/api/v1/password/email', { email })).status).toBe(200);
    const resetToken = /^Reset token: (\S+)$/m.exec(await mailTo(email))?.[1];
    expect(resetToken).toBeDefined();
    const reset = await post('/api/v1/password/reset', { email, token: resetToken, password: 'second password', password_confirmation: 'second password' });
    expect(reset.status).toBe(200);

    // Signed in, an email change, confirmed by its link.
    const login = await post('/oauth/token', { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: email, password: 'second password', scope: '' });
    const accessToken = String(login.body.access_token);
    const refreshToken = String(login.body.refresh_token);
    const wanted = 'logged-new@example.com';
    expect((await post('/api/v1/users/profile', { email: wanted, current_password: 'second password' }, accessToken)).status).toBe(200);
    const confirmToken = /\/email\/confirm\?token=(\S+)/.exec(await mailTo(wanted))?.[1];
    expect(confirmToken).toBeDefined();
    expect((await post('/api/v1/email/confirm', { token: decodeURIComponent(confirmToken!) })).status).toBe(200);

    const text = log.join('');
    // The capture works: it holds the requests and the outbox lines of the mails...
    expect(text).toContain('/api/v1/password/reset');
    expect(text).toContain('/api/v1/email/confirm');
    expect(text.match(/mail written to mail_outbox/g)).toHaveLength(3);
    // ...and no secret of either flow.
    for (const secret of [resetToken!, decodeURIComponent(confirmToken!), confirmToken!, accessToken, refreshToken]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('Reset token');
  });
});

describe('with SMTP_URL set', () => {
  let sink: SmtpSink;
  let api: AccountsApi;
  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await AccountsApi.start({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it('sends the email-change mails through SMTP and keeps nothing in mail_outbox', async () => {
    const account = await api.signedIn();
    const wanted = api.email('smtp-new');
    const reply = await api.post('/api/v1/users/profile', { email: wanted, current_password: account.password }, account.tokens.access_token);
    expect(reply.status).toBe(200);
    await api.post('/api/v1/password/email', { email: account.email });
    expect(sink.messages.map((message) => /^Subject: (.*)$/m.exec(message)?.[1])).toEqual([
      'Confirm your new email address',
      'Your email address is about to change',
      'Reset Password Notification',
    ]);
    const [kept] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    expect(kept!.n).toBe(0);
  });
});

describe('mail delivery settings', () => {
  it('uses SMTP when SMTP_URL is set, the outbox otherwise outside production', () => {
    expect(mailDelivery({ SMTP_URL: 'smtp://mail.example:25', NODE_ENV: 'production' })).toEqual({ kind: 'smtp', smtpUrl: 'smtp://mail.example:25' });
    expect(mailDelivery({})).toEqual({ kind: 'outbox' });
    expect(mailDelivery({ NODE_ENV: 'development' })).toEqual({ kind: 'outbox' });
  });

  it('refuses production without SMTP_URL unless MAIL_OUTBOX=true says so', () => {
    expect(() => mailDelivery({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => mailDelivery({ NODE_ENV: 'production', MAIL_OUTBOX: 'false' })).toThrow(/^SMTP_URL is not set/);
    expect(mailDelivery({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' })).toEqual({ kind: 'outbox' });
    expect(() => mailDelivery({ MAIL_OUTBOX: 'yes' })).toThrow('MAIL_OUTBOX must be true or false, not "yes"');
  });

  it('keeps a production api from starting, with a clear message and no stack trace', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const dataDir = await mkdtemp(join(tmpdir(), 'jotpod-no-smtp-'));
    try {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' };
      const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('api not started: SMTP_URL is not set: in production the api sends mail');
      expect(output).toContain('MAIL_OUTBOX=true');
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain('api listening');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
