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

describe('POST /api/v1/password/email', () => {
  it('writes the reset mail to mail_outbox (no SMTP_URL) with a link to the web app', async () => {
    const account = await api.register();
    const reply = await api.post('/api/v1/password/email', { email: account.email });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'We have emailed your password reset link.' });
    const mail = await lastMailTo(account.email);
    expect(mail.subject).toBe('Reset Password Notification');
    const token = tokenIn(mail.body);
    expect(mail.body).toContain(`http://jotpod.test/password/reset?token=${token}&email=${encodeURIComponent(account.email)}`);
    expect(mail.body).toContain('This password reset link will expire in 60 minutes.');
  });

  it("refuses an unknown email: 422 \"We can't find a user with that email address.\"", async () => {
    const reply = await api.post('/api/v1/password/email', { email: api.email('ghost') });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: "We can't find a user with that email address.",
      errors: { email: ["We can't find a user with that email address."] },
    });
  });

  it('refuses a malformed email and a second request within a minute', async () => {
    expect((await api.post('/api/v1/password/email', { email: 'nope' })).body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const account = await api.register();
    await requestToken(account.email);
    const again = await api.post('/api/v1/password/email', { email: account.email });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['Please wait before retrying.'] });
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

  it('answers unknown emails and missing fields with field messages', async () => {
    const unknown = await reset(api.email('ghost'), 'whatever');
    expect(unknown.body.errors).toEqual({ email: ["We can't find a user with that email address."] });
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
