import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { ContainerJson } from '../src/contract/index.ts';
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

describe('GET /api/v1/containers', () => {
  it('lists active containers by position with every contract field and a pagination envelope', async () => {
    const res = await api.get<List<ContainerJson>>('/api/v1/containers');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c.slug)).toEqual(['mathematics', 'science', 'jotpod']);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 1, size: 99999, total_pages: 1 });
    expect(res.body.data[0]).toEqual({
      id: w.containers.math,
      name: 'Mathematics',
      slug: 'mathematics',
      is_active: true,
      section: 1,
      topic_logo_image: '/storage/logos/math.svg',
      video: null,
      info: null,
      product: null,
      position: 1,
      pods_pagination: { total_records: 2 }, // Calculus is inactive
    });
  });

  it('filters by section (0 category, 1 core learning)', async () => {
    const res = await api.get<List<ContainerJson>>('/api/v1/containers?section=0');
    expect(res.body.data.map((c) => c.slug)).toEqual(['science', 'jotpod']);
    expect(res.body.options.pagination.total_records).toBe(2);
  });

  it('pages with page and size', async () => {
    const res = await api.get<List<ContainerJson>>('/api/v1/containers?page=2&size=2');
    expect(res.body.data.map((c) => c.slug)).toEqual(['jotpod']);
    expect(res.body.options.pagination).toEqual({ total_records: 3, page: 2, size: 2, total_pages: 2 });
  });

  it('answers an empty page past the end', async () => {
    const res = await api.get<List<ContainerJson>>('/api/v1/containers?page=99&size=2');
    expect(res.body.data).toEqual([]);
    expect(res.body.options.pagination.total_records).toBe(3);
  });

  it('includes the active pods of each container', async () => {
    const res = await api.get<List<ContainerJson>>('/api/v1/containers?include=pods');
    const pods = Object.fromEntries(res.body.data.map((c) => [c.slug, c.pods?.map((p) => p.slug)]));
    expect(pods).toEqual({ mathematics: ['algebra', 'geometry'], science: ['physics'], jotpod: ['about-jotpod'] });
    // Control: Mathematics does hold the hidden pod Calculus, included once it is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<ContainerJson>>('/api/v1/containers?include=pods'));
    expect(shown.body.data.find((c) => c.slug === 'mathematics')?.pods?.map((p) => p.slug)).toEqual(['algebra', 'geometry', 'calculus']);
  });

  it('batch-reads filter[id] without paging and skips inactive ones', async () => {
    const ids = [w.containers.science, w.containers.archived, w.containers.math].join(',');
    const res = await api.get<List<ContainerJson>>(`/api/v1/containers?filter[id]=${ids}&include=pods`);
    expect(res.body.data.map((c) => c.id).sort()).toEqual([w.containers.math, w.containers.science].sort());
    expect(res.body.options.pagination.total_records).toBe(2);
    expect(res.body.data.every((c) => Array.isArray(c.pods))).toBe(true);
    // Control: the same batch reads the hidden container once it is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<ContainerJson>>(`/api/v1/containers?filter[id]=${ids}`));
    expect(shown.body.data.map((c) => c.id).sort()).toEqual([w.containers.archived, w.containers.math, w.containers.science].sort());
  });

  it('costs the same number of queries for one container or many (no N+1)', async () => {
    api.queries.count = 0;
    await api.get(`/api/v1/containers?filter[id]=${w.containers.math}&include=pods`);
    const one = api.queries.count;
    api.queries.count = 0;
    await api.get('/api/v1/containers?include=pods');
    expect(api.queries.count).toBeLessThanOrEqual(one + 1); // + the count query of a paged list
  });

  it.each([
    ['page=0', 'page', 'The page field must be at least 1.'],
    ['page=abc', 'page', 'The page field must be an integer.'],
    ['size=100000', 'size', 'The size field must be between 1 and 99999.'],
    ['page=1&page=2', 'page', 'The page field must be a string.'],
    ['section=2', 'section', 'The selected section is invalid.'],
    ['include=videos', 'include', 'Requested include(s) `videos` are not allowed. Allowed include(s) are `pods`.'],
    ['filter[id]=1,x', 'filter.id', 'The filter.id field must be a comma separated list of integers.'],
  ])('rejects %s with a 422 naming the field', async (query, field, message) => {
    const res = await api.get<ErrorBody>(`/api/v1/containers?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });
});

describe('GET /api/v1/containers/{id}', () => {
  it('finds a container by slug or by id', async () => {
    const bySlug = await api.get<One<ContainerJson>>('/api/v1/containers/mathematics');
    const byId = await api.get<One<ContainerJson>>(`/api/v1/containers/${w.containers.math}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data.pods).toBeUndefined();
    // Control: asked for, the pods are there.
    expect((await api.get<One<ContainerJson>>('/api/v1/containers/mathematics?include=pods')).body.data.pods?.map((p) => p.slug)).toEqual(['algebra', 'geometry']);
  });

  it('includes its pods paged by page and size, with full pods_pagination', async () => {
    const res = await api.get<One<ContainerJson>>('/api/v1/containers/mathematics?include=pods&page=2&size=1');
    expect(res.body.data.pods?.map((p) => p.slug)).toEqual(['geometry']);
    expect(res.body.data.pods_pagination).toEqual({ total_records: 2, page: 2, size: 1, total_pages: 2 });
  });

  it('pages its pods 12 at a time by default', async () => {
    const res = await api.get<One<ContainerJson>>('/api/v1/containers/mathematics?include=pods');
    expect(res.body.data.pods_pagination).toEqual({ total_records: 2, page: 1, size: 12, total_pages: 1 });
  });

  it('answers the Laravel 404 for unknown and inactive containers', async () => {
    for (const key of ['no-such-container', 'archived', String(w.containers.archived)]) {
      const res = await api.get<ErrorBody>(`/api/v1/containers/${key}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Container] ${key}` });
    }
    // Control: the hidden container is served, by slug and by id, once it is active.
    for (const key of ['archived', String(w.containers.archived)]) {
      const shown = await whileShown(api.db, w.hidden, () => api.get<One<ContainerJson>>(`/api/v1/containers/${key}`));
      expect(shown.status, key).toBe(200);
    }
  });

  it('rejects a malformed size with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/containers/mathematics?include=pods&size=101');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ size: ['The size field must be between 1 and 100.'] });
  });
});
