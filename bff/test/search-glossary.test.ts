import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchWorld, type SearchWorld } from '../../api/test/search-world.ts';
import { startStack, type Stack } from './support/stack.ts';

interface GlossaryData {
  pod: {
    glossary: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      pageCursors: { around: { page: number; cursor: string; isCurrent: boolean }[] };
      letters: { letter: string; count: number; isAvailable: boolean }[];
      edges: { node: { name: string; contentHtml: string } }[];
    };
  } | null;
}

const GLOSSARY = `query Glossary($slug: String!, $query: String, $letter: String, $first: Int, $after: String) {
  pod(slug: $slug) {
    glossary(query: $query, letter: $letter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      pageCursors { around { page cursor isCurrent } }
      letters { letter count isAvailable }
      edges { node { name contentHtml } }
    }
  }
}`;

describe('Pod.glossary', () => {
  let stack: Stack;
  let world: SearchWorld;

  beforeAll(async () => {
    stack = await startStack();
    world = await buildSearchWorld(stack.db);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const glossary = (variables: Record<string, unknown>) => stack.graphql<GlossaryData>(GLOSSARY, { slug: 'photosynthesis', ...variables });
  const names = (data: GlossaryData | null) => (data?.pod?.glossary.edges ?? []).map((e) => e.node.name);
  const available = (data: GlossaryData | null) =>
    (data?.pod?.glossary.letters ?? []).filter((l) => l.isAvailable).map((l) => `${l.letter}${l.count}`);

  it('lists the terms by name with A to Z letters, those without terms disabled', async () => {
    const result = await glossary({});
    expect(result.errors).toBeUndefined();
    expect(names(result.data)).toEqual(['Chlorophyll', 'Chloroplast', 'Sucrose']);
    const letters = result.data?.pod?.glossary.letters ?? [];
    expect(letters.map((l) => l.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(available(result.data)).toEqual(['C2', 'S1']);
    expect(letters.find((l) => l.letter === 'A')).toEqual({ letter: 'A', count: 0, isAvailable: false });
    expect(result.upstreamRequests).toBe(2); // the pod, then its glossary page
  });

  it('narrows by letter and by query together, the letters counted for the query', async () => {
    const letter = await glossary({ letter: 's' });
    expect(names(letter.data)).toEqual(['Sucrose']);
    expect(available(letter.data)).toEqual(['C2', 'S1']);

    const query = await glossary({ query: 'chlor' });
    expect(names(query.data).sort()).toEqual(['Chlorophyll', 'Chloroplast']);
    expect(available(query.data)).toEqual(['C2']);

    const both = await glossary({ query: 'chlor', letter: 'S' });
    expect(names(both.data)).toEqual([]);
    expect(both.data?.pod?.glossary.totalCount).toBe(0);

    const typo = await glossary({ query: 'sucrse' });
    expect(names(typo.data)).toEqual(['Sucrose']);
  });

  it('pages with numbered page cursors', async () => {
    const page1 = await glossary({ first: 2 });
    expect(names(page1.data)).toEqual(['Chlorophyll', 'Chloroplast']);
    const around = page1.data?.pod?.glossary.pageCursors.around ?? [];
    expect(around.map((c) => c.page)).toEqual([1, 2]);
    const page2 = await glossary({ first: 2, after: around[1]?.cursor });
    expect(names(page2.data)).toEqual(['Sucrose']);
    expect(page2.data?.pod?.glossary.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a letter that is not A to Z', async () => {
    const result = await glossary({ letter: 'ab' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    void world;
  });
});
