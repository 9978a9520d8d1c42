import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Author, type Body } from './support/authoring-api.ts';

let t: AuthoringApi;
let author: Author;
const created: { id: number; level: number }[] = [];
beforeAll(async () => {
  t = await AuthoringApi.start();
  author = await t.signIn();
  const listItemId = await t.listItem();
  // 14 jots over three levels, created one after another (oldest first).
  for (let i = 0; i < 14; i += 1) {
    const level = i < 6 ? 1 : i < 11 ? 2 : 4;
    await t.request('POST', '/api/v1/users/profile', { json: { jot_level: level }, token: author.token });
    const reply = await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: `Mine ${i}`, content: LONG_CONTENT });
    created.push({ id: reply.body.data.id, level });
  }
  // Someone else's jot never shows.
  const other = await t.signIn({ jotLevel: 1 });
  await t.createJot(other.token, { content_type: 'story', list_item_id: listItemId, name: 'Theirs', content: LONG_CONTENT });
});
afterAll(() => t?.close());

type Page = { data: Body['data'][]; options: Body['options']; errors?: Body['errors']; message?: string };
const own = (query: string, token: string | null = author.token) => t.request<Page>('GET', `/api/v1/users/jots${query}`, { token: token ?? undefined });

describe('GET /api/v1/users/jots', () => {
  it('lists the signed-in user’s jots 12 a page, oldest first, in the jot shape', async () => {
    const first = await own('');
    expect(first.status).toBe(200);
    expect(first.body.data.map((j) => j.id)).toEqual(created.slice(0, 12).map((c) => c.id));
    expect(first.body.options.pagination).toEqual({ total_records: 14, page: 1, size: 12, total_pages: 2 });
    expect(first.body.data[0]).toMatchObject({ user_id: author.id, images: [], has_liked: false });
    const second = await own('?page=2&size=12&dir=asc&order_by=created_at');
    expect(second.body.data.map((j) => j.id)).toEqual(created.slice(12).map((c) => c.id));
    const newest = await own('?dir=desc&size=3');
    expect(newest.body.data.map((j) => j.id)).toEqual(created.slice(-3).reverse().map((c) => c.id));
  });

  it('filters by the level a jot was written at; 0 means all', async () => {
    for (const level of [1, 2, 3, 4]) {
      const reply = await own(`?level=${level}&size=100`);
      expect(reply.body.data.map((j) => j.id)).toEqual(created.filter((c) => c.level === level).map((c) => c.id));
      expect(reply.body.data.every((j) => j.level === level)).toBe(true);
    }
    expect((await own('?level=0')).body.options.pagination.total_records).toBe(14);
  });

  it('validates its parameters', async () => {
    expect((await own('?level=5')).body.errors).toEqual({ level: ['The level field must be between 0 and 4.'] });
    expect((await own('?level=beginner')).body.errors).toEqual({ level: ['The level field must be an integer.'] });
    expect((await own('?dir=up')).body.errors).toEqual({ dir: ['The selected dir is invalid.'] });
  });

  it('honours include like GET /jots', async () => {
    const reply = await own('?include=user,pod&size=1');
    expect(reply.body.data[0]?.user?.id).toBe(author.id);
    expect(reply.body.data[0]?.pod).toBeDefined();
  });

  it('is 401 without a session', async () => {
    const reply = await own('', null);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthenticated.' });
  });
});
