import { Heading, Skeleton, SkeletonText, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useId, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListItemPageQuery, ListItemTag } from '../../__generated__/ListItemPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { JotCardSkeleton } from '../../components/cards/JotCardSkeleton.tsx';
import { Breadcrumbs, containerPath, podPath, sectionPath, type Crumb } from '../../components/navigation/Breadcrumbs.tsx';
import { ListItemJots } from './ListItemJots.tsx';
import { LIST_ITEM_TABS, parseListItemTag } from './tags.ts';
import { useFocusBeforeHydrationTold } from '../../hydration/focusBeforeHydration.ts';
import { siteTitle } from '../../head/pageMetadata.ts';

export const listItemPageQuery = graphql`
  query ListItemPageQuery($slug: String!, $tag: ListItemTag!, $first: Int!, $excludeAuthors: [ID!]) {
    listItem(slug: $slug) {
      name
      articleHtml
      container {
        name
        slug
      }
      pod {
        name
        slug
        isCompany
      }
      section {
        name
        slug
      }
      ...ListItemJots_listItem @arguments(tag: $tag, count: $first, excludeAuthors: $excludeAuthors)
    }
  }
`;

function JotsSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading jots">
      {Array.from({ length: 3 }, (_, i) => (
        <JotCardSkeleton key={i} />
      ))}
    </Stack>
  );
}

/**
 * The company pod's list items (terms of use, privacy and cookie policies, the about pages) are
 * documents to read, not topics to write about: the article alone, without jots, tabs or a
 * Create a Jot link.
 */
function CompanyDocument({ name, articleHtml }: { name: string; articleHtml: string | null | undefined }) {
  const titleId = useId();
  return (
    <Stack as="article" aria-labelledby={titleId} gap="6" maxW="3xl">
      <title>{siteTitle(name)}</title>
      <Heading as="h1" size="2xl" id={titleId}>
        {name}
      </Heading>
      {articleHtml ? <SafeHtml html={articleHtml} /> : null}
    </Stack>
  );
}

function ListItemContent({ queryRef }: { queryRef: PreloadedQuery<ListItemPageQuery> }) {
  const { listItem } = usePreloadedQuery<ListItemPageQuery>(listItemPageQuery, queryRef);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const articleHeadingId = useId();
  // The new tab's query suspends this component inside the router's transition, so the old page
  // stays on screen until the data is there. The clicked tab is shown selected at once (and the
  // old list dimmed) by remembering which tab was asked for from which: once the URL's tag moves
  // on (the new page, or Back), the request is stale and the URL wins again.
  const [requested, setRequested] = useState<{ from: ListItemTag; to: ListItemTag } | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  useFocusBeforeHydrationTold(tabList);
  if (!listItem) return <NotFound what="This list item" />;
  if (listItem.pod?.isCompany) return <CompanyDocument name={listItem.name} articleHtml={listItem.articleHtml} />;
  // The loader redirected anything else, so this is always a known tag.
  const tag = parseListItemTag(searchParams.get('tag')) ?? 'TRENDING';
  const pendingTag = requested && requested.from === tag && requested.to !== tag ? requested.to : null;

  const crumbs: Crumb[] = [
    ...(listItem.container ? [{ label: listItem.container.name, to: containerPath(listItem.container.slug) }] : []),
    ...(listItem.pod ? [{ label: listItem.pod.name, to: podPath(listItem.pod.slug) }] : []),
    ...(listItem.section ? [{ label: listItem.section.name, to: sectionPath(listItem.section.slug) }] : []),
    { label: listItem.name },
  ];

  return (
    <Stack gap="6">
      <title>{siteTitle(listItem.name)}</title>
      <Breadcrumbs items={crumbs} />
      <Heading as="h1" size="2xl">
        {listItem.name}
      </Heading>
      {listItem.articleHtml ? (
        <section aria-labelledby={articleHeadingId}>
          {/* The article's own headings start at h3 (h2 is its section): keeps the outline in order. */}
          <VisuallyHidden asChild>
            <h2 id={articleHeadingId}>Article</h2>
          </VisuallyHidden>
          <SafeHtml html={listItem.articleHtml} />
        </section>
      ) : null}
      <Tabs.Root
        value={pendingTag ?? tag}
        // Arrow keys move between tabs; Enter or Space opens one (each is a new query).
        activationMode="manual"
        onValueChange={({ value }) => {
          const next = parseListItemTag(value);
          if (!next) return;
          setRequested({ from: tag, to: next });
          void navigate({ search: `?tag=${next}` });
        }}
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label="Order of the jots" ref={tabList}>
          {LIST_ITEM_TABS.map((tab) => (
            <Tabs.Trigger key={tab.tag} value={tab.tag}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LIST_ITEM_TABS.map((tab) => (
          <Tabs.Content
            key={tab.tag}
            value={tab.tag}
            pt="4"
            aria-busy={pendingTag ? true : undefined}
            opacity={pendingTag ? 0.5 : 1}
            transition="opacity 0.15s"
          >
            <ListItemJots listItem={listItem} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function ListItemSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading list item">
      <Skeleton height="4" width="50%" />
      <Skeleton height="8" width="40%" />
      <SkeletonText noOfLines={5} />
      <JotsSkeleton />
    </Stack>
  );
}

/** `/list-item/:slug?tag=TRENDING|HOT|NEW`: the article and its jots in three orders. */
export function ListItemPage() {
  const queryRef = useRouteQuery<ListItemPageQuery>();
  return (
    <Suspense fallback={<ListItemSkeleton />}>
      <ListItemContent queryRef={queryRef} />
    </Suspense>
  );
}
