import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchWorld, type SearchWorld } from '../../api/test/search-world.ts';
import { startStack, type Stack } from './support/stack.ts';

const globalId = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64');

interface Hit {
  __typename: 'PodSearchHit' | 'JotSearchHit' | 'GlossaryTermSearchHit';
  score: number;
  highlights: { title: string; snippet: string };
  pod?: { name: string; container: { name: string } | null };
  jot?: { title: string; author: { name: string }; pod: { name: string } | null };
  term?: { name: string; firstLetter: string };
}

interface SearchData {
  search: {
    totalCount: number;
    counts: { pods: number; jots: number; glossaryTerms: number };
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Hit }[];
  };
}

const SEARCH = `query Search($query: String!, $types: [SearchType!], $first: Int, $after: String, $excludeAuthors: [ID!]) {
  search(query: $query, types: $types, first: $first, after: $after, excludeAuthors: $excludeAuthors) {
    totalCount
    counts { pods jots glossaryTerms }
    pageInfo { hasNextPage endCursor }
    edges {
      cursor
      node {
        __typename
        score
        highlights { title snippet }
        ... on PodSearchHit { pod { name container { name } } }
        ... on JotSearchHit { jot { title author { name } pod { name } } }
        ... on GlossaryTermSearchHit { term { name firstLetter } }
      }
    }
  }
}`;

const nameOf = (hit: Hit): string => hit.pod?.name ?? hit.jot?.title ?? hit.term?.name ?? '';

// One stack and search world for the file: every spec reads it, and the one that adds jots adds
// words no other spec searches for.
let stack: Stack;
let world: SearchWorld;

beforeAll(async () => {
  stack = await startStack();
  world = await buildSearchWorld(stack.db);
});
afterAll(async () => {
  await stack?.close();
});

