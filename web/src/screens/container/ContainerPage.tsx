import { Box, Button, HStack, Heading, Image, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { ContainerPageQuery } from '../../__generated__/ContainerPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { PodCard } from '../../components/cards/PodCard.tsx';
import { SideSegments } from './SideSegments.tsx';
import { TopicAbout } from '../../components/about/TopicAbout.tsx';
import { siteTitle } from '../../head/pageMetadata.ts';

export const containerPageQuery = graphql`
  query ContainerPageQuery($slug: String!, $first: Int!, $page: Int) {
    container(slug: $slug) {
      name
      logoUrl
      infoHtml
      videoUrl
      podCount
      ...SideSegments_container
      pods(first: $first, page: $page) {
        totalCount
        edges {
          node {
            id
            ...PodCard_pod
          }
        }
        pageCursors {
          ...Pagination_pageCursors
        }
      }
    }
  }
`;

export function ContainerPageContent({ queryRef }: { queryRef: PreloadedQuery<ContainerPageQuery> }) {
  const { container } = usePreloadedQuery<ContainerPageQuery>(containerPageQuery, queryRef);
  if (!container) return <NotFound what="This category" />;

  const { pods } = container;
  return (
    <Stack gap="6">
      <title>{siteTitle(container.name)}</title>
      <HStack as="header" gap="4">
        {container.logoUrl ? (
          <Image src={container.logoUrl} htmlWidth={56} htmlHeight={56} alt="" boxSize="14" rounded="lg" objectFit="cover" flexShrink={0} />
        ) : null}
        <Stack gap="0">
          <Heading as="h1" size="2xl">
            {container.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {pods.totalCount === 1 ? '1 pod' : `${pods.totalCount} pods`}
          </Text>
        </Stack>
      </HStack>

      <TopicAbout name={container.name} infoHtml={container.infoHtml} videoUrl={container.videoUrl} />

      {pods.edges.length === 0 && pods.totalCount > 0 ? (
        // A ?page=N past the end (an old link): say so and offer the way back.
        <Stack py="10" align="center" gap="3">
          <Text color="fg.muted">There are no pods on this page.</Text>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={{ search: '' }}>Go to the first page</RouterLink>
          </Button>
        </Stack>
      ) : pods.edges.length === 0 ? (
        <Text py="10" textAlign="center" color="fg.muted">
          No pods available.
        </Text>
      ) : (
        <>
          <Pagination pageCursors={pods.pageCursors} label="Pods pages, top" />
          <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {pods.edges.map(({ node }) => (
              <li key={node.id}>
                <PodCard pod={node} />
              </li>
            ))}
          </SimpleGrid>
          <Pagination pageCursors={pods.pageCursors} label="Pods pages, bottom" />
        </>
      )}
      <SideSegments container={container} />
    </Stack>
  );
}

export function ContainerPageSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading pods">
      <HStack gap="4">
        <Skeleton boxSize="14" rounded="lg" />
        <Skeleton height="8" width="40%" />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {Array.from({ length: 6 }, (_, i) => (
          <Box key={i} borderWidth="1px" rounded="lg" overflow="hidden">
            <Skeleton aspectRatio="16/9" />
            <Box p="4">
              <Skeleton height="5" width="70%" mb="3" />
              <SkeletonText noOfLines={2} />
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** `/container/:slug?page=N`: a container's pods, 12 a page. */
export function ContainerPage() {
  const queryRef = useRouteQuery<ContainerPageQuery>();
  return (
    <Suspense fallback={<ContainerPageSkeleton />}>
      <ContainerPageContent queryRef={queryRef} />
    </Suspense>
  );
}
