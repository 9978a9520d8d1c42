import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { JotJson } from '../src/contract/index.ts';
import { startTestApi, type ErrorBody, type TestApi } from './support/api.ts';
import { whileShown } from './support/visibility.ts';
import { buildWorld, type World } from './support/world.ts';

let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildWorld(api.db);
});
afterAll(() => api.close());

describe('GET /api/v1/jots/{id}', () => {
  it('finds a jot by slug or id with every contract field', async () => {
    const bySlug = await api.get<One<JotJson>>('/api/v1/jots/isolate-x');
    const byId = await api.get<One<JotJson>>(`/api/v1/jots/${w.jots.first}`);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data).toEqual({
      id: w.jots.first,
      slug: 'isolate-x',
      name: 'Isolate x',
      content: expect.any(String),
      content_type: 'story',
      content_url: null,
      type: 'story',
      level: 1,
      like_count: 3,
      duration_seconds: null,
      // "Isolate x" and its text: 12 words at 230 a minute.
      reading_seconds: 4,
      has_liked: false,
      has_saved: false,
      images: [
        { id: w.images.first, name: 'a.jpg', url: '/storage/jots/a.jpg', order_column: 1, width: null, height: null, renditions: [] },
        { id: w.images.second, name: 'b.png', url: '/storage/jots/b.png', order_column: 2, width: null, height: null, renditions: [] },
      ],
      avatar: '/storage/avatars/alice.png',
      topic_profile_image: '/storage/pods/algebra.png',
      user_id: w.users.alice,
      list_item_id: w.listItems.solving,
      section_id: w.sections.linear,
      pod_id: w.pods.algebra,
      container_id: w.containers.math,
      created_at: '2024-05-01T00:00:00.000Z',
      updated_at: expect.any(String),
    });
  });

  it('says has_liked for a viewer who liked it', async () => {
    const asBob = await api.get<One<JotJson>>('/api/v1/jots/isolate-x', { as: w.users.bob });
    const asAlice = await api.get<One<JotJson>>('/api/v1/jots/isolate-x', { as: w.users.alice });
    expect(asBob.body.data.has_liked).toBe(true);
    expect(asAlice.body.data.has_liked).toBe(false);
  });

  it('includes user (alias author), list_item, section, pod and container', async () => {
    const res = await api.get<One<JotJson>>('/api/v1/jots/balance-video?include=user,author,list_item,section,pod,container');
    const jot = res.body.data;
    expect(jot.user).toMatchObject({ id: w.users.bob, name: 'Bob' });
    expect(jot.author).toEqual(jot.user);
    expect(jot.list_item?.slug).toBe('solving-linear-equations');
    expect(jot.section?.slug).toBe('linear');
    expect(jot.pod?.slug).toBe('algebra');
    expect(jot.container?.slug).toBe('mathematics');
  });

  it('hides jots under inactive pods or containers', async () => {
    for (const id of [w.jots.inInactivePod, w.jots.inInactiveContainer]) {
      const res = await api.get<ErrorBody>(`/api/v1/jots/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Jot] ${id}` });
      // Control: with its pod and container active, the same jot is served.
      const shown = await whileShown(api.db, w.hidden, () => api.get<One<JotJson>>(`/api/v1/jots/${id}`));
      expect(shown.status).toBe(200);
      expect(shown.body.data.id).toBe(id);
    }
  });
});

