import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import type { FeedsPageQuery } from '../../__generated__/FeedsPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { FeedBanner } from './FeedBanner.tsx';
import { FeedTabs } from './FeedTabs.tsx';
import { FeedGrid, FeedGridSkeleton } from '../../components/cards/FeedGrid.tsx';
import { FEED_TABS, parseFeedTag } from './tags.ts';

export const feedsPageQuery = graphql`
  query FeedsPageQuery($tag: FeedTag!, $first: Int!, $withBanners: Boolean!, $excludeAuthors: [ID!]) {
    banners @include(if: $withBanners) {
      ...BannerSlider_banners
    }
    ...FeedGrid_query @arguments(tag: $tag, count: $first, excludeAuthors: $excludeAuthors)
  }
`;

function FeedsContent({ queryRef }: { queryRef: PreloadedQuery<FeedsPageQuery> }) {
  const data = usePreloadedQuery<FeedsPageQuery>(feedsPageQuery, queryRef);
  return (
    <Stack gap="6">
      {queryRef.variables.withBanners ? <FeedBanner signedIn banners={data.banners} /> : null}
      <FeedGrid query={data} />
    </Stack>
  );
}

/** `/feeds?tag=TRENDING|NEW|PERSONAL`: the banner, the three tabs and an endless card grid. */
export function FeedsPage() {
  const queryRef = useRouteQuery<FeedsPageQuery>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The loader redirected anything else, so this is always a known tag.
  const tag = parseFeedTag(searchParams.get('tag')) ?? 'PERSONAL';
  const current = FEED_TABS.find((tab) => tab.tag === tag) ?? FEED_TABS[2]!;

  return (
    <Stack gap="6">
      <title>{`${current.label} · Jotpod`}</title>
      <Heading as="h1" size="2xl">
        Feeds
      </Heading>
      {/* Visitors' banner needs no data: it shows before the feed arrives. */}
      {/* The loader asks for banners exactly when the reader is signed in. */}
      {queryRef.variables.withBanners ? null : <FeedBanner signedIn={false} banners={null} />}
      {/* Arrow keys move between tabs; Enter or Space opens one (each opens a new page of data). */}
      <FeedTabs tabs={FEED_TABS} value={tag} onOpen={(next) => navigate({ search: `?tag=${next}` })}>
        {/* Keyed by tag: a new tab starts at page 1 with a skeleton, not the old tab's cards. */}
        <Suspense key={tag} fallback={<FeedGridSkeleton />}>
          <FeedsContent queryRef={queryRef} />
        </Suspense>
      </FeedTabs>
    </Stack>
  );
}
