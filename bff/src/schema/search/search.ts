import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { sanitizeHighlight } from '../../search/highlight.ts';
import type { SearchCounts, SearchEntityType, SearchHit, SearchResult } from '../../search/types.ts';
import { BadUserInputError } from '../../bad-user-input.ts';
import { builder } from '../builder.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from '../browse/exclude-authors.ts';
import { GlossaryTermRef } from '../browse/glossary-term.ts';
import { JotContentTypeEnum } from '../browse/jot.ts';
import { JotRef, PodRef } from '../browse/node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';

/** Header suggestions and the /search page; the engine answers at most 50 hits a page. */
const SEARCH_PAGE_SIZE = 20;
const MAX_SEARCH_PAGE_SIZE = 50;

const SearchTypeEnum = builder.enumType('SearchType', {
  description: 'What a search lists: pods, jots or glossary terms.',
  values: {
    POD: { value: 'pod', description: 'Pods (PodSearchHit), matched on name and description.' },
    JOT: { value: 'jot', description: 'Jots (JotSearchHit), matched on title and content.' },
    GLOSSARY_TERM: { value: 'glossaryTerm', description: 'Glossary terms (GlossaryTermSearchHit), matched on name and definition.' },
  } as const satisfies Record<string, { value: SearchEntityType; description: string }>,
});

const SearchHighlightsRef = builder.objectRef<SearchHit['highlights']>('SearchHighlights').implement({
  description: 'Where the query matched, as HTML: escaped text with each match in <mark>, no other tag or attribute.',
  fields: (t) => ({
    title: t.string({ description: 'The whole name or title, matches marked.', resolve: (h) => sanitizeHighlight(h.name) }),
    snippet: t.string({
      description: 'Up to two short fragments of the description or content around the matches (its start when only the name matched).',
      resolve: (h) => sanitizeHighlight(h.content),
    }),
  }),
});

export const SearchHitRef = builder.interfaceRef<SearchHit>('SearchHit').implement({
  description: 'One search result: the entity (`pod`, `jot` or `term` on the concrete type) with its highlights.',
  resolveType: (hit) => (hit.type === 'pod' ? 'PodSearchHit' : hit.type === 'jot' ? 'JotSearchHit' : 'GlossaryTermSearchHit'),
  fields: (t) => ({
    highlights: t.field({ type: SearchHighlightsRef, description: 'The name and a snippet with the matches marked, for the result list.', resolve: (hit) => hit.highlights }),
    score: t.float({ description: 'Relevance, higher first; only comparable within one search.', resolve: (hit) => hit.score }),
  }),
});

type HitOf<T extends SearchEntityType> = Extract<SearchHit, { type: T }>;

builder.objectRef<HitOf<'pod'>>('PodSearchHit').implement({
  interfaces: [SearchHitRef],
  description: 'A pod whose name or description matched.',
  fields: (t) => ({ pod: t.field({ type: PodRef, description: 'The pod that matched.', resolve: (hit) => hit.record }) }),
});

builder.objectRef<HitOf<'jot'>>('JotSearchHit').implement({
  interfaces: [SearchHitRef],
  description: 'A jot whose title or content matched (with its author and pod: no further call).',
  fields: (t) => ({ jot: t.field({ type: JotRef, description: 'The jot that matched.', resolve: (hit) => hit.record }) }),
});

builder.objectRef<HitOf<'glossaryTerm'>>('GlossaryTermSearchHit').implement({
  interfaces: [SearchHitRef],
  description: 'A glossary term whose name or definition matched.',
  fields: (t) => ({ term: t.field({ type: GlossaryTermRef, description: 'The glossary term that matched.', resolve: (hit) => hit.record }) }),
});

const SearchCountsRef = builder.objectRef<SearchCounts>('SearchCounts').implement({
  description: 'Hits per type for the query and filters, whatever `types` lists (tab counts).',
  fields: (t) => ({
    pods: t.exposeInt('pods', { description: 'Matching pods.' }),
    jots: t.exposeInt('jots', { description: 'Matching jots (after `contentType` and `excludeAuthors`).' }),
    glossaryTerms: t.exposeInt('glossaryTerms', { description: 'Matching glossary terms.' }),
    podsCapped: t.boolean({ description: 'More pods match than `pods` says: counting stops at 1,000 (show "1,000+").', resolve: (c) => c.capped.pods }),
    jotsCapped: t.boolean({ description: 'More jots match than `jots` says: counting stops at 1,000 (show "1,000+").', resolve: (c) => c.capped.jots }),
    glossaryTermsCapped: t.boolean({
      description: 'More glossary terms match than `glossaryTerms` says: counting stops at 1,000 (show "1,000+").',
      resolve: (c) => c.capped.glossaryTerms,
    }),
  }),
});

interface SearchExtras {
  counts: SearchCounts;
  totalCountCapped: boolean;
}

