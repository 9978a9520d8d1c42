import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { ListItemJson } from '../src/contract/index.ts';
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

describe('GET /api/v1/list-items/{id}', () => {
  it('finds a list item by slug or id with every contract field', async () => {
    const bySlug = await api.get<One<ListItemJson>>('/api/v1/list-items/solving-linear-equations');
    const byId = await api.get<One<ListItemJson>>(`/api/v1/list-items/${w.listItems.solving}`);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data).toEqual({
      id: w.listItems.solving,
      section_id: w.sections.linear,
      pod_id: w.pods.algebra,
      container_id: w.containers.math,
      author_id: w.users.alice,
      name: 'Solving linear equations',
      slug: 'solving-linear-equations',
      article: '<p>Balance both sides.</p>',
      position: 0,
      created_at: '2024-04-01T00:00:00.000Z',
    });
  });

  it('includes its newest jots, author, container, pod and section', async () => {
    const res = await api.get<One<ListItemJson>>('/api/v1/list-items/solving-linear-equations?include=jots,author,container,pod,section');
    const item = res.body.data;
    expect(item.jots?.map((j) => j.slug)).toEqual(['balance-video', 'isolate-x']);
    expect(item.author).toMatchObject({ id: w.users.alice, name: 'Alice' });
    expect(item.container?.slug).toBe('mathematics');
    expect(item.pod?.slug).toBe('algebra');
    expect(item.section?.slug).toBe('linear');
  });

  it('embeds at most 12 jots per list item', async () => {
    for (let i = 0; i < 13; i++) await w.f.jot(w.listItems.terms, w.users.expert, { created_at: `2024-07-${String(i + 1).padStart(2, '0')}T00:00:00Z` });
    const res = await api.get<One<ListItemJson>>('/api/v1/list-items/terms-of-use?include=jots');
    expect(res.body.data.jots).toHaveLength(12);
    expect(res.body.data.jots?.[0]?.created_at).toBe('2024-07-13T00:00:00.000Z');
  });

  it('answers author null when the list item has none', async () => {
    const res = await api.get<One<ListItemJson>>('/api/v1/list-items/variables?include=author');
    expect(res.body.data.author).toBeNull();
    // Control: the same include answers the author of a list item that has one.
    const authored = await api.get<One<ListItemJson>>('/api/v1/list-items/solving-linear-equations?include=author');
    expect(authored.body.data.author).toMatchObject({ id: w.users.alice, name: 'Alice' });
  });

  it('hides list items under inactive pods or containers', async () => {
    for (const key of ['derivatives', 'dinosaurs']) {
      const res = await api.get<ErrorBody>(`/api/v1/list-items/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\ListItem] ${key}` });
      // Control: with its pod and container active, the same list item is served.
      const shown = await whileShown(api.db, w.hidden, () => api.get<One<ListItemJson>>(`/api/v1/list-items/${key}`));
      expect(shown.status).toBe(200);
      expect(shown.body.data.slug).toBe(key);
    }
  });
});

describe('GET /api/v1/list-items', () => {
  it('lists the list items of a section', async () => {
    const res = await api.get<List<ListItemJson>>(`/api/v1/list-items?section_id=${w.sections.linear}`);
    expect(res.body.data.map((li) => li.slug)).toEqual(['solving-linear-equations']);
    expect(res.body.options.pagination).toEqual({ total_records: 1, page: 1, size: 100, total_pages: 1 });
  });

  it('batch-reads filter[id] with includes in a constant number of queries', async () => {
    const ids = [w.listItems.solving, w.listItems.variables, w.listItems.dinosaurs].join(',');
    const include = 'include=jots,author,container,pod,section';
    api.queries.count = 0;
    const res = await api.get<List<ListItemJson>>(`/api/v1/list-items?filter[id]=${w.listItems.solving}&${include}`);
    const forOne = api.queries.count;
    expect(res.body.data).toHaveLength(1);
    api.queries.count = 0;
    const many = await api.get<List<ListItemJson>>(`/api/v1/list-items?filter[id]=${ids}&${include}`);
    expect(api.queries.count).toBe(forOne);
    expect(many.body.data.map((li) => li.slug).sort()).toEqual(['solving-linear-equations', 'variables']);
  });

  it('rejects a malformed section_id with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/list-items?section_id=x');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The section id field must be an integer.',
      errors: { section_id: ['The section id field must be an integer.'] },
    });
  });
});
