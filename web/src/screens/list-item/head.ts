import query, { type ListItemPageHeadQuery } from '../../__generated__/ListItemPageHeadQuery.graphql.ts';
import { dataHead } from '../../head/pageHead.ts';
import { breadcrumbList, crumb, excerpt, NOT_FOUND_PAGE, SITE_NAME, siteTitle, trail } from '../../head/pageMetadata.ts';
import { listItemCard } from '../../head/shareCards.ts';

/** `/list-item/:slug`: its article's opening as the description. */
export const listItemHead = dataHead<ListItemPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ listItem }, context) => {
    if (!listItem) return NOT_FOUND_PAGE;
    const path = `/list-item/${encodeURIComponent(listItem.slug)}`;
    return {
      status: 200,
      title: siteTitle(listItem.name),
      description: excerpt(context.htmlToText(listItem.articleHtml)) || `${listItem.name}: jots and an article on ${SITE_NAME}.`,
      canonicalPath: path,
      image: context.card('list-item', listItem.slug, listItemCard(listItem)),
      type: 'website',
      noindex: false,
      structuredData: [
        breadcrumbList(context.origin, [...trail({ container: listItem.container, pod: listItem.pod, section: listItem.section }), crumb(listItem.name, path)]),
      ],
    };
  },
  card: ({ listItem }) => (listItem ? listItemCard(listItem) : null),
});