describe('Query.search', () => {
  it('finds a pod, a jot and a glossary term despite a one-letter typo, with their entities, in one upstream call', async () => {
    const pods = await stack.graphql<SearchData>(SEARCH, { query: 'Photosinthesis' });
    expect(pods.errors).toBeUndefined();
    expect(pods.upstreamRequests).toBe(1);
    const pod = pods.data?.search.edges.find((e) => e.node.__typename === 'PodSearchHit')?.node;
    expect(pod?.pod).toEqual({ name: 'Photosynthesis', container: { name: 'Science' } });

    const jots = await stack.graphql<SearchData>(SEARCH, { query: 'photosinthesis in five minutes', types: ['JOT'] });
    expect(jots.upstreamRequests).toBe(1);
    expect(jots.data?.search.edges[0]?.node.jot).toEqual({ title: 'Photosynthesis in five minutes', author: { name: 'Alice' }, pod: { name: 'Photosynthesis' } });

    const terms = await stack.graphql<SearchData>(SEARCH, { query: 'Clorophyll', types: ['GLOSSARY_TERM'] });
    expect(terms.data?.search.edges[0]?.node.term).toEqual({ name: 'Chlorophyll', firstLetter: 'C' });
  });

  it('lists only the asked types, and counts every type', async () => {
    const result = await stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', types: ['GLOSSARY_TERM'] });
    const search = result.data?.search;
    expect(search?.edges.map((e) => e.node.__typename)).toEqual(['GlossaryTermSearchHit', 'GlossaryTermSearchHit']);
    expect(search?.totalCount).toBe(2);
    expect(search?.counts).toEqual({ pods: 2, jots: 4, glossaryTerms: 2 });
  });

  it('answers highlights as HTML with <mark> only, the stored markup escaped', async () => {
    const result = await stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', types: ['JOT'] });
    const tricky = result.data?.search.edges.find((e) => e.node.jot?.title.startsWith('Sun'))?.node;
    expect(tricky?.highlights.title).toBe('Sun &lt;b&gt;&amp; <mark>photosynthesis</mark>&lt;/b&gt; "quoted"');
    expect(tricky?.highlights.snippet).toContain('<mark>photosynthesis</mark> &amp; sun');
    for (const edge of result.data?.search.edges ?? []) {
      const html = edge.node.highlights.title + edge.node.highlights.snippet;
      expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('pages forwards with cursors', async () => {
    const first = await stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', first: 3 });
    const page1 = first.data?.search;
    expect(page1?.edges).toHaveLength(3);
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const next = await stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', first: 3, after: page1?.pageInfo.endCursor });
    expect(next.upstreamRequests).toBe(1);
    const all = await stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', first: 50 });
    const names = (data: SearchData | null | undefined) => (data?.search.edges ?? []).map((e) => nameOf(e.node));
    expect([...names(first.data), ...names(next.data)]).toEqual(names(all.data).slice(0, 6));
    expect(all.data?.search.totalCount).toBe(8);
  });

  it('leaves out blocked authors', async () => {
    const search = (excludeAuthors: string[]) => stack.graphql<SearchData>(SEARCH, { query: 'photosynthesis', types: ['JOT'], excludeAuthors });
    const result = await search([globalId('User', world.users.bob)]);
    expect(result.data?.search.edges.map((e) => e.node.jot?.title)).not.toContain('Leaves and light');
    expect(result.data?.search.counts.jots).toBe(3);

    // Control: unblocked, the same search finds Bob's jot.
    const unblocked = await search([]);
    expect(unblocked.data?.search.edges.map((e) => e.node.jot?.title)).toContain('Leaves and light');
    expect(unblocked.data?.search.counts.jots).toBe(4);
  });

  it('answers a blank query with nothing, without calling the engine, and refuses pages over 50', async () => {
    const blank = await stack.graphql<SearchData>(SEARCH, { query: '   ' });
    expect(blank.data?.search).toMatchObject({ totalCount: 0, edges: [], counts: { pods: 0, jots: 0, glossaryTerms: 0 } });
    expect(blank.upstreamRequests).toBe(0);
    const hostile = await stack.graphql<SearchData>(SEARCH, { query: "'&|!:*() <-> \\" });
    expect(hostile.errors).toBeUndefined();
    const big = await stack.graphql<SearchData>(SEARCH, { query: 'x', first: 51 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('says when a count stops at 1,000 rather than counting on', async () => {
    await stack.db.query(
      `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
       SELECT $1, $2, 'Sourdough note ' || i, 'sourdough-note-' || i, '<p>Plenty of words about sourdough for a jot.</p>', 'story'
       FROM generate_series(1, 1001) i`,
      [world.items.plants, world.users.bob],
    );
    const COUNTED = `query Counted($query: String!, $types: [SearchType!]) {
      search(query: $query, types: $types, first: 2) { totalCount totalCountCapped counts { jots jotsCapped podsCapped glossaryTermsCapped } }
    }`;
    const all = await stack.graphql<{ search: Record<string, unknown> }>(COUNTED, { query: 'sourdough' });
    expect(all.data?.search).toEqual({
      totalCount: 1000,
      totalCountCapped: true,
      counts: { jots: 1000, jotsCapped: true, podsCapped: false, glossaryTermsCapped: false },
    });
    // Only pods listed: their count is exact, whatever the jots' count.
    const pods = await stack.graphql<{ search: Record<string, unknown> }>(COUNTED, { query: 'sourdough', types: ['POD'] });
    expect(pods.data?.search).toMatchObject({ totalCount: 0, totalCountCapped: false });
  });
});

interface SuggestionsData {
  searchSuggestions: Hit[];
}

const SUGGESTIONS = `query Suggest($query: String!, $perType: Int, $excludeAuthors: [ID!]) {
  searchSuggestions(query: $query, perType: $perType, excludeAuthors: $excludeAuthors) {
    __typename
    highlights { title snippet }
    ... on PodSearchHit { pod { name container { name } } }
    ... on JotSearchHit { jot { title author { name } pod { name } } }
    ... on GlossaryTermSearchHit { term { name firstLetter pods { name } } }
  }
}`;

describe('Query.searchSuggestions', () => {
  it('answers a few hits per type in one upstream call, the block list applied', async () => {
    const result = await stack.graphql<SuggestionsData>(SUGGESTIONS, { query: 'photosynth', perType: 1, excludeAuthors: [globalId('User', world.users.alice)] });
    expect(result.errors).toBeUndefined();
    expect(result.upstreamRequests).toBe(1);
    const hits = result.data?.searchSuggestions ?? [];
    expect(hits.map((hit) => hit.__typename)).toEqual(['PodSearchHit', 'JotSearchHit', 'GlossaryTermSearchHit']);
    expect(hits[0]?.highlights.title).toBe('<mark>Photosynthesis</mark>');
    expect(hits[1]?.jot?.author.name).not.toBe('Alice');
    // The term arrives with its pods (where it opens): no second upstream call.
    expect((hits[2]?.term as { pods?: { name: string }[] } | undefined)?.pods?.length).toBeGreaterThan(0);
  });

  it('answers a blank query with nothing and refuses more than 10 per type', async () => {
    const blank = await stack.graphql<SuggestionsData>(SUGGESTIONS, { query: ' ' });
    expect(blank.data?.searchSuggestions).toEqual([]);
    expect(blank.upstreamRequests).toBe(0);
    const many = await stack.graphql<SuggestionsData>(SUGGESTIONS, { query: 'photo', perType: 11 });
    expect(many.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
