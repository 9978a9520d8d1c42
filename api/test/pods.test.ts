import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { PodJson, SectionJson } from '../src/contract/index.ts';
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

/** name -> children names, recursively: compares section trees at a glance. */
type Outline = { [name: string]: Outline };
const outline = (sections: readonly SectionJson[] = []): Outline =>
  Object.fromEntries(sections.map((s) => [s.name, outline(s.children)]));

describe('GET /api/v1/pods', () => {
  it('lists visible pods (not inactive ones, nor pods of inactive containers) by position', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods?size=50');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.slug).sort()).toEqual(['about-jotpod', 'algebra', 'geometry', 'physics']);
    expect(res.body.options.pagination).toEqual({ total_records: 4, page: 1, size: 50, total_pages: 1 });
    // Control: the hidden pods are listed once they and their container are active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<PodJson>>('/api/v1/pods?size=50'));
    expect(shown.body.data.map((p) => p.slug).sort()).toEqual(['about-jotpod', 'algebra', 'calculus', 'fossils', 'geometry', 'physics']);
  });

  it('serializes every contract field, media as /storage URLs', async () => {
    const res = await api.get<List<PodJson>>(`/api/v1/pods?filter[id]=${w.pods.algebra}`);
    expect(res.body.data[0]).toEqual({
      id: w.pods.algebra,
      container_id: w.containers.math,
      name: 'Algebra',
      slug: 'algebra',
      description: 'Letters standing for numbers.',
      is_active: true,
      is_company: false,
      is_default: false,
      topic_logo_image: null,
      topic_profile_image: '/storage/pods/algebra.png',
      video: null,
      info: null,
      product: null,
      position: 1,
      created_at: '2024-01-01T00:00:00.000Z',
    });
  });

  it('orders by trending_score (sum over the pod\'s jots)', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods?order_by=trending_score&dir=desc&size=1');
    expect(res.body.data.map((p) => p.slug)).toEqual(['algebra']);
  });

  it('filters by container and pages 12 at a time by default', async () => {
    const res = await api.get<List<PodJson>>(`/api/v1/pods?container_id=${w.containers.math}`);
    expect(res.body.data.map((p) => p.slug)).toEqual(['algebra', 'geometry']);
    expect(res.body.options.pagination).toEqual({ total_records: 2, page: 1, size: 12, total_pages: 1 });
  });

  it('orders newest first for the NEW feed (order_by=created_at&dir=desc)', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods?order_by=created_at&dir=desc&size=3');
    expect(res.body.data.map((p) => p.slug)).toEqual(['about-jotpod', 'geometry', 'physics']);
    expect(res.body.options.pagination.total_pages).toBe(2);
  });

  it('narrows by a name fragment in any case (name=), by name in any case, % and _ taken literally', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods?name=GEO&order_by=name');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.slug)).toEqual(['geometry']);
    const all = await api.get<List<PodJson>>('/api/v1/pods?order_by=name&size=50');
    const names = all.body.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const wildcard of ['%', '_']) {
      const literal = await api.get<List<PodJson>>(`/api/v1/pods?name=${encodeURIComponent(wildcard)}`);
      expect(literal.body.data).toEqual([]);
    }
    const long = await api.get<ErrorBody>(`/api/v1/pods?name=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
  });

  it('includes the container of each pod', async () => {
    const res = await api.get<List<PodJson>>(`/api/v1/pods?container_id=${w.containers.math}&include=container`);
    expect(res.body.data.map((p) => p.container?.slug)).toEqual(['mathematics', 'mathematics']);
    expect(res.body.data[0]?.container?.pods_pagination).toEqual({ total_records: 2 });
  });

  it('batch-reads filter[id], dropping hidden pods', async () => {
    const ids = [w.pods.physics, w.pods.calculus, w.pods.fossils, w.pods.algebra].join(',');
    const res = await api.get<List<PodJson>>(`/api/v1/pods?filter[id]=${ids}&include=container,sections`);
    expect(res.body.data.map((p) => p.id).sort()).toEqual([w.pods.algebra, w.pods.physics].sort());
    expect(res.body.data.every((p) => p.container !== undefined && Array.isArray(p.sections))).toBe(true);
    // Control: the same batch reads the hidden pods once they and their container are active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<PodJson>>(`/api/v1/pods?filter[id]=${ids}`));
    expect(shown.body.data.map((p) => p.id).sort()).toEqual([w.pods.algebra, w.pods.calculus, w.pods.fossils, w.pods.physics].sort());
  });

  it.each([
    ['order_by=popularity', 'order_by', 'The selected order by is invalid.'],
    ['dir=up', 'dir', 'The selected dir is invalid.'],
    ['size=0', 'size', 'The size field must be between 1 and 100.'],
    ['container_id=abc', 'container_id', 'The container id field must be an integer.'],
    ['include=jots', 'include', 'Requested include(s) `jots` are not allowed. Allowed include(s) are `container`, `sections`.'],
  ])('rejects %s with a 422', async (query, field, message) => {
    const res = await api.get<ErrorBody>(`/api/v1/pods?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });

  it('summarizes several failing fields Laravel-style', async () => {
    const res = await api.get<ErrorBody>('/api/v1/pods?page=x&size=x&dir=x');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The page field must be an integer. (and 2 more errors)');
    expect(Object.keys(res.body.errors ?? {})).toEqual(['page', 'size', 'dir']);
  });
});

