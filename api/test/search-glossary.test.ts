import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryTermJson } from '../src/contract/index.ts';
import { letterFacet } from '../src/search/facets.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { whileShown } from './support/visibility.ts';
import { buildSearchWorld, type SearchWorld } from './search-world.ts';

let api: TestApi;
let w: SearchWorld;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildSearchWorld(api.db);
});
afterAll(() => api.close());

interface GlossaryBody {
  data: GlossaryTermJson[];
  options: { pagination: { total_records: number; page: number; size: number; total_pages: number }; facets: { first_letter: Record<string, number> } };
}

const glossary = (query: string) => api.get<GlossaryBody>(`/api/v1/glossary-terms?${query}`);
const names = (body: GlossaryBody) => body.data.map((t) => t.name);

describe('GET /api/v1/glossary-terms: the pod glossary screen', () => {
  it("lists a pod's terms by name with its letter counts", async () => {
    const res = await glossary(`pod_id=${w.pods.photosynthesis}`);
    expect(names(res.body)).toEqual(['Chlorophyll', 'Chloroplast', 'Sucrose']);
    expect(res.body.options.facets.first_letter).toEqual({ C: 2, S: 1 });
  });

  it('keeps every letter counted when one is chosen', async () => {
    const res = await glossary(`pod_id=${w.pods.photosynthesis}&letter=s`);
    expect(names(res.body)).toEqual(['Sucrose']);
    expect(res.body.options.pagination.total_records).toBe(1);
    expect(res.body.options.facets.first_letter).toEqual({ C: 2, S: 1 });
  });

  it('narrows by search and letter together', async () => {
    const searched = await glossary(`pod_id=${w.pods.photosynthesis}&q=chlor`);
    expect(names(searched.body).sort()).toEqual(['Chlorophyll', 'Chloroplast']);
    expect(searched.body.options.facets.first_letter).toEqual({ C: 2 });
    const both = await glossary(`pod_id=${w.pods.plants}&q=roots&letter=X`);
    expect(names(both.body)).toEqual(['Xylem']);
    expect(both.body.options.facets.first_letter).toEqual({ X: 1 });
    const none = await glossary(`pod_id=${w.pods.photosynthesis}&q=chlor&letter=S`);
    expect(none.body.data).toEqual([]);
    expect(none.body.options.facets.first_letter).toEqual({ C: 2 });
  });

  it('tolerates a typo in the search box', async () => {
    const res = await glossary(`pod_id=${w.pods.photosynthesis}&q=clorophyll`);
    expect(names(res.body)[0]).toBe('Chlorophyll');
  });

  it('pages the search results', async () => {
    const res = await glossary(`pod_id=${w.pods.photosynthesis}&q=photosynthesis&size=1&page=2`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.options.pagination).toEqual({ total_records: 2, page: 2, size: 1, total_pages: 2 });
  });

  it('finds nothing for a query without letters or digits, and nothing of a hidden pod', async () => {
    const punctuation = await glossary(`pod_id=${w.pods.photosynthesis}&q=${encodeURIComponent('&|!():*')}`);
    expect(punctuation.status).toBe(200);
    expect(punctuation.body.data).toEqual([]);
    const hidden = await glossary(`pod_id=${w.pods.inactive}&q=xylem`);
    expect(hidden.body.data).toEqual([]);
    expect(hidden.body.options.facets.first_letter).toEqual({});
    // Control: the hidden pod's glossary has Xylem, found once the pod is active.
    const shown = await whileShown(api.db, w.hidden, () => glossary(`pod_id=${w.pods.inactive}&q=xylem`));
    expect(names(shown.body)).toEqual(['Xylem']);
    expect(shown.body.options.facets.first_letter).toEqual({ X: 1 });
  });
});

describe('letterFacet', () => {
  it('keeps letters with terms, alphabetically, at most 40 refinements', () => {
    expect(letterFacet({ B: 2, A: 1, C: 0 })).toEqual({ A: 1, B: 2 });
    const many = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`k${String(i).padStart(2, '0')}`, i + 1]));
    const kept = letterFacet(many);
    expect(Object.keys(kept)).toHaveLength(40);
    expect(kept.k00).toBeUndefined();
    expect(kept.k44).toBe(45);
  });
});
