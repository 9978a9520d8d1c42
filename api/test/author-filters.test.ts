import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, type Author } from './support/authoring-api.ts';

/**
 * The reader's block and mute lists on their account: GET/POST /users/blocked-authors (the device
 * list merged on sign-in), POST /users/{id}/block|unblock|mute|unmute, GET /users/muted-authors;
 * and what a mute does to the lists, the search and the jot page.
 */
let t: AuthoringApi;
let reader: Author;
let other: Author;
let author: number;
let expert: number;
let listItemId: number;
let mutedJot: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  reader = await t.signIn();
  other = await t.signIn();
  author = await t.fixtures.user({ name: 'Loud Author' });
  expert = await t.fixtures.user({ name: 'The Expert', is_expert: true });
  listItemId = await t.listItem();
  mutedJot = await t.fixtures.jot(listItemId, author, { name: 'Zebra migration facts' });
  await t.fixtures.jot(listItemId, other.id, { name: 'Zebra stripes explained' });
});
afterAll(() => t?.close());

type Users = { data: { id: number; name: string }[] };
const ids = (reply: { body: Users }) => reply.body.data.map((u) => u.id);
const post = (path: string, token?: string, json?: unknown) => t.request<Users & { errors: Record<string, string[]> }>('POST', `/api/v1${path}`, { token, json: json ?? {} });
const get = (path: string, token?: string) => t.request<Users>('GET', `/api/v1${path}`, { token });

describe('block list on the account', () => {
  it('blocks and unblocks, listing the most recently blocked first; repeating changes nothing', async () => {
    const first = await t.fixtures.user();
    expect((await post(`/users/${first}/block`, reader.token)).status).toBe(200);
    expect((await post(`/users/${author}/block`, reader.token)).body.data).toMatchObject({ id: author, name: 'Loud Author' });
    await post(`/users/${author}/block`, reader.token);
    expect(ids(await get('/users/blocked-authors', reader.token))).toEqual([author, first]);
    await post(`/users/${author}/unblock`, reader.token);
    await post(`/users/${author}/unblock`, reader.token);
    expect(ids(await get('/users/blocked-authors', reader.token))).toEqual([first]);
    await post(`/users/${first}/unblock`, reader.token);
  });

  it('merges a device list into the account: unknown ids, oneself and the expert are skipped', async () => {
    const device = [await t.fixtures.user(), await t.fixtures.user()];
    await post(`/users/${device[1]}/block`, reader.token);
    const merged = await post('/users/blocked-authors', reader.token, { user_ids: [device[0], 999_999, reader.id, expert, device[1]] });
    expect(merged.status).toBe(200);
    expect(ids(merged).sort()).toEqual([...device].sort());
    expect(ids(await get('/users/blocked-authors', reader.token)).sort()).toEqual([...device].sort());
    for (const id of device) await post(`/users/${id}/unblock`, reader.token);
  });

  it('refuses oneself and the expert account with a clear message, and bad merge input, changing nothing', async () => {
    const self = await post(`/users/${reader.id}/block`, reader.token);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ user_id: ['You cannot block yourself.'] });
    expect((await post(`/users/${expert}/block`, reader.token)).body.errors).toEqual({ user_id: ['The expert account cannot be blocked.'] });
    expect((await post(`/users/${expert}/mute`, reader.token)).body.errors).toEqual({ user_id: ['The expert account cannot be muted.'] });
    expect((await post('/users/999999/block', reader.token)).status).toBe(404);
    const bad = await post('/users/blocked-authors', reader.token, { user_ids: ['x'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ user_ids: ['The user ids field must hold user ids.'] });
    expect(ids(await get('/users/blocked-authors', reader.token))).toEqual([]);
  });

  it('is only ever the caller’s own: nobody reads or changes another reader’s lists, visitors get 401', async () => {
    await post(`/users/${author}/block`, reader.token);
    await post(`/users/${author}/mute`, reader.token);
    expect(ids(await get('/users/blocked-authors', other.token))).toEqual([]);
    expect(ids(await get('/users/muted-authors', other.token))).toEqual([]);
    expect(ids(await get(`/users/blocked-authors?user_id=${reader.id}`, other.token))).toEqual([]);
    for (const path of ['/users/blocked-authors', '/users/muted-authors']) expect((await get(path)).status).toBe(401);
    expect((await post(`/users/${author}/block`)).status).toBe(401);
    expect(ids(await get('/users/blocked-authors', reader.token))).toEqual([author]);
    await post(`/users/${author}/unblock`, reader.token);
    await post(`/users/${author}/unmute`, reader.token);
  });
});

describe('mute', () => {
  const feedIds = async (token: string | undefined, query = '') =>
    (await t.request<{ data: { id: number }[] }>('GET', `/api/v1/jots?list_item_id=${listItemId}${query}`, { token })).body.data.map((j) => j.id);
  const searchIds = async (token: string | undefined) =>
    (await t.request<{ data: { id: number; index: string }[] }>('GET', '/api/v1/search?q=zebra&indexes=jots', { token })).body.data.map((h) => h.id);

  it('takes a muted author’s jots out of the reader’s lists, liked jots and search, while the jot page still opens', async () => {
    await post(`/jots/${mutedJot}/like`, reader.token);
    expect(await feedIds(reader.token)).toContain(mutedJot);
    expect(await searchIds(reader.token)).toContain(mutedJot);

    expect((await post(`/users/${author}/mute`, reader.token)).status).toBe(200);
    expect(ids(await get('/users/muted-authors', reader.token))).toEqual([author]);
    expect(await feedIds(reader.token)).not.toContain(mutedJot);
    expect((await feedIds(reader.token)).length).toBeGreaterThan(0);
    expect(await searchIds(reader.token)).not.toContain(mutedJot);
    expect(ids(await get('/users/likes', reader.token))).not.toContain(mutedJot);
    // The jot page opens, and the author's own list (their page) still lists it.
    expect((await t.request('GET', `/api/v1/jots/${mutedJot}`, { token: reader.token })).status).toBe(200);
    expect(await feedIds(reader.token, `&user_id=${author}`)).toContain(mutedJot);
    // Others, and visitors, are not affected.
    expect(await feedIds(other.token)).toContain(mutedJot);
    expect(await feedIds(undefined)).toContain(mutedJot);
    expect(await searchIds(undefined)).toContain(mutedJot);

    await post(`/users/${author}/unmute`, reader.token);
    expect(await feedIds(reader.token)).toContain(mutedJot);
    expect(ids(await get('/users/muted-authors', reader.token))).toEqual([]);
  });
});
