import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsApi } from './support/auth-api.ts';
import { startSmtpSink, type SmtpSink } from './support/auth-smtp-sink.ts';

let api: AccountsApi;
beforeAll(async () => {
  api = await AccountsApi.start({ smtpUrl: undefined, appUrl: 'http://jotpod.test' });
});
afterAll(() => api?.close());

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
}

async function lastMailTo(email: string): Promise<OutboxRow> {
  const [row] = await api.db.query<OutboxRow>('SELECT recipient, subject, body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
  if (!row) throw new Error(`no mail to ${email}`);
  return row;
}

function tokenIn(body: string): string {
  const token = /^Reset token: (\S+)$/m.exec(body)?.[1];
  if (!token) throw new Error(`no token in mail: ${body}`);
  return token;
}

/** Asks for a reset mail and returns the token it carries. */
async function requestToken(email: string): Promise<string> {
  const reply = await api.post('/api/v1/password/email', { email });
  expect(reply.status).toBe(200);
  return tokenIn((await lastMailTo(email)).body);
}

const reset = (email: string, token: string, password = 'brand new secret') =>
  api.post('/api/v1/password/reset', { email, token, password, password_confirmation: password });

const SENT = "If an account exists for that address, we've emailed a reset link.";

async function mailCountTo(email: string): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)', [email]);
  return row!.n;
}

/** The whole HTTP answer as a client sees it, minus the Date header (the clock ticks between two requests). */
async function rawAnswer(url: string, body: unknown): Promise<{ status: number; headers: [string, string][]; body: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return { status: response.status, headers, body: await response.text() };
}

