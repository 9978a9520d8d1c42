import query, { type JotPageHeadQuery } from '../../__generated__/JotPageHeadQuery.graphql.ts';
import { dataHead } from '../../head/pageHead.ts';
import { absolute, breadcrumbList, crumb, excerpt, NOT_FOUND_PAGE, shareImageOf, SITE_NAME, siteTitle, trail, type StructuredData } from '../../head/pageMetadata.ts';
import { jotCard } from '../../head/shareCards.ts';

/** `/jot/:slug`: an Article with its text, its first picture (else its card) and its trail. */
export const jotHead = dataHead<JotPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ jot }, context) => {
    if (!jot) return NOT_FOUND_PAGE;
    const path = `/jot/${encodeURIComponent(jot.slug)}`;
    const description = excerpt(jot.contentText) || `A jot by ${jot.author.name} on ${SITE_NAME}.`;
    const image = shareImageOf(jot.images[0], jot.title) ?? context.card('jot', jot.slug, jotCard(jot));
    const article: StructuredData = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: excerpt(jot.title, 110),
      description,
      articleBody: jot.contentText,
      datePublished: jot.createdAt,
      author: { '@type': 'Person', name: jot.author.name, url: `${context.origin}/author/${jot.author.databaseId}` },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: `${context.origin}/` },
      mainEntityOfPage: context.origin + path,
      image: [absolute(context.origin, image.url)],
    };
    return {
      status: 200,
      title: siteTitle(jot.title),
      description,
      canonicalPath: path,
      image,
      type: 'article',
      noindex: false,
      publishedTime: jot.createdAt,
      structuredData: [article, breadcrumbList(context.origin, [...trail(jot), crumb(jot.title, path)])],
    };
  },
  card: ({ jot }) => (jot ? jotCard(jot) : null),
});
