import query, { type ContainerPageHeadQuery } from '../../__generated__/ContainerPageHeadQuery.graphql.ts';
import { dataHead } from '../../head/pageHead.ts';
import { breadcrumbList, crumb, NOT_FOUND_PAGE, plainImage, SITE_NAME, siteTitle } from '../../head/pageMetadata.ts';
import { containerCard } from '../../head/shareCards.ts';

/** `/container/:slug`; `?page=N` pages are their own canonical addresses. */
export const containerHead = dataHead<ContainerPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ container }, context) => {
    if (!container) return NOT_FOUND_PAGE;
    const path = `/container/${encodeURIComponent(container.slug)}`;
    const page = Number(context.url.searchParams.get('page') ?? '1');
    return {
      status: 200,
      title: siteTitle(container.name),
      description: `${container.name}: ${container.podCount} ${container.podCount === 1 ? 'pod' : 'pods'} of short lessons on ${SITE_NAME}.`,
      canonicalPath: Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path,
      image: plainImage(container.logoUrl, container.name) ?? context.card('container', container.slug, containerCard(container)),
      type: 'website',
      noindex: false,
      structuredData: [breadcrumbList(context.origin, [crumb(SITE_NAME, '/'), crumb(container.name, path)])],
    };
  },
  card: ({ container }) => (container ? containerCard(container) : null),
});
