import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { UserJson } from '../src/contract/index.ts';
import { startTestApi, type ErrorBody, type TestApi } from './support/api.ts';
import { buildWorld, type World } from './support/world.ts';

let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildWorld(api.db);
});
afterAll(() => api.close());

describe('GET /api/v1/users/{id}', () => {
  it('shows the public profile of a public user, without private fields', async () => {
    const res = await api.get<One<UserJson>>(`/api/v1/users/${w.users.alice}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: w.users.alice,
      name: 'Alice',
      avatar: '/storage/avatars/alice.png',
      // Stored before images were decoded (a fixture row): no size, no copies.
      avatar_width: null,
      avatar_height: null,
      avatar_renditions: [],
      bio: 'Teaches algebra.',
      facebook: 'https://facebook.com/alice',
      linkedin: null,
      instagram: null,
      twitter: null,
      pinterest: null,
      storefront_url: null,
      is_private: false,
      is_company: false,
      is_expert: false,
      jot_level: 2,
      is_following: false,
      followers_count: 1,
      following_count: 0,
      jots_count: 2, // the jots under an inactive pod or container are not counted
      created_at: '2023-01-01T00:00:00.000Z',
    });
  });

  it('hides the bio and social links of a private user from others', async () => {
    const res = await api.get<One<UserJson>>(`/api/v1/users/${w.users.bob}`, { as: w.users.alice });
    expect(res.body.data).toMatchObject({ name: 'Bob', is_private: true, bio: null, twitter: null, storefront_url: null });
    expect(res.body.data).not.toHaveProperty('email');
    // Control: Bob has them all, and sees them on the same profile.
    const own = await api.get<One<UserJson>>(`/api/v1/users/${w.users.bob}`, { as: w.users.bob });
    expect(own.body.data).toMatchObject({ bio: 'Secret bio.', twitter: 'https://twitter.com/bob', storefront_url: 'https://shop.example.com/bob', email: 'bob@example.com' });
  });

  it('shows private users everything about themselves, including email, phone and default pod', async () => {
    const res = await api.get<One<UserJson>>(`/api/v1/users/${w.users.bob}`, { as: w.users.bob });
    expect(res.body.data).toMatchObject({
      bio: 'Secret bio.',
      twitter: 'https://twitter.com/bob',
      email: 'bob@example.com',
      phone: '555-0100',
      default_pod_id: null,
    });
  });

  it('says is_following for the viewer', async () => {
    const asBob = await api.get<One<UserJson>>(`/api/v1/users/${w.users.alice}`, { as: w.users.bob });
    expect(asBob.body.data.is_following).toBe(true);
  });

  it('answers the Laravel 404 for unknown ids and for non-numeric keys (users have no slugs)', async () => {
    for (const key of ['999999', 'alice']) {
      const res = await api.get<ErrorBody>(`/api/v1/users/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\User] ${key}` });
    }
  });
});

describe('GET /api/v1/users', () => {
  it('batch-reads filter[id], hiding private fields per user', async () => {
    const res = await api.get<List<UserJson>>(`/api/v1/users?filter[id]=${w.users.alice},${w.users.bob},999999`);
    expect(res.body.data.map((u) => [u.name, u.bio])).toEqual([
      ['Alice', 'Teaches algebra.'],
      ['Bob', null],
    ]);
    expect(res.body.options.pagination.total_records).toBe(2);
  });

  it('pages all users by id', async () => {
    const res = await api.get<List<UserJson>>('/api/v1/users?size=2');
    expect(res.body.data.map((u) => u.id)).toEqual([w.users.alice, w.users.bob]);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 2, total_pages: 2 });
  });

  it('rejects malformed filter[id] with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/users?filter[id]=1;DROP');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'filter.id': ['The filter.id field must be a comma separated list of integers.'] });
  });
});
