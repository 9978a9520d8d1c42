import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { Hero } from './Hero.tsx';
import { MarketingStories } from './MarketingStories.tsx';

export const homePageQuery = graphql`
  query HomePageQuery {
    ...MarketingStories_query
  }
`;

export function HomePageContent({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return <MarketingStories query={data} />;
}

function StoriesSkeleton() {
  return (
    <Stack gap="16" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="16" aria-busy="true" aria-label="Loading">
      {[0, 1].map((i) => (
        <Stack key={i} direction={{ base: 'column', md: i % 2 === 0 ? 'row' : 'row-reverse' }} gap="12">
          <Skeleton flex="1" aspectRatio="4/3" rounded="xl" />
          <Box flex="1">
            <Skeleton height="8" width="60%" mb="6" />
            <SkeletonText noOfLines={4} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** `/`: the hero shows at once (static); the stories stream in from the bff. */
export function HomePage() {
  const queryRef = useRouteQuery<HomePageQuery>();
  return (
    <>
      <title>Jotpod · Free, teacher-first lifelong learning</title>
      <Hero />
      <Suspense fallback={<StoriesSkeleton />}>
        <HomePageContent queryRef={queryRef} />
      </Suspense>
    </>
  );
}