describe('POST /api/v1/password/email', () => {
  it('writes the reset mail to mail_outbox (no SMTP_URL) with a link to the web app', async () => {
    const account = await api.register();
    const reply = await api.post('/api/v1/password/email', { email: account.email });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: SENT });
    const mail = await lastMailTo(account.email);
    expect(mail.subject).toBe('Reset Password Notification');
    const token = tokenIn(mail.body);
    expect(mail.body).toContain(`http://jotpod.test/password/reset?token=${token}&email=${encodeURIComponent(account.email)}`);
    expect(mail.body).toContain('This password reset link will expire in 60 minutes.');
  });

  it('answers a known and an unknown address byte for byte alike, and mails only the account', async () => {
    const account = await api.register();
    const ghost = api.email('ghost');
    const known = await rawAnswer(`${api.url}/api/v1/password/email`, { email: account.email });
    const unknown = await rawAnswer(`${api.url}/api/v1/password/email`, { email: ghost });
    expect(known.status).toBe(200);
    expect(known.body).toBe(JSON.stringify({ message: SENT }));
    expect(unknown).toEqual(known);
    expect(await mailCountTo(account.email)).toBe(1);
    expect(await mailCountTo(ghost)).toBe(0);
  });

  it('answers a second request within a minute alike, without a second mail', async () => {
    const account = await api.register();
    const first = await requestToken(account.email);
    const again = await api.post('/api/v1/password/email', { email: account.email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: SENT });
    expect(await mailCountTo(account.email)).toBe(1);
    // The first link still works: nothing replaced it.
    expect((await reset(account.email, first)).status).toBe(200);
  });

  it('refuses a malformed email with a field message', async () => {
    expect((await api.post('/api/v1/password/email', { email: 'nope' })).body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('limits requests per client address, known and unknown addresses alike: 429 with Retry-After', async () => {
    await api.db.query("DELETE FROM throttle_windows WHERE key LIKE 'password-reset-address:%'");
    const strict = await AccountsApi.start({ db: api.db, passwordResetLimit: { perAddress: 2, windowSeconds: 600 } });
    try {
      const account = await api.register();
      expect((await strict.post('/api/v1/password/email', { email: account.email })).status).toBe(200);
      expect((await strict.post('/api/v1/password/email', { email: api.email('ghost') })).status).toBe(200);
      const refused = await strict.post('/api/v1/password/email', { email: api.email('ghost') });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ seconds\.$/) });
      const seconds = Number(/in (\d+) seconds/.exec(refused.body.message)?.[1]);
      expect(seconds).toBeGreaterThan(500);
      expect(seconds).toBeLessThanOrEqual(600);
      expect(refused.headers.get('retry-after')).toBe(String(seconds));
      // Refused before anything else: an account's address is refused the same, and mailed nothing more.
      expect((await strict.post('/api/v1/password/email', { email: account.email })).status).toBe(429);
      expect(await mailCountTo(account.email)).toBe(1);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/v1/password/reset', () => {
  it('sets the new password, signs every session out, and the old password stops working', async () => {
    const account = await api.signedIn();
    const token = await requestToken(account.email);
    const reply = await reset(account.email, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Your password has been reset.' });
    expect((await api.get('/api/v1/user', account.tokens.access_token)).status).toBe(401);
    expect((await api.login(account.email, account.password)).status).toBe(400);
    expect((await api.login(account.email, 'brand new secret')).status).toBe(200);
  });

  it('refuses a token a second time: "This password reset token is invalid."', async () => {
    const account = await api.register();
    const token = await requestToken(account.email);
    expect((await reset(account.email, token)).status).toBe(200);
    const again = await reset(account.email, token, 'yet another one');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'This password reset token is invalid.', errors: { email: ['This password reset token is invalid.'] } });
    expect((await api.login(account.email, 'yet another one')).status).toBe(400);
  });

  it('refuses an expired token, a made-up token and a token of another account', async () => {
    const [owner, other] = [await api.register(), await api.register()];
    const token = await requestToken(owner.email);
    expect((await reset(other.email, token)).body.message).toBe('This password reset token is invalid.');
    expect((await reset(owner.email, 'made-up')).body.message).toBe('This password reset token is invalid.');
    await api.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)`, [owner.email]);
    expect((await reset(owner.email, token)).body.message).toBe('This password reset token is invalid.');
    expect((await api.login(owner.email, owner.password)).status).toBe(200);
  });

  it('keeps the token when the new password is invalid, so the form can be corrected', async () => {
    const account = await api.register();
    const token = await requestToken(account.email);
    const mismatch = await api.post('/api/v1/password/reset', { email: account.email, token, password: 'new secret!', password_confirmation: 'different' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] });
    expect((await reset(account.email, token)).status).toBe(200);
  });

  it('answers an unknown email like a wrong token, and missing fields with field messages', async () => {
    const unknown = await reset(api.email('ghost'), 'whatever');
    expect(unknown.body.errors).toEqual({ email: ['This password reset token is invalid.'] });
    const empty = await api.post('/api/v1/password/reset', {});
    expect(Object.keys(empty.body.errors)).toEqual(['email', 'token', 'password']);
  });
});

describe('reset mail over SMTP (SMTP_URL set)', () => {
  let sink: SmtpSink;
  let smtpApi: AccountsApi;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtpApi = await AccountsApi.start({ db: api.db, smtpUrl: sink.url, mailFrom: 'Jotpod <reset@jotpod.test>' });
  });
  afterAll(async () => {
    await smtpApi?.close();
    await sink?.close();
  });

  it('delivers the mail through the SMTP server instead of the outbox, and its token works', async () => {
    const account = await smtpApi.register({ email: smtpApi.email('smtp') });
    const reply = await smtpApi.post('/api/v1/password/email', { email: account.email });
    expect(reply.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message).toContain(`To: ${account.email}`);
    expect(message).toContain('From: Jotpod <reset@jotpod.test>');
    expect(message).toContain('Subject: Reset Password Notification');
    const outboxOf = (email: string) => api.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [email]);
    expect(await outboxOf(account.email)).toHaveLength(0);
    // Control: the same request to the api without SMTP_URL (same database) writes to the outbox.
    const other = await api.register({ email: api.email('outbox') });
    expect((await api.post('/api/v1/password/email', { email: other.email })).status).toBe(200);
    expect(await outboxOf(other.email)).toHaveLength(1);

    const token = tokenIn(message.replace(/=\r\n/g, ''));
    const done = await smtpApi.post('/api/v1/password/reset', { email: account.email, token, password: 'via smtp now', password_confirmation: 'via smtp now' });
    expect(done.status).toBe(200);
    expect((await smtpApi.login(account.email, 'via smtp now')).status).toBe(200);
  });
});
