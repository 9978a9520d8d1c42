import query, { type PodPageHeadQuery } from '../../__generated__/PodPageHeadQuery.graphql.ts';
import { dataHead, type HeadContext } from '../../head/pageHead.ts';
import { breadcrumbList, crumb, excerpt, NOT_FOUND_PAGE, plainImage, SITE_NAME, siteTitle, trail, type ShareImage } from '../../head/pageMetadata.ts';
import { podCard } from '../../head/shareCards.ts';

type Pod = NonNullable<PodPageHeadQuery['response']['pod']>;

/** The pod's artwork (a raster one: share sites ignore SVG), else its generated card. */
function podImage(pod: Pod, context: HeadContext): ShareImage {
  return plainImage(pod.profileImageUrl, pod.name) ?? plainImage(pod.logoUrl, pod.name) ?? context.card('pod', pod.slug, podCard(pod));
}

/** `/pod/:slug`. */
export const podHead = dataHead<PodPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ pod }, context) => {
    if (!pod) return NOT_FOUND_PAGE;
    const path = `/pod/${encodeURIComponent(pod.slug)}`;
    return {
      status: 200,
      title: siteTitle(pod.name),
      description: excerpt(pod.description) || `${pod.name}: a learning pod on ${SITE_NAME}.`,
      canonicalPath: path,
      feed: { path: `${path}/feed.xml`, title: `${pod.name} on ${SITE_NAME}` },
      image: podImage(pod, context),
      type: 'website',
      noindex: false,
      structuredData: [breadcrumbList(context.origin, [...trail({ container: pod.container }), crumb(pod.name, path)])],
    };
  },
  card: ({ pod }) => (pod ? podCard(pod) : null),
});

/** `/pod/:slug/glossary`: one page, whatever letter or search it shows. */
export const glossaryHead = dataHead<PodPageHeadQuery>({
  query,
  variables: ({ slug = '' }) => ({ slug }),
  metadata: ({ pod }, context) => {
    if (!pod) return NOT_FOUND_PAGE;
    const podPath = `/pod/${encodeURIComponent(pod.slug)}`;
    const path = `${podPath}/glossary`;
    return {
      status: 200,
      title: siteTitle(`Glossary · ${pod.name}`),
      description: `Terms and definitions of ${pod.name}, A to Z.`,
      // Searches and letters within the glossary are views of this one page.
      canonicalPath: path,
      image: podImage(pod, context),
      type: 'website',
      noindex: false,
      structuredData: [breadcrumbList(context.origin, [...trail({ container: pod.container }), crumb(pod.name, podPath), crumb('Glossary', path)])],
    };
  },
});
