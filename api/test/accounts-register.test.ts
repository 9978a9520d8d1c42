import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsApi } from './support/auth-api.ts';

let api: AccountsApi;
beforeAll(async () => {
  api = await AccountsApi.start();
});
afterAll(() => api?.close());

const valid = () => ({ name: 'Grace Author', email: api.email('grace'), password: 'long enough', password_confirmation: 'long enough' });

async function userCount(): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row!.n;
}

describe('POST /api/v1/register', () => {
  it('creates the account (201) and answers its own profile; the password then signs in', async () => {
    const input = valid();
    const reply = await api.post('/api/v1/register', input);
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      id: expect.any(Number),
      name: 'Grace Author',
      email: input.email,
      phone: null,
      avatar: null,
      is_private: false,
      is_company: false,
      jot_level: 0,
      default_pod_id: null,
    });
    expect(reply.body.data).not.toHaveProperty('password_hash');
    // Control: the row the answer was made from does have one.
    const [row] = await api.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE email = $1', [input.email]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await api.login(input.email, input.password)).status).toBe(200);
  });

  it('stores an argon2id hash, never the password', async () => {
    const input = valid();
    await api.post('/api/v1/register', input);
    const [row] = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [input.email]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(input.password);
  });

  it('refuses a taken email, whatever its case', async () => {
    const first = valid();
    await api.post('/api/v1/register', first);
    const before = await userCount();
    const reply = await api.post('/api/v1/register', { ...valid(), email: first.email.toUpperCase() });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    expect(await userCount()).toBe(before);
  });

  it('refuses a mismatched confirmation, a short password and missing fields, listing each field', async () => {
    const before = await userCount();
    const mismatch = await api.post('/api/v1/register', { ...valid(), password_confirmation: 'something else' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] });

    const short = await api.post('/api/v1/register', { ...valid(), password: 'short', password_confirmation: 'short' });
    expect(short.body.errors).toEqual({ password: ['The password field must be at least 8 characters.'] });

    const empty = await api.post('/api/v1/register', { name: '  ', email: '', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an invalid email and fields longer than 255 characters', async () => {
    const bad = await api.post('/api/v1/register', { ...valid(), email: 'not-an-email' });
    expect(bad.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });

    const long = await api.post('/api/v1/register', { ...valid(), name: 'n'.repeat(256), email: `${'e'.repeat(250)}@example.com` });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
      email: ['The email field must not be greater than 255 characters.'],
    });
    // 255 characters, counted as characters rather than bytes, are fine.
    const exact = await api.post('/api/v1/register', { ...valid(), name: 'é'.repeat(255) });
    expect(exact.status).toBe(201);
  });

  it('answers 422 for a body that is not an object', async () => {
    const reply = await api.post('/api/v1/register', ['name']);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.name).toEqual(['The name field is required.']);
  });
});

describe('sign-up rate limit per client address', () => {
  it('refuses requests beyond the limit with 429, Retry-After and a message, counted across api replicas', async () => {
    await api.db.query("DELETE FROM throttle_windows WHERE key LIKE 'register-address:%'");
    // Two replicas on one database: their counts add up.
    const one = await AccountsApi.start({ db: api.db, registerLimit: { perAddress: 3, windowSeconds: 3600 } });
    const two = await AccountsApi.start({ db: api.db, registerLimit: { perAddress: 3, windowSeconds: 3600 } });
    try {
      const taken = valid();
      expect((await one.post('/api/v1/register', taken)).status).toBe(201);
      // A refused request counts too ("email taken" is what an enumerator wants to ask).
      expect((await two.post('/api/v1/register', taken)).body.errors).toEqual({ email: ['The email has already been taken.'] });
      expect((await one.post('/api/v1/register', valid())).status).toBe(201);
      const before = await userCount();
      const refused = await two.post('/api/v1/register', valid());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many sign-up attempts\. Please try again in \d+ seconds\.$/) });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await userCount()).toBe(before);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
