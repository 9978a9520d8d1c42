import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT } from './support/auth-api.ts';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { png } from './support/auth-images.ts';

/** DELETE /api/v1/user: deleting one's own account, confirmed with the password. */
let t: AuthoringApi;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

const PASSWORD = 'correct horse battery';
const deleteAccount = (token: string | undefined, json: unknown) => t.request<{ errors: Record<string, string[]> }>('DELETE', '/api/v1/user', { token, json });
const emailOf = async (id: number) => (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0]?.email;
const count = async (sql: string, id: number) => (await t.db.query<{ n: number }>(sql, [id]))[0]?.n;

describe('DELETE /api/v1/user', () => {
  it('removes the account with its jots, images, likes, follows and sessions; the email registers again; a mail confirms it', async () => {
    const user = await t.signIn();
    const other = await t.signIn();
    const email = (await emailOf(user.id))!;
    const jot = (await t.createJot(user.token, { content_type: 'story', list_item_id: listItemId, name: 'Going away', content: LONG_CONTENT, images: [{ bytes: png(4, 4), filename: 'a.png' }] })).body.data;
    const otherJot = await t.fixtures.jot(listItemId, other.id);
    await t.request('POST', `/api/v1/jots/${otherJot}/like`, { token: user.token });
    await t.request('POST', `/api/v1/users/${other.id}/follow`, { token: user.token });
    await t.request('POST', `/api/v1/users/${user.id}/follow`, { token: other.token });
    const file = t.fileOf(jot.images[0]!.url!);
    expect(existsSync(file)).toBe(true);

    const reply = await deleteAccount(user.token, { password: PASSWORD });
    expect(reply.status).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1', user.id)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM jots WHERE user_id = $1', user.id)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM likes WHERE user_id = $1', user.id)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 OR followed_id = $1', user.id)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM oauth_access_tokens WHERE user_id = $1', user.id)).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect((await t.request('GET', `/api/v1/jots/${jot.id}`)).status).toBe(404);
    // Every session has ended.
    expect((await t.request('GET', '/api/v1/user', { token: user.token })).status).toBe(401);
    // The other account is untouched, its like count back down.
    expect((await t.request<{ data: { like_count: number } }>('GET', `/api/v1/jots/${otherJot}`)).body.data.like_count).toBe(0);
    const [mail] = await t.db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
    expect(mail?.subject).toBe('Your Jotpod account was deleted');
    // The address can register again.
    const again = await t.request('POST', '/api/v1/register', { json: { name: 'Back again', email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(again.status).toBe(201);
    const login = await t.request('POST', '/oauth/token', {
      json: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: email, password: PASSWORD, scope: '' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong or missing password with a clear message and changes nothing', async () => {
    const user = await t.signIn();
    const wrong = await deleteAccount(user.token, { password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await deleteAccount(user.token, {})).body.errors).toEqual({ password: ['The password field is required.'] });
    expect(await emailOf(user.id)).toBeDefined();
    expect((await t.request('GET', '/api/v1/user', { token: user.token })).status).toBe(200);
  });

  it('only ever deletes the caller’s own account: no route names another, visitors get 401', async () => {
    const [user, other] = [await t.signIn(), await t.signIn()];
    expect((await deleteAccount(undefined, { password: PASSWORD })).status).toBe(401);
    expect((await t.request('DELETE', `/api/v1/users/${other.id}`, { token: user.token, json: { password: PASSWORD } })).status).toBe(404);
    // The other's password does not delete the caller's account, and never the other's.
    expect((await deleteAccount(user.token, { password: 'someone else' })).status).toBe(422);
    expect(await emailOf(other.id)).toBeDefined();
    expect(await emailOf(user.id)).toBeDefined();
  });
});

describe('GET /api/v1/user/export', () => {
  it('answers the caller’s own data only, and 401 to visitors', async () => {
    const [user, other] = [await t.signIn(), await t.signIn()];
    const jot = await t.fixtures.jot(listItemId, user.id, { name: 'Exported jot' });
    await t.request('POST', `/api/v1/users/${other.id}/follow`, { token: user.token });
    await t.request('POST', `/api/v1/users/${other.id}/mute`, { token: user.token });
    type Export = { profile: { id: number; email: string }; jots: { id: number }[]; following: { id: number }[]; muted_authors: { id: number }[] };
    const mine = await t.request<Export>('GET', '/api/v1/user/export', { token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body.profile).toMatchObject({ id: user.id, email: await emailOf(user.id) });
    expect(mine.body.jots.map((j) => j.id)).toEqual([jot]);
    expect(mine.body.following.map((f) => f.id)).toEqual([other.id]);
    expect(mine.body.muted_authors.map((m) => m.id)).toEqual([other.id]);
    const theirs = await t.request<Export>('GET', `/api/v1/user/export?user_id=${user.id}`, { token: other.token });
    expect(theirs.body.profile.id).toBe(other.id);
    expect(theirs.body.jots).toEqual([]);
    expect(theirs.body.muted_authors).toEqual([]);
    expect((await t.request('GET', '/api/v1/user/export')).status).toBe(401);
  });
});
