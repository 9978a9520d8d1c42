import { Box, Breadcrumb, Flex, Heading, Image, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PodHeader_pod$key } from '../../__generated__/PodHeader_pod.graphql.ts';
import type { PodPageQuery } from '../../__generated__/PodPageQuery.graphql.ts';
import podFallback from '../../assets/pod-fallback.svg';
import { NotFound } from '../../components/NotFound.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';

export const podPageQuery = graphql`
  query PodPageQuery($slug: String!) {
    pod(slug: $slug) {
      ...PodHeader_pod
    }
  }
`;

/** Breadcrumb, logo, name and description. The sections tree and jots grid come with the pod issue. */
function PodHeader({ pod }: { pod: PodHeader_pod$key }) {
  const data = useFragment(
    graphql`
      fragment PodHeader_pod on Pod {
        name
        description
        logoUrl
        container {
          name
          slug
        }
      }
    `,
    pod,
  );

  return (
    <Stack gap="6">
      <title>{`${data.name} · Jotpod`}</title>
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {data.container ? (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={`/container/${encodeURIComponent(data.container.slug)}`}>{data.container.name}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          ) : null}
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{data.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
        <Image
          src={data.logoUrl ?? podFallback}
          alt={data.logoUrl ? `${data.name} logo` : ''}
          w={{ base: 'full', sm: '48' }}
          aspectRatio="16/9"
          objectFit="cover"
          rounded="lg"
          bg="brand.muted"
          flexShrink={0}
        />
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            {data.name}
          </Heading>
          {data.description ? <Text color="fg.muted">{data.description}</Text> : null}
        </Stack>
      </Flex>
    </Stack>
  );
}

export function PodPageContent({ queryRef }: { queryRef: PreloadedQuery<PodPageQuery> }) {
  const { pod } = usePreloadedQuery<PodPageQuery>(podPageQuery, queryRef);
  if (!pod) return <NotFound what="This pod" />;
  return <PodHeader pod={pod} />;
}

function PodPageSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading pod">
      <Skeleton height="4" width="40%" />
      <Flex gap="6">
        <Skeleton w="48" aspectRatio="16/9" rounded="lg" />
        <Box flex="1">
          <Skeleton height="8" width="50%" mb="4" />
          <SkeletonText noOfLines={3} />
        </Box>
      </Flex>
    </Stack>
  );
}

/** `/pod/:slug` (minimal for now: the e2e journey home → category → pod lands here). */
export function PodPage() {
  const queryRef = useRouteQuery<PodPageQuery>();
  return (
    <Suspense fallback={<PodPageSkeleton />}>
      <PodPageContent queryRef={queryRef} />
    </Suspense>
  );
}