describe('GET /api/v1/pods/tag/{tag}', () => {
  it('answers TRENDING pods by the summed trending score of their jots', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods/tag/TRENDING?include=container');
    expect(res.body.data[0]).toMatchObject({ slug: 'algebra', container: { slug: 'mathematics' } });
    expect(res.body.options.pagination).toEqual({ total_records: 4, page: 1, size: 12, total_pages: 1 });
  });

  it('answers NEW pods newest first', async () => {
    const res = await api.get<List<PodJson>>('/api/v1/pods/tag/new?size=2');
    expect(res.body.data.map((p) => p.slug)).toEqual(['about-jotpod', 'geometry']);
  });

  it('rejects other tags with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/pods/tag/PERSONAL');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ tag: ['The selected tag is invalid.'] });
  });
});

describe('GET /api/v1/pods/{id}', () => {
  it('finds a pod by slug or id', async () => {
    const bySlug = await api.get<One<PodJson>>('/api/v1/pods/algebra');
    const byId = await api.get<One<PodJson>>(`/api/v1/pods/${w.pods.algebra}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data.sections).toBeUndefined();
    // Control: asked for, the sections are there.
    expect((await api.get<One<PodJson>>('/api/v1/pods/algebra?include=sections')).body.data.sections?.map((s) => s.slug)).toEqual(['basics', 'advanced']);
  });

  it('answers the company pod at /pods/product', async () => {
    const res = await api.get<One<PodJson>>('/api/v1/pods/product');
    expect(res.body.data).toMatchObject({ id: w.pods.company, is_company: true });
  });

  it('includes the whole section tree, top-level sections first, children nested in order', async () => {
    const res = await api.get<One<PodJson>>('/api/v1/pods/algebra?include=sections,container');
    expect(outline(res.body.data.sections)).toEqual({
      Basics: { Equations: { Linear: {} }, Inequalities: {} },
      Advanced: {},
    });
    expect(res.body.data.sections?.[0]).toMatchObject({ slug: 'basics', parent_id: null, pod_id: w.pods.algebra, info: '<p>Start here.</p>' });
    expect(res.body.data.container?.slug).toBe('mathematics');
  });

  it('builds the tree with a constant number of queries', async () => {
    api.queries.count = 0;
    await api.get('/api/v1/pods/algebra?include=sections');
    expect(api.queries.count).toBeLessThanOrEqual(2); // the pod, then all its sections
  });

  it('says is_default for the signed-in user whose default pod it is', async () => {
    await api.db.query('UPDATE users SET default_pod_id = $1 WHERE id = $2', [w.pods.geometry, w.users.alice]);
    const asAlice = await api.get<One<PodJson>>('/api/v1/pods/geometry', { as: w.users.alice });
    const asVisitor = await api.get<One<PodJson>>('/api/v1/pods/geometry');
    expect(asAlice.body.data.is_default).toBe(true);
    expect(asVisitor.body.data.is_default).toBe(false);
  });

  it('answers the Laravel 404 for unknown, inactive and archived pods', async () => {
    for (const key of ['no-such-pod', 'calculus', 'fossils', String(w.pods.calculus)]) {
      const res = await api.get<ErrorBody>(`/api/v1/pods/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Pod] ${key}` });
    }
    // Control: the hidden ones are served once they and their container are active.
    for (const key of ['calculus', 'fossils', String(w.pods.calculus)]) {
      const shown = await whileShown(api.db, w.hidden, () => api.get<One<PodJson>>(`/api/v1/pods/${key}`));
      expect(shown.status, key).toBe(200);
    }
  });

  it('rejects an unknown include with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/pods/algebra?include=sections,videos');
    expect(res.status).toBe(422);
    expect(res.body.errors?.include).toHaveLength(1);
  });
});