const SearchConnectionRef = builder.connectionObject(
  {
    type: SearchHitRef,
    name: 'SearchConnection',
    description: 'A page of search results, best first, with the counts per type for the tabs and numbered pagination.',
    fields: (t) => ({
      counts: t.field({
        type: SearchCountsRef,
        description: 'Hits per type (the tab counts); all zero for a blank query.',
        resolve: (c) => (c as typeof c & SearchExtras).counts,
      }),
      totalCountCapped: t.boolean({
        description: 'More results exist than `totalCount` says: each type is counted up to 1,000 (show "1,000+"); pages reach that far.',
        resolve: (c) => (c as typeof c & SearchExtras).totalCountCapped,
      }),
      pageCursors: pageCursorsField(t),
    }),
  },
  { name: 'SearchHitEdge', description: 'A search result, with its cursor.' },
);

const NO_COUNTS: SearchCounts = { pods: 0, jots: 0, glossaryTerms: 0, capped: { pods: false, jots: false, glossaryTerms: false } };

builder.queryField('search', (t) =>
  t.field({
    type: SearchConnectionRef,
    description:
      'Site search over pods, jots and glossary terms, best first: names rank above bodies, the last word completes as you type ' +
      '(from two letters), a misspelt name is still found. One call to the search engine per page; hits carry their entities. ' +
      `A blank query finds nothing. \`first\` at most ${MAX_SEARCH_PAGE_SIZE}.`,
    args: {
      query: t.arg.string({ required: true, description: 'What the user typed (at most 200 characters): every word must match, in any order, the last one also as a prefix while typing. Blank finds nothing.' }),
      types: t.arg({ type: [SearchTypeEnum], description: 'Types to list (all when absent); `counts` always covers every type.' }),
      first: t.arg.int({ defaultValue: SEARCH_PAGE_SIZE, description: pageArgDescriptions.first(SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
      pod: t.arg.globalID({ for: PodRef, description: "Only that pod, its jots and its glossary's terms." }),
      contentType: t.arg({ type: JotContentTypeEnum, description: 'Jots of this content type only (pods and terms are unaffected).' }),
    },
    resolve: async (_root, args, context) => {
      if (args.first != null && args.first > MAX_SEARCH_PAGE_SIZE) {
        throw new BadUserInputError(`\`first\` may be at most ${MAX_SEARCH_PAGE_SIZE}; ${args.first} was requested.`);
      }
      const excludeUserIds = excludedUserIds(args.excludeAuthors);
      const text = args.query.trim();
      let last: SearchResult | undefined;
      const connection = await resolvePagedConnection(
        { first: args.first, after: args.after, page: args.page },
        { defaultSize: SEARCH_PAGE_SIZE, maxUpstreamSize: MAX_SEARCH_PAGE_SIZE },
        async ({ page, size }) => {
          // Blank: nothing to search for (the engine would refuse it).
          if (text === '') return { items: [], totalRecords: 0 };
          last = await context.search.search({
            text,
            types: args.types ?? undefined,
            page,
            size,
            podId: args.pod?.id,
            contentType: args.contentType ?? undefined,
            excludeUserIds,
          });
          return { items: last.hits, totalRecords: last.total };
        },
      );
      return { ...connection, counts: last?.counts ?? NO_COUNTS, totalCountCapped: last?.totalCapped ?? false };
    },
  }),
);

/** Suggestions per type when `perType` is not given, and at most. */
const SUGGESTIONS_PER_TYPE = 3;
const MAX_SUGGESTIONS_PER_TYPE = 10;

builder.queryField('searchSuggestions', (t) =>
  t.field({
    type: [SearchHitRef],
    description:
      'The header search box: the best few hits of each type (pods, then jots, then glossary terms; best first within a type), ' +
      'matched as `search` matches (prefix while typing, typos corrected) but lighter: nothing is counted. One call to the search engine. ' +
      'A blank query finds nothing.',
    args: {
      query: t.arg.string({ required: true, description: 'What the user typed (at most 200 characters).' }),
      perType: t.arg.int({ defaultValue: SUGGESTIONS_PER_TYPE, description: `Hits per type, 1 to ${MAX_SUGGESTIONS_PER_TYPE}.` }),
      types: t.arg({ type: [SearchTypeEnum], description: 'Types to suggest (all when absent).' }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
    },
    resolve: async (_root, args, context) => {
      const perType = args.perType ?? SUGGESTIONS_PER_TYPE;
      if (perType < 1 || perType > MAX_SUGGESTIONS_PER_TYPE) {
        throw new BadUserInputError(`\`perType\` must be between 1 and ${MAX_SUGGESTIONS_PER_TYPE}; ${perType} was requested.`);
      }
      const text = args.query.trim();
      if (text === '') return [];
      return context.search.suggest({ text, perType, types: args.types ?? undefined, excludeUserIds: excludedUserIds(args.excludeAuthors) });
    },
  }),
);
