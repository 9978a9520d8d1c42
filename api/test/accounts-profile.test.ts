import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsApi } from './support/auth-api.ts';

let api: AccountsApi;
beforeAll(async () => {
  api = await AccountsApi.start();
});
afterAll(() => api?.close());

const profile = {
  name: 'Linus Learner',
  phone: '+1 555 0100',
  bio: 'Teaches algebra in small steps.',
  facebook: 'https://facebook.com/linus',
  linkedin: 'https://www.linkedin.com/in/linus',
  instagram: 'https://instagram.com/linus',
  twitter: 'https://twitter.com/linus',
  pinterest: 'https://pinterest.com/linus',
  storefront_url: 'https://shop.example.com/linus',
  is_private: true,
  is_company: true,
  jot_level: 3,
};

describe('GET /api/v1/user', () => {
  it('answers the full own profile, private fields included', async () => {
    const account = await api.signedIn();
    const reply = await api.get('/api/v1/user', account.tokens.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: account.id,
      name: account.name,
      email: account.email,
      phone: null,
      avatar: null,
      avatar_width: null,
      avatar_height: null,
      avatar_renditions: [],
      bio: null,
      facebook: null,
      linkedin: null,
      instagram: null,
      twitter: null,
      pinterest: null,
      storefront_url: null,
      is_private: false,
      is_company: false,
      is_expert: false,
      jot_level: 0,
      is_following: false,
      followers_count: 0,
      following_count: 0,
      jots_count: 0,
      default_pod_id: null,
      pending_email: null,
      created_at: expect.any(String),
    });
  });

  it('is 401 {message: "Unauthenticated."} for visitors', async () => {
    const reply = await api.get('/api/v1/user');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/v1/users/profile', () => {
  it('saves every field of the profile payload and answers the updated profile; a new email waits for its confirmation', async () => {
    const account = await api.signedIn();
    const email = api.email('renamed');
    const reply = await api.post('/api/v1/users/profile', { ...profile, email, current_password: account.password }, account.tokens.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ ...profile, email: account.email, pending_email: email });
    expect((await api.get('/api/v1/user', account.tokens.access_token)).body.data).toMatchObject({ ...profile, email: account.email, pending_email: email });
    // Until the new address confirms, the old one is the login (accounts-email-change.test.ts).
    expect((await api.login(account.email, account.password)).status).toBe(200);
    expect((await api.login(email, account.password)).status).toBe(400);
  });

  it('leaves absent fields alone and clears optional ones sent as null or empty', async () => {
    const account = await api.signedIn();
    const token = account.tokens.access_token;
    await api.post('/api/v1/users/profile', profile, token);
    const reply = await api.post('/api/v1/users/profile', { bio: '', twitter: null, jot_level: '1', is_private: 'false' }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ ...profile, bio: null, twitter: null, jot_level: 1, is_private: false, email: account.email });
  });

  it('refuses too-long fields, non-URLs (javascript: included), bad flags and levels, changing nothing', async () => {
    const account = await api.signedIn();
    const token = account.tokens.access_token;
    const reply = await api.post(
      '/api/v1/users/profile',
      {
        name: 'x'.repeat(256),
        phone: '1'.repeat(31),
        bio: 'b'.repeat(1001),
        facebook: 'facebook.com/linus',
        linkedin: 'javascript:alert(1)',
        storefront_url: `https://example.com/${'p'.repeat(250)}`,
        is_private: 'maybe',
        is_company: 2,
        jot_level: 5,
      },
      token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
      phone: ['The phone field must not be greater than 30 characters.'],
      bio: ['The bio field must not be greater than 1000 characters.'],
      facebook: ['The facebook field must be a valid URL.'],
      linkedin: ['The linkedin field must be a valid URL.'],
      storefront_url: ['The storefront url field must not be greater than 255 characters.'],
      is_private: ['The is private field must be true or false.'],
      is_company: ['The is company field must be true or false.'],
      jot_level: ['The jot level field must be between 0 and 4.'],
    });
    expect(reply.body.message).toBe('The name field must not be greater than 255 characters. (and 8 more errors)');
    expect((await api.get('/api/v1/user', token)).body.data).toMatchObject({ name: account.name, facebook: null, is_private: false, jot_level: 0 });
  });

  it("refuses another account's email and an empty name or email", async () => {
    const [mine, theirs] = [await api.signedIn(), await api.register()];
    const taken = await api.post('/api/v1/users/profile', { email: theirs.email.toUpperCase(), current_password: mine.password }, mine.tokens.access_token);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
    // Its own address (in any case) is not "taken".
    expect((await api.post('/api/v1/users/profile', { email: mine.email }, mine.tokens.access_token)).status).toBe(200);
    const empty = await api.post('/api/v1/users/profile', { name: ' ', email: '' }, mine.tokens.access_token);
    expect(empty.body.errors).toEqual({ name: ['The name field is required.'], email: ['The email field is required.'] });
  });

  it('is 401 for visitors', async () => {
    expect((await api.post('/api/v1/users/profile', profile)).status).toBe(401);
  });
});

describe('POST /api/v1/users/password', () => {
  it('changes the password, keeps this session and signs the other sessions out', async () => {
    const account = await api.signedIn();
    const other = (await api.login(account.email, account.password)).body;
    const reply = await api.post(
      '/api/v1/users/password',
      { current_password: account.password, password: 'a new password', password_confirmation: 'a new password' },
      account.tokens.access_token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.id).toBe(account.id);
    expect((await api.get('/api/v1/user', account.tokens.access_token)).status).toBe(200);
    expect((await api.get('/api/v1/user', other.access_token)).status).toBe(401);
    expect((await api.login(account.email, account.password)).status).toBe(400);
    expect((await api.login(account.email, 'a new password')).status).toBe(200);
  });

  it('refuses a wrong current password: "The password is incorrect."', async () => {
    const account = await api.signedIn();
    const reply = await api.post(
      '/api/v1/users/password',
      { current_password: 'not it at all', password: 'a new password', password_confirmation: 'a new password' },
      account.tokens.access_token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ message: 'The password is incorrect.', errors: { current_password: ['The password is incorrect.'] } });
    expect((await api.login(account.email, account.password)).status).toBe(200);
  });

  it('refuses a mismatched confirmation, a short password and a missing current password', async () => {
    const account = await api.signedIn();
    const token = account.tokens.access_token;
    const mismatch = await api.post('/api/v1/users/password', { current_password: account.password, password: 'a new password', password_confirmation: 'another' }, token);
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] });
    const short = await api.post('/api/v1/users/password', { password: 'short', password_confirmation: 'short' }, token);
    expect(short.body.errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect((await api.login(account.email, account.password)).status).toBe(200);
  });
});
