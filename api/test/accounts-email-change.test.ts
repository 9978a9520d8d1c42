import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsApi, type Account } from './support/auth-api.ts';

let api: AccountsApi;
beforeAll(async () => {
  api = await AccountsApi.start({ smtpUrl: undefined, appUrl: 'http://jotpod.test' });
});
afterAll(() => api?.close());

interface Mail {
  subject: string;
  body: string;
}

const mailsTo = (email: string) =>
  api.db.query<Mail>('SELECT subject, body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id', [email]);

/** The token of the confirmation link last mailed to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = /^Confirm email address: (\S+)$/m.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  expect(link.startsWith('http://jotpod.test/email/confirm?token=')).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

const profileOf = async (account: Account & { tokens: { access_token: string } }) =>
  (await api.get('/api/v1/user', account.tokens.access_token)).body.data;

const askForEmail = (account: Account & { tokens: { access_token: string } }, email: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/v1/users/profile', { email, ...extra }, account.tokens.access_token);

const confirm = (token: string) => api.post('/api/v1/email/confirm', { token });

describe('changing the email asks for the current password', () => {
  it('refuses a change without current_password: a field error, and nothing changes or is mailed', async () => {
    const account = await api.signedIn();
    const wanted = api.email('wanted');
    const reply = await askForEmail(account, wanted, { name: 'Not Saved Either' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ current_password: ['The current password field is required.'] });
    const after = await profileOf(account);
    expect(after).toMatchObject({ email: account.email, name: account.name, pending_email: null });
    expect(await mailsTo(wanted)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it('refuses a wrong current_password: "The password is incorrect.", and nothing changes or is mailed', async () => {
    const account = await api.signedIn();
    const wanted = api.email('wanted');
    const reply = await askForEmail(account, wanted, { current_password: 'not my password', bio: 'not saved' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect(await profileOf(account)).toMatchObject({ email: account.email, bio: null, pending_email: null });
    expect(await mailsTo(wanted)).toEqual([]);
  });

  it('needs no password for the other fields, or for sending the current address again', async () => {
    const account = await api.signedIn();
    const reply = await askForEmail(account, account.email, { bio: 'Saved without a password.' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ email: account.email, bio: 'Saved without a password.', pending_email: null });
  });
});

describe('an email change takes effect when the new address confirms it', () => {
  it('mails the new address a link and the old one a notice; the link switches the sign-in address once', async () => {
    const account = await api.signedIn();
    const wanted = api.email('moved');
    const reply = await askForEmail(account, wanted, { current_password: account.password });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ email: account.email, pending_email: wanted });

    const [notice] = await mailsTo(account.email);
    expect(notice?.subject).toBe('Your email address is about to change');
    expect(notice?.body).toContain(`asked to change its email address to ${wanted}.`);
    expect(notice?.body).not.toContain('/email/confirm');
    const [confirmation] = await mailsTo(wanted);
    expect(confirmation?.subject).toBe('Confirm your new email address');
    expect(confirmation?.body).toContain('This link works once and expires in 60 minutes.');
    // Not yet: the old address still signs in, the new one does not.
    expect((await api.login(wanted, account.password)).status).toBe(400);

    const token = await confirmationToken(wanted);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your email address has been changed.', email: wanted });
    expect(await profileOf(account)).toMatchObject({ email: wanted, pending_email: null });
    expect((await api.login(wanted, account.password)).status).toBe(200);
    expect((await api.login(account.email, account.password)).status).toBe(400);

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['This email confirmation link has already been used.'] });
  });

  it('refuses an expired link and a made-up one, and keeps the old address', async () => {
    const account = await api.signedIn();
    const wanted = api.email('late');
    await askForEmail(account, wanted, { current_password: account.password });
    const token = await confirmationToken(wanted);
    await api.db.query("UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE lower(new_email) = lower($1)", [wanted]);
    const expired = await confirm(token);
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual({
      token: ['This email confirmation link has expired. Change your email on your profile again to get a new one.'],
    });
    expect((await confirm('made-up')).body.errors).toEqual({ token: ['This email confirmation link is invalid.'] });
    expect(await profileOf(account)).toMatchObject({ email: account.email, pending_email: null });
  });

  it('a newer request replaces the older link; an address taken meanwhile is refused at confirmation', async () => {
    const account = await api.signedIn();
    const first = api.email('first');
    const second = api.email('second');
    await askForEmail(account, first, { current_password: account.password });
    const firstToken = await confirmationToken(first);
    await askForEmail(account, second, { current_password: account.password });
    expect((await confirm(firstToken)).body.errors).toEqual({ token: ['This email confirmation link is invalid.'] });

    // Someone registers the wanted address before the link is followed.
    const secondToken = await confirmationToken(second);
    await api.register({ email: second });
    const taken = await confirm(secondToken);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await profileOf(account)).toMatchObject({ email: account.email });
  });

  it('stores only a hash of the link token', async () => {
    const account = await api.signedIn();
    const wanted = api.email('hashed');
    await askForEmail(account, wanted, { current_password: account.password });
    const token = await confirmationToken(wanted);
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM email_changes WHERE lower(new_email) = lower($1)', [wanted]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });
});

describe('changing the password asks for the current password', () => {
  it('refuses a missing or wrong current_password with a field error, and the password stays', async () => {
    const account = await api.signedIn();
    const change = (extra: Record<string, unknown>) =>
      api.post('/api/v1/users/password', { password: 'a brand new one', password_confirmation: 'a brand new one', ...extra }, account.tokens.access_token);
    expect((await change({})).body.errors).toEqual({ current_password: ['The current password field is required.'] });
    expect((await change({ current_password: 'wrong guess' })).body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect((await api.login(account.email, 'a brand new one')).status).toBe(400);
    expect((await api.login(account.email, account.password)).status).toBe(200);
  });
});
