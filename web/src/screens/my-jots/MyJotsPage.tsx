import { Button, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate, Link as RouterLink, useRevalidator, useSearchParams } from 'react-router';
import type { MyJotsPageQuery } from '../../__generated__/MyJotsPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { JotCard } from '../../components/cards/JotCard.tsx';
import { DeleteJotButton } from '../../components/jot-delete/DeleteJotButton.tsx';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { LEVEL_FILTERS, levelFromParam } from './levels.ts';

export const myJotsPageQuery = graphql`
  query MyJotsPageQuery($level: JotLevel!, $first: Int!, $page: Int) {
    viewer {
      id
      jots(level: $level, first: $first, page: $page) {
        totalCount
        edges {
          node {
            id
            databaseId
            title
            ...JotCard_jot
          }
        }
        pageCursors {
          ...Pagination_pageCursors
        }
      }
    }
  }
`;

/** The level buttons: a filter change starts again at page 1. */
function LevelFilter() {
  const [params, setParams] = useSearchParams();
  const current = levelFromParam(params.get('level'));
  return (
    <HStack role="group" aria-label="Filter by level" gap="2" wrap="wrap">
      {LEVEL_FILTERS.map((filter) => {
        const pressed = filter.value === current;
        return (
          <Button
            key={filter.value}
            size="sm"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={pressed}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('page');
              if (filter.param) next.set('level', filter.param);
              else next.delete('level');
              setParams(next);
            }}
          >
            {filter.label}
          </Button>
        );
      })}
    </HStack>
  );
}

function MyJotsContent({ queryRef }: { queryRef: PreloadedQuery<MyJotsPageQuery> }) {
  const { viewer } = usePreloadedQuery<MyJotsPageQuery>(myJotsPageQuery, queryRef);
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const level = LEVEL_FILTERS.find((filter) => filter.value === levelFromParam(params.get('level')));
  // The session ended meanwhile: signed-in pages go Home.
  if (!viewer) return <Navigate to="/" replace />;
  const { pageCursors, totalCount } = viewer.jots;
  // A jot deleted here is gone from the store until the page is asked again (its node reads null).
  const nodes = viewer.jots.edges.flatMap(({ node }) => (node ? [node] : []));
  if (totalCount === 0 && level?.param) {
    // A level with none of the viewer's jots: say so, and offer the way back to all of them.
    return (
      <Stack gap="3" align="flex-start">
        <Text>You have no jots at the {level.label} level.</Text>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('level');
              next.delete('page');
              setParams(next);
            }}
          >
            Show all levels
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/jot/create">Create a Jot</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  if (totalCount === 0) {
    return (
      <Stack gap="3" align="flex-start">
        <Text>Feel free to create your first jot.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/jot/create">Create a Jot</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {nodes.length === 0 ? (
        // A ?page=N past the end (an old link).
        <Text color="fg.muted">There are no jots on this page.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="My jots">
          {nodes.map((node) => (
            <Stack as="li" key={node.id} gap="2">
              <JotCard jot={node} headingLevel="h2" />
              <HStack gap="2">
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`/jot/edit/${node.databaseId}`} aria-label={`Edit ${node.title}`}>
                    Edit
                  </RouterLink>
                </Button>
                {/* The page is asked again: the count, the pages and the next jot moving up all change. */}
                <DeleteJotButton jotId={node.id} title={node.title} onDeleted={() => revalidator.revalidate()} />
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Pagination pageCursors={pageCursors} label="My jots pages" />
    </Stack>
  );
}

function MyJotsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Loading your jots">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height="40" />
      ))}
    </SimpleGrid>
  );
}

/** `/my-jots` (signed-in only): the viewer's jots by level, 12 a page, each with Edit and Delete. */
export function MyJotsPage() {
  const queryRef = useRouteQuery<MyJotsPageQuery>();
  return (
    <Stack gap="6">
      <title>My Posted Jots · Jotpod</title>
      <Heading as="h1" size="2xl">
        My Posted Jots
      </Heading>
      <LevelFilter />
      <Suspense fallback={<MyJotsSkeleton />}>
        <MyJotsContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
