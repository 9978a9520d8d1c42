import { Box, Button, Flex, Grid, HStack, Heading, Image, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, type SyntheticEvent } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { PodHeader_pod$key } from '../../__generated__/PodHeader_pod.graphql.ts';
import type { PodPageQuery } from '../../__generated__/PodPageQuery.graphql.ts';
import podFallback from '../../assets/pod-fallback.svg';
import { NotFound } from '../../components/NotFound.tsx';
import { TopicAbout } from '../../components/about/TopicAbout.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { DefaultTopicButton } from '../../components/actions/DefaultTopicButton.tsx';
import { JotCard } from '../../components/cards/JotCard.tsx';
import { JotCardSkeleton } from '../../components/cards/JotCardSkeleton.tsx';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { SectionTree } from './SectionTree.tsx';
import { Breadcrumbs, containerPath } from '../../components/navigation/Breadcrumbs.tsx';
import { siteTitle } from '../../head/pageMetadata.ts';

export const podPageQuery = graphql`
  query PodPageQuery($slug: String!, $first: Int!, $page: Int, $excludeAuthors: [ID!]) {
    pod(slug: $slug) {
      ...PodHeader_pod
      sections {
        ...SectionTree_sections
      }
      jots(first: $first, page: $page, excludeAuthors: $excludeAuthors) {
        totalCount
        edges {
          node {
            id
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

/** A broken upstream image falls back like a missing one (and stops describing itself). */
function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(podFallback)) {
    img.src = podFallback;
    img.alt = '';
  }
}

/** Breadcrumb, profile image, logo, name, description, the glossary link, and the about text and video. */
function PodHeader({ pod }: { pod: PodHeader_pod$key }) {
  const data = useFragment(
    graphql`
      fragment PodHeader_pod on Pod {
        databaseId
        name
        description
        infoHtml
        videoUrl
        logoUrl
        profileImageUrl
        container {
          name
          slug
        }
        ...DefaultTopicButton_pod
      }
    `,
    pod,
  );

  return (
    <Stack gap="6">
      <title>{siteTitle(data.name)}</title>
      <Breadcrumbs items={[...(data.container ? [{ label: data.container.name, to: containerPath(data.container.slug) }] : []), { label: data.name }]} />
      <Box position="relative">
        {/* The profile image is the pod's cover; without one, the brand tint stands in. */}
        {data.profileImageUrl ? (
          <Image
            src={data.profileImageUrl}
            htmlWidth={1200}
            htmlHeight={400}
            alt=""
            w="full"
            aspectRatio="3/1"
            objectFit="cover"
            rounded="xl"
            bg="brand.muted"
            data-testid="pod-profile-image"
          />
        ) : (
          <Box w="full" aspectRatio="3/1" rounded="xl" bg="brand.muted" />
        )}
        <Image
          src={data.logoUrl ?? podFallback}
          htmlWidth={96}
          htmlHeight={96}
          alt={data.logoUrl ? `${data.name} logo` : ''}
          onError={fallBack}
          position="absolute"
          insetStart="4"
          bottom="-8"
          boxSize={{ base: '20', md: '24' }}
          objectFit="cover"
          rounded="xl"
          borderWidth="4px"
          borderColor="bg"
          bg="brand.muted"
        />
      </Box>
      <Flex pt="8" gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-start' }}>
        <Stack gap="3" maxW="3xl">
          <Heading as="h1" size="2xl">
            {data.name}
          </Heading>
          {data.description ? <Text color="fg.muted">{data.description}</Text> : null}
        </Stack>
        <HStack gap="3" flexShrink={0} wrap="wrap">
          <DefaultTopicButton pod={data} />
          {/* The glossary screen comes with its own issue; the link is part of this one. */}
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`/pod/${data.databaseId}/glossary`}>
              <LuBookOpen aria-hidden /> Glossary
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      <TopicAbout name={data.name} infoHtml={data.infoHtml} videoUrl={data.videoUrl} />
    </Stack>
  );
}

export function PodPageContent({ queryRef }: { queryRef: PreloadedQuery<PodPageQuery> }) {
  const { pod } = usePreloadedQuery<PodPageQuery>(podPageQuery, queryRef);
  const sectionsHeadingId = useId();
  const jotsHeadingId = useId();
  if (!pod) return <NotFound what="This pod" />;
  const { jots } = pod;

  return (
    <Stack gap="8">
      <PodHeader pod={pod} />
      {/* Side by side only when the main column is wide enough for both (the ads column takes room at xl). */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', '2xl': '15rem minmax(0, 1fr)' }} gap="8" alignItems="start">
        <Stack as="section" aria-labelledby={sectionsHeadingId} gap="3">
          <Heading as="h2" size="md" id={sectionsHeadingId}>
            Sections
          </Heading>
          <SectionTree sections={pod.sections} labelledBy={sectionsHeadingId} />
        </Stack>
        <Stack as="section" aria-labelledby={jotsHeadingId} gap="4">
          <Heading as="h2" size="md" id={jotsHeadingId}>
            Latest jots
          </Heading>
          {jots.edges.length === 0 && jots.totalCount > 0 ? (
            // A ?page=N past the end (an old link): say so and offer the way back.
            <Stack py="6" align="flex-start" gap="3">
              <Text color="fg.muted">There are no jots on this page.</Text>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to={{ search: '' }}>Go to the first page</RouterLink>
              </Button>
            </Stack>
          ) : jots.edges.length === 0 ? (
            <Text color="fg.muted">No jots available.</Text>
          ) : (
            <>
              <SimpleGrid as="ul" listStyleType="none" m="0" p="0" minChildWidth="15rem" gap="4">
                {jots.edges.map(({ node }) => (
                  <li key={node.id}>
                    <JotCard jot={node} headingLevel="h3" />
                  </li>
                ))}
              </SimpleGrid>
              <Pagination pageCursors={jots.pageCursors} label="Latest jots pages" />
            </>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** The pod page's shape while it loads: the cover and logo, the name, the sections and the jots. */
function PodPageSkeleton() {
  return (
    <Stack gap="8" aria-busy="true" aria-label="Loading pod">
      <Stack gap="6">
        <Skeleton height="4" width="40%" />
        <Box position="relative">
          <Skeleton w="full" aspectRatio="3/1" rounded="xl" />
          <Skeleton position="absolute" insetStart="4" bottom="-8" boxSize={{ base: '20', md: '24' }} rounded="xl" borderWidth="4px" borderColor="bg" />
        </Box>
        <Stack gap="3" pt="8">
          <Skeleton height="9" width="50%" />
          <SkeletonText noOfLines={2} />
        </Stack>
      </Stack>
      <Stack gap="4">
        <Skeleton height="6" width="32" />
        <SimpleGrid minChildWidth="15rem" gap="4">
          {Array.from({ length: 3 }, (_, i) => (
            <JotCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** `/pod/:slug?page=N`: the pod's header, sections tree and latest jots, 12 a page. */
export function PodPage() {
  const queryRef = useRouteQuery<PodPageQuery>();
  return (
    <Suspense fallback={<PodPageSkeleton />}>
      <PodPageContent queryRef={queryRef} />
    </Suspense>
  );
}
