import query, { type AuthorPageHeadQuery } from '../../__generated__/AuthorPageHeadQuery.graphql.ts';
import { dataHead } from '../../head/pageHead.ts';
import { excerpt, NOT_FOUND_PAGE, plainImage, SITE_NAME, siteTitle } from '../../head/pageMetadata.ts';
import { authorCard } from '../../head/shareCards.ts';

/** `/author/:id`: ids are REST ids, digits only (anything else names no one). */
export const authorHead = dataHead<AuthorPageHeadQuery>({
  query,
  variables: ({ id = '' }) => (/^\d{1,9}$/.test(id) ? { databaseId: Number(id) } : null),
  metadata: ({ user }, context) => {
    if (!user) return NOT_FOUND_PAGE;
    const databaseId = Number(context.params.id);
    return {
      status: 200,
      title: siteTitle(user.name),
      description: excerpt(user.bio ?? '') || `${user.name} on ${SITE_NAME}: ${user.jotCount} ${user.jotCount === 1 ? 'jot' : 'jots'}.`,
      canonicalPath: `/author/${databaseId}`,
      feed: { path: `/author/${databaseId}/feed.xml`, title: `${user.name} on ${SITE_NAME}` },
      image: plainImage(user.avatarUrl, user.name) ?? context.card('author', String(databaseId), authorCard(user)),
      type: 'profile',
      noindex: false,
      structuredData: [],
    };
  },
  card: ({ user }) => (user ? authorCard(user) : null),
});