describe('GET /api/v1/jots', () => {
  it('lists visible jots newest first, 12 per page by default', async () => {
    const res = await api.get<List<JotJson>>('/api/v1/jots');
    expect(res.body.data.map((j) => j.slug)).toEqual(['what-is-a-variable', 'balance-video', 'isolate-x']);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 12, total_pages: 1 });
    // Control: the hidden jots are the newest, so they would head the list if they were not left out.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<JotJson>>('/api/v1/jots'));
    expect(shown.body.data.map((j) => j.id).slice(0, 2)).toEqual([w.jots.inInactiveContainer, w.jots.inInactivePod]);
  });

  it.each([
    ['pod_id', () => w.pods.algebra, ['what-is-a-variable', 'balance-video', 'isolate-x']],
    ['list_item_id', () => w.listItems.solving, ['balance-video', 'isolate-x']],
    ['user_id', () => w.users.alice, ['what-is-a-variable', 'isolate-x']],
  ])('filters by %s', async (param, id, slugs) => {
    const res = await api.get<List<JotJson>>(`/api/v1/jots?${param}=${id()}`);
    expect(res.body.data.map((j) => j.slug)).toEqual(slugs);
    expect(res.body.options.pagination.total_records).toBe(slugs.length);
  });

  it('answers no jots for a hidden pod', async () => {
    const res = await api.get<List<JotJson>>(`/api/v1/jots?pod_id=${w.pods.calculus}`);
    expect(res.body.data).toEqual([]);
    // Control: the pod has a jot, listed once the pod is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<JotJson>>(`/api/v1/jots?pod_id=${w.pods.calculus}`));
    expect(shown.body.data.map((j) => j.id)).toEqual([w.jots.inInactivePod]);
  });

  it.each([
    ['like_count', 'desc', ['balance-video', 'isolate-x', 'what-is-a-variable']],
    ['trending_score', 'desc', ['what-is-a-variable', 'isolate-x', 'balance-video']],
    ['created_at', 'asc', ['isolate-x', 'balance-video', 'what-is-a-variable']],
    ['name', 'asc', ['balance-video', 'isolate-x', 'what-is-a-variable']],
  ])('orders by %s %s', async (orderBy, dir, slugs) => {
    const res = await api.get<List<JotJson>>(`/api/v1/jots?order_by=${orderBy}&dir=${dir}`);
    expect(res.body.data.map((j) => j.slug)).toEqual(slugs);
  });

  it('pages without overlap', async () => {
    const first = await api.get<List<JotJson>>('/api/v1/jots?size=2&page=1');
    const second = await api.get<List<JotJson>>('/api/v1/jots?size=2&page=2');
    expect([...first.body.data, ...second.body.data].map((j) => j.slug)).toEqual(['what-is-a-variable', 'balance-video', 'isolate-x']);
    expect(second.body.options.pagination).toEqual({ total_records: 3, page: 2, size: 2, total_pages: 2 });
  });

  it('treats an empty parameter (filter[id]=, page=) as absent', async () => {
    const res = await api.get<List<JotJson>>('/api/v1/jots?filter[id]=&page=');
    expect(res.status).toBe(200);
    expect(res.body.options.pagination).toMatchObject({ total_records: 3, page: 1 });
  });

  it('batch-reads filter[id] with every include in the same number of queries for 1 or 3 jots', async () => {
    const include = 'include=user,list_item,section,pod,container';
    api.queries.count = 0;
    await api.get(`/api/v1/jots?filter[id]=${w.jots.first}&${include}`, { as: w.users.bob });
    const forOne = api.queries.count;
    api.queries.count = 0;
    const ids = Object.values(w.jots).join(',');
    const res = await api.get<List<JotJson>>(`/api/v1/jots?filter[id]=${ids}&${include}`, { as: w.users.bob });
    expect(api.queries.count).toBe(forOne);
    expect(res.body.data.map((j) => j.id).sort()).toEqual([w.jots.first, w.jots.second, w.jots.third].sort());
    expect(res.body.data.find((j) => j.id === w.jots.first)?.has_liked).toBe(true);
  });

  it.each([
    ['order_by=password', 'order_by', 'The selected order by is invalid.'],
    ['dir=sideways', 'dir', 'The selected dir is invalid.'],
    ['size=101', 'size', 'The size field must be between 1 and 100.'],
    ['page=1.5', 'page', 'The page field must be an integer.'],
    ['user_id=me', 'user_id', 'The user id field must be an integer.'],
    ['list_item_id=0', 'list_item_id', 'The list item id field must be at least 1.'],
    ['include=likes', 'include', 'Requested include(s) `likes` are not allowed. Allowed include(s) are `user`, `author`, `list_item`, `section`, `pod`, `container`.'],
  ])('rejects %s with a 422', async (query, field, message) => {
    const res = await api.get<ErrorBody>(`/api/v1/jots?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });
});
