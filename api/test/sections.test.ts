import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { SectionJson } from '../src/contract/index.ts';
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

describe('GET /api/v1/sections/{id}', () => {
  it('finds a section by slug or id with every contract field', async () => {
    const bySlug = await api.get<One<SectionJson>>('/api/v1/sections/basics');
    const byId = await api.get<One<SectionJson>>(`/api/v1/sections/${w.sections.basics}`);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data).toEqual({
      id: w.sections.basics,
      pod_id: w.pods.algebra,
      container_id: w.containers.math,
      parent_id: null,
      name: 'Basics',
      slug: 'basics',
      info: '<p>Start here.</p>',
      description: null,
      position: 1,
    });
  });

  it('includes its descendants nested to any depth', async () => {
    const res = await api.get<One<SectionJson>>('/api/v1/sections/basics?include=children');
    const children = res.body.data.children ?? [];
    expect(children.map((c) => c.slug)).toEqual(['equations', 'inequalities']);
    expect(children[0]?.children?.map((c) => c.slug)).toEqual(['linear']);
    expect(children[0]?.children?.[0]?.children).toEqual([]);
    expect(children[1]?.children).toEqual([]);
  });

  it('includes its ancestors root first, flat, for breadcrumbs', async () => {
    const res = await api.get<One<SectionJson>>('/api/v1/sections/linear?include=ancestors');
    expect(res.body.data.ancestors?.map((a) => a.slug)).toEqual(['basics', 'equations']);
    expect(res.body.data.ancestors?.[0]).toEqual({
      id: w.sections.basics,
      pod_id: w.pods.algebra,
      container_id: w.containers.math,
      parent_id: null,
      name: 'Basics',
      slug: 'basics',
      info: '<p>Start here.</p>',
      description: null,
      position: 1,
    });
    const top = await api.get<One<SectionJson>>('/api/v1/sections/basics?include=ancestors');
    expect(top.body.data.ancestors).toEqual([]);
  });

  it('includes its list items, pod and container', async () => {
    const res = await api.get<One<SectionJson>>('/api/v1/sections/linear?include=list_items,pod,container');
    expect(res.body.data.list_items?.map((li) => li.slug)).toEqual(['solving-linear-equations']);
    expect(res.body.data.pod?.slug).toBe('algebra');
    expect(res.body.data.container?.slug).toBe('mathematics');
  });

  it('hides sections of inactive pods and inactive containers', async () => {
    for (const key of ['limits', 'bones']) {
      const res = await api.get<ErrorBody>(`/api/v1/sections/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Section] ${key}` });
      // Control: with its pod and container active, the same section is served.
      const shown = await whileShown(api.db, w.hidden, () => api.get<One<SectionJson>>(`/api/v1/sections/${key}`));
      expect(shown.status).toBe(200);
      expect(shown.body.data.slug).toBe(key);
    }
  });
});

describe('GET /api/v1/sections', () => {
  it('lists the top level of a pod with parent_id=null', async () => {
    const res = await api.get<List<SectionJson>>(`/api/v1/sections?pod_id=${w.pods.algebra}&parent_id=null`);
    expect(res.body.data.map((s) => s.slug)).toEqual(['basics', 'advanced']);
    expect(res.body.options.pagination).toEqual({ total_records: 2, page: 1, size: 100, total_pages: 1 });
  });

  it('lists the children of a section with parent_id', async () => {
    const res = await api.get<List<SectionJson>>(`/api/v1/sections?parent_id=${w.sections.basics}`);
    expect(res.body.data.map((s) => s.slug)).toEqual(['equations', 'inequalities']);
  });

  it('pages', async () => {
    const res = await api.get<List<SectionJson>>(`/api/v1/sections?pod_id=${w.pods.algebra}&size=2&page=2`);
    expect(res.body.data.map((s) => s.slug)).toEqual(['linear', 'inequalities']); // flat order: position, then id
    expect(res.body.options.pagination).toEqual({ total_records: 5, page: 2, size: 2, total_pages: 3 });
  });

  it('batch-reads filter[id] with batched includes, skipping hidden sections', async () => {
    const ids = [w.sections.basics, w.sections.equations, w.sections.limits].join(',');
    api.queries.count = 0;
    const res = await api.get<List<SectionJson>>(`/api/v1/sections?filter[id]=${ids}&include=children,list_items,pod,container`);
    expect(api.queries.count).toBeLessThanOrEqual(8);
    const byslug = Object.fromEntries(res.body.data.map((s) => [s.slug, s]));
    expect(Object.keys(byslug).sort()).toEqual(['basics', 'equations']);
    expect(byslug.basics?.list_items?.map((li) => li.slug)).toEqual(['variables']);
    expect(byslug.equations?.children?.map((c) => c.slug)).toEqual(['linear']);
    expect(byslug.equations?.pod?.slug).toBe('algebra');
    // Control: the hidden section is read by the same batch once its pod is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<SectionJson>>(`/api/v1/sections?filter[id]=${ids}`));
    expect(shown.body.data.map((s) => s.slug).sort()).toEqual(['basics', 'equations', 'limits']);
  });

  it('batch-reads the ancestors of many sections in one query', async () => {
    const ids = [w.sections.linear, w.sections.inequalities, w.sections.advanced].join(',');
    api.queries.count = 0;
    const res = await api.get<List<SectionJson>>(`/api/v1/sections?filter[id]=${ids}&include=ancestors`);
    expect(api.queries.count).toBe(2);
    const ancestorsOf = Object.fromEntries(res.body.data.map((s) => [s.slug, s.ancestors?.map((a) => a.slug)]));
    expect(ancestorsOf).toEqual({ linear: ['basics', 'equations'], inequalities: ['basics'], advanced: [] });
  });

  it.each([
    ['parent_id=top', 'parent_id', 'The parent id field must be an integer.'],
    ['pod_id=1.5', 'pod_id', 'The pod id field must be an integer.'],
    ['page=-1', 'page', 'The page field must be at least 1.'],
    [`filter[id]=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'filter.id', 'The filter.id field must not have more than 100 items.'],
  ])('rejects %s with a 422', async (query, field, message) => {
    const res = await api.get<ErrorBody>(`/api/v1/sections?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
  });
});
