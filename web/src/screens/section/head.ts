import query, { type SectionPageHeadQuery } from '../../__generated__/SectionPageHeadQuery.graphql.ts';
import { dataHead } from '../../head/pageHead.ts';
import { breadcrumbList, crumb, excerpt, NOT_FOUND_PAGE, SITE_NAME, siteTitle, trail } from '../../head/pageMetadata.ts';
import { sectionCard } from '../../head/shareCards.ts';

/** `/section/:slug`: its trail runs through the sections it nests in. */
export const sectionHead = dataHead<SectionPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ section }, context) => {
    if (!section) return NOT_FOUND_PAGE;
    const path = `/section/${encodeURIComponent(section.slug)}`;
    const crumbs = [
      ...trail({ container: section.container, pod: section.pod }),
      ...section.ancestors.map((a) => crumb(a.name, `/section/${encodeURIComponent(a.slug)}`)),
      crumb(section.name, path),
    ];
    return {
      status: 200,
      title: siteTitle(section.name),
      description:
        excerpt(section.description || context.htmlToText(section.infoHtml)) || `${section.name}${section.pod ? ` in ${section.pod.name}` : ''} on ${SITE_NAME}.`,
      canonicalPath: path,
      image: context.card('section', section.slug, sectionCard(section)),
      type: 'website',
      noindex: false,
      structuredData: [breadcrumbList(context.origin, crumbs)],
    };
  },
  card: ({ section }) => (section ? sectionCard(section) : null),
});
