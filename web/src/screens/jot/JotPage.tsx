import { Box, HStack, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { JotPageQuery } from '../../__generated__/JotPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { BlockedAuthorNotice } from '../../components/block-list/BlockedAuthorNotice.tsx';
import { useIsBlocked } from '../../components/block-list/blockList.ts';
import { JotActions } from './JotActions.tsx';
import { JotBreadcrumbs } from './JotBreadcrumbs.tsx';
import { JotByline } from './JotByline.tsx';
import { JotContent } from './JotContent.tsx';
import { siteTitle } from '../../head/pageMetadata.ts';

/** The route's one query: each part of the page reads its own fragment. */
export const jotPageQuery = graphql`
  query JotPageQuery($slug: String!) {
    jot(slug: $slug) {
      title
      author {
        id
        name
        isExpert
      }
      ...JotBreadcrumbs_jot
      ...JotByline_jot
      ...JotActions_jot
      ...JotContent_jot
    }
  }
`;

export function JotPageContent({ queryRef }: { queryRef: PreloadedQuery<JotPageQuery> }) {
  const { jot } = usePreloadedQuery<JotPageQuery>(jotPageQuery, queryRef);
  const blocked = useIsBlocked(jot?.author.id ?? '');
  if (!jot) return <NotFound what="This jot" />;
  // A jot whose author is blocked is not shown (the expert cannot be blocked).
  if (blocked && !jot.author.isExpert) return <BlockedAuthorNotice userId={jot.author.id} name={jot.author.name} />;
  return (
    <Stack as="article" gap="6" aria-labelledby="jot-title">
      <title>{siteTitle(jot.title)}</title>
      <JotBreadcrumbs jot={jot} />
      <Stack gap="4">
        <Heading as="h1" id="jot-title" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          {jot.title}
        </Heading>
        <JotByline jot={jot} />
        <JotActions jot={jot} />
      </Stack>
      <JotContent jot={jot} />
    </Stack>
  );
}

function JotPageSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading jot">
      <Skeleton height="4" width="60%" />
      <Skeleton height="9" width="80%" />
      <HStack gap="3">
        <Skeleton boxSize="10" rounded="full" />
        <Skeleton height="4" width="40" />
      </HStack>
      <HStack gap="2">
        <Skeleton height="9" width="24" />
        <Skeleton height="9" width="24" />
        <Skeleton height="9" width="24" />
      </HStack>
      <Box>
        <Skeleton aspectRatio="16/9" rounded="lg" mb="6" />
        <SkeletonText noOfLines={5} />
      </Box>
    </Stack>
  );
}

/** `/jot/:slug`: breadcrumbs, title, author and date, like/follow/share, the content by type. */
export function JotPage() {
  const queryRef = useRouteQuery<JotPageQuery>();
  return (
    <Suspense fallback={<JotPageSkeleton />}>
      <JotPageContent queryRef={queryRef} />
    </Suspense>
  );
}
