import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List, One } from '../src/http/envelope.ts';
import type { GlossaryTermJson } from '../src/contract/index.ts';
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

describe('GET /api/v1/glossary-terms', () => {
  it('lists terms by name, 20 per page by default', async () => {
    const res = await api.get<List<GlossaryTermJson>>('/api/v1/glossary-terms');
    expect(res.body.data.map((t) => t.name)).toEqual(['Algebra', 'Axiom', 'Binomial', 'Zeta']);
    expect(res.body.options.pagination).toEqual({ total_records: 4, page: 1, size: 20, total_pages: 1 });
    expect(res.body.data[0]).toEqual({
      id: w.glossary.algebra,
      name: 'Algebra',
      slug: 'algebra',
      content: '<p>Algebra explained.</p>',
      reference_url: 'https://en.wikipedia.org/wiki/Algebra',
      first_letter: 'A',
    });
  });

  it("answers a pod's glossary, filtered by letter in any case", async () => {
    const all = await api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?pod_id=${w.pods.algebra}`);
    expect(all.body.data.map((t) => t.name)).toEqual(['Algebra', 'Axiom', 'Binomial']);
    const a = await api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?pod_id=${w.pods.algebra}&letter=a`);
    expect(a.body.data.map((t) => t.name)).toEqual(['Algebra', 'Axiom']);
    expect(a.body.options.pagination.total_records).toBe(2);
  });

  it('answers no glossary for a hidden pod', async () => {
    const res = await api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?pod_id=${w.pods.fossils}`);
    expect(res.body.data).toEqual([]);
    // Control: the pod has a glossary, answered once its container is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?pod_id=${w.pods.fossils}`));
    expect(shown.body.data.map((t) => t.name)).toEqual(['Zeta']);
  });

  it('includes the visible pods of each term, batched for filter[id]', async () => {
    const ids = [w.glossary.algebra, w.glossary.binomial, w.glossary.zeta].join(',');
    const res = await api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?filter[id]=${ids}&include=pods`);
    const pods = Object.fromEntries(res.body.data.map((t) => [t.name, t.pods?.map((p) => p.slug)]));
    expect(pods).toEqual({ Algebra: ['algebra', 'physics'], Binomial: ['algebra'], Zeta: [] });
    // Control: Binomial and Zeta are linked to the hidden pods, included once those are active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<GlossaryTermJson>>(`/api/v1/glossary-terms?filter[id]=${ids}&include=pods`));
    const shownPods = Object.fromEntries(shown.body.data.map((t) => [t.name, t.pods?.map((p) => p.slug).sort()]));
    expect(shownPods).toEqual({ Algebra: ['algebra', 'physics'], Binomial: ['algebra', 'calculus'], Zeta: ['fossils'] });
  });

  it.each([
    ['letter=ab', 'letter', 'The letter field must be a single letter from A to Z.'],
    ['letter=1', 'letter', 'The letter field must be a single letter from A to Z.'],
    ['pod_id=x', 'pod_id', 'The pod id field must be an integer.'],
    ['size=1000', 'size', 'The size field must be between 1 and 100.'],
  ])('rejects %s with a 422', async (query, field, message) => {
    const res = await api.get<ErrorBody>(`/api/v1/glossary-terms?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
  });
});

describe('GET /api/v1/glossary-terms/{id}', () => {
  it('finds a term by slug or id, with its pods on request', async () => {
    const bySlug = await api.get<One<GlossaryTermJson>>('/api/v1/glossary-terms/axiom?include=pods');
    const byId = await api.get<One<GlossaryTermJson>>(`/api/v1/glossary-terms/${w.glossary.axiom}?include=pods`);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data.pods?.map((p) => p.slug)).toEqual(['algebra']);
  });

  it('answers the Laravel 404 for an unknown term', async () => {
    const res = await api.get<ErrorBody>('/api/v1/glossary-terms/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\GlossaryTerm] nope' });
  });
});
