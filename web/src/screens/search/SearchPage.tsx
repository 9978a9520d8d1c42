import { Badge, Box, Button, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useArrivalFocus } from '../../components/pagination/arrivalFocus.ts';
import { LoadMoreButton } from '../../components/pagination/EndlessList.tsx';
import { KIND_LABELS, groupHits, toHitView, type SearchHitKind, type SearchHitView } from '../../components/search/searchHits.ts';

/** The empty text. */
export const NO_RESULTS_TEXT = 'No results';

export const searchPageQuery = graphql`
  query SearchPageQuery($query: String!, $first: Int!, $excludeAuthors: [ID!]) {
    ...SearchResults_query @arguments(query: $query, first: $first, excludeAuthors: $excludeAuthors)
  }
`;

/** /search?key=…: every type at once, grouped, with the per-type counts the bff reports. */
export function SearchPage() {
  const reference = useLoaderData<PreloadedQuery<SearchPageQuery> | null>();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  return (
    <Stack gap="6">
      <title>{key ? `${key} · Search · Jotpod` : 'Search · Jotpod'}</title>
      <Heading as="h1" size="2xl">
        {key ? `Search results for “${key}”` : 'Search'}
      </Heading>
      {reference && key ? (
        <Suspense
          fallback={
            <HStack role="status" gap="2">
              <Spinner size="sm" color="brand.fg" />
              <Text>Searching…</Text>
            </HStack>
          }
        >
          <SearchResultsRoot reference={reference} />
        </Suspense>
      ) : (
        <Text color="fg.muted">Type in the search box above to find pods, jots and glossary terms.</Text>
      )}
    </Stack>
  );
}

function SearchResultsRoot({ reference }: { reference: PreloadedQuery<SearchPageQuery> }) {
  const data = usePreloadedQuery<SearchPageQuery>(searchPageQuery, reference);
  return <SearchResults query={data} />;
}

function SearchResults({ query }: { query: SearchResults_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        query: { type: "String!" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        excludeAuthors: { type: "[ID!]" }
      ) {
        search(query: $query, first: $first, after: $after, excludeAuthors: $excludeAuthors)
          @connection(key: "SearchResults_search", filters: ["query", "excludeAuthors"]) {
          totalCount
          totalCountCapped
          counts {
            pods
            jots
            glossaryTerms
            podsCapped
            jotsCapped
            glossaryTermsCapped
          }
          edges {
            node {
              __typename
              highlights {
                title
                snippet
              }
              ... on PodSearchHit {
                pod {
                  id
                  slug
                }
              }
              ... on JotSearchHit {
                jot {
                  id
                  slug
                }
              }
              ... on GlossaryTermSearchHit {
                term {
                  id
                  slug
                  name
                  pods {
                    databaseId
                  }
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [failed, setFailed] = useState(false);
  const { search } = data;
  const hits = search.edges.map((edge) => toHitView(edge.node)).filter((hit): hit is SearchHitView => hit !== null);
  const { listRef, retryRef, awaitArrivals } = useArrivalFocus(hits.length, failed);
  const counts: Record<SearchHitKind, string> = {
    pod: countText(search.counts.pods, search.counts.podsCapped),
    jot: countText(search.counts.jots, search.counts.jotsCapped),
    term: countText(search.counts.glossaryTerms, search.counts.glossaryTermsCapped),
  };
  const total = countText(search.totalCount, search.totalCountCapped);

  if (search.totalCount === 0 || hits.length === 0) {
    return (
      <Text role="status" fontSize="lg">
        {NO_RESULTS_TEXT}
      </Text>
    );
  }

  const more = () => {
    awaitArrivals();
    setFailed(false);
    loadNext(20, { onComplete: (error) => setFailed(error !== null) });
  };

  return (
    <Stack ref={listRef} gap="8">
      <Text color="fg.muted" role="status">
        {countOf(total, 'result', 'results')}: {countOf(counts.pod, 'pod', 'pods')}, {countOf(counts.jot, 'jot', 'jots')},{' '}
        {countOf(counts.term, 'glossary term', 'glossary terms')}
      </Text>
      {groupHits(hits).map((group) => (
        <HitGroup key={group.kind} kind={group.kind} count={counts[group.kind]} hits={group.hits} />
      ))}
      {failed ? (
        <HStack role="alert" gap="3" justify="center">
          <Text>More results could not be loaded.</Text>
          <Button ref={retryRef} size="sm" variant="outline" onClick={more}>
            Try again
          </Button>
        </HStack>
      ) : hasNext || isLoadingNext ? (
        <>
          <LoadMoreButton loading={isLoadingNext} onClick={more}>
            Load more results
          </LoadMoreButton>
          <Box role="status" srOnly>
            {isLoadingNext ? 'Loading more results' : ''}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

/** "1 pod", "3 pods", "1,000+ pods": a count as shown (countText) with its noun. */
function countOf(count: string, one: string, many: string): string {
  return `${count} ${count === '1' ? one : many}`;
}

/** A count as shown: grouped digits, and "1,000+" where the engine stopped counting. */
export function countText(count: number, capped: boolean): string {
  const text = count.toLocaleString('en-US');
  return capped ? `${text}+` : text;
}

function HitGroup({ kind, count, hits }: { kind: SearchHitKind; count: string; hits: SearchHitView[] }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack gap="2" mb="3">
        <Heading as="h2" size="lg" id={headingId}>
          {KIND_LABELS[kind]}
        </Heading>
        {/* The bff's count across every page, not just the hits loaded so far. */}
        <Badge aria-label={`${count} in all`}>{count}</Badge>
      </HStack>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link asChild fontWeight="semibold" fontSize="lg">
              <RouterLink to={hit.href}>
                <SafeHtml as="span" html={hit.titleHtml} />
              </RouterLink>
            </Link>
            {hit.snippetHtml ? (
              <SafeHtml color="fg.muted" fontSize="sm" html={hit.snippetHtml} />
            ) : null}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
