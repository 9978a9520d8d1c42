import type { ExecutionResult } from 'graphql';
import { PAGE_PATHS, type PagePath } from '../../../web/src/router/pagePaths.ts';
import { htmlToText } from '../html/text.ts';
import {
  authorCard,
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  cardPath,
  containerCard,
  jotCard,
  listItemCard,
  podCard,
  sectionCard,
  SITE_CARD,
  type CardContent,
  type CardKind,
} from '../cards/share-card.ts';
import {
  excerpt,
  NOT_FOUND_PAGE,
  SITE_DESCRIPTION,
  SITE_NAME,
  siteTitle,
  staticPage,
  type PageMetadata,
  type ShareImage,
  type StructuredData,
} from './page-metadata.ts';

export interface PageRequest {
  /** The page's address (path and query), as the browser asked it. */
  url: URL;
  /** The site's origin, for absolute addresses (canonical, share cards, structured data). */
  origin: string;
  /** Runs an operation against the schema as the visitor. */
  run(source: string, variables: Record<string, unknown>): Promise<ExecutionResult>;
}

type Resolve = (request: PageRequest, params: Readonly<Record<string, string>>) => Promise<PageMetadata> | PageMetadata;

interface PageRoute {
  /** Segments; `:name` matches one non-empty segment. */
  pattern: readonly string[];
  resolve: Resolve;
}

/** The upstream did not answer: the page is served without its metadata rather than failing. */
export class PageDataUnavailable extends Error {}

async function data<T>(request: PageRequest, source: string, variables: Record<string, unknown>): Promise<T> {
  const result = await request.run(source, variables);
  if (result.errors?.length || !result.data) {
    throw new PageDataUnavailable(result.errors?.map((e) => e.message).join('; ') || 'no data');
  }
  return result.data as T;
}

interface Named {
  name: string;
  slug: string;
}

const crumb = (name: string, path: string) => ({ name, path });

function breadcrumbList(origin: string, crumbs: readonly { name: string; path: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({ '@type': 'ListItem', position: index + 1, name: c.name, item: origin + c.path })),
  };
}

/** Container > pod > section > list item, as far as the entity has them. */
function trail(entity: { container?: Named | null; pod?: Named | null; section?: Named | null; listItem?: Named | null }) {
  return [
    crumb(SITE_NAME, '/'),
    ...(entity.container ? [crumb(entity.container.name, `/container/${encodeURIComponent(entity.container.slug)}`)] : []),
    ...(entity.pod ? [crumb(entity.pod.name, `/pod/${encodeURIComponent(entity.pod.slug)}`)] : []),
    ...(entity.section ? [crumb(entity.section.name, `/section/${encodeURIComponent(entity.section.slug)}`)] : []),
    ...(entity.listItem ? [crumb(entity.listItem.name, `/list-item/${encodeURIComponent(entity.listItem.slug)}`)] : []),
  ];
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

interface ImageFields {
  url: string;
  width: number | null;
  height: number | null;
  renditions: readonly { url: string; width: number; height: number; mimeType: string }[];
}

/**
 * The picture for a share card: the widest raster copy (Facebook, LinkedIn and X ignore SVG), or
 * the file itself when it is not SVG.
 */
function shareImageOf(image: ImageFields | null | undefined, alt: string): ShareImage | null {
  if (!image) return null;
  const raster = [...image.renditions].filter((r) => r.mimeType !== 'image/svg+xml').sort((a, b) => b.width - a.width)[0];
  if (raster) return { url: raster.url, width: raster.width, height: raster.height, alt };
  if (/\.svg(?:$|\?)/i.test(image.url)) return null;
  return { url: image.url, width: image.width, height: image.height, alt };
}

function plainImage(url: string | null | undefined, alt: string): ShareImage | null {
  return url && !/\.svg(?:$|\?)/i.test(url) ? { url, width: null, height: null, alt } : null;
}

/** The generated card (../cards) of a page without a picture of its own. */
function generatedCard(kind: CardKind, key: string, content: CardContent): ShareImage {
  return { url: cardPath(kind, key, content), width: CARD_WIDTH, height: CARD_HEIGHT, alt: cardAlt(content) };
}

const SITE_CARD_IMAGE = generatedCard('site', '', SITE_CARD);

const PLACE = 'name slug';

const JOT_PAGE = `query JotPageMetadata($slug: String!) {
  jot(slug: $slug) {
    title slug contentText createdAt contentType
    images { url width height renditions { url width height mimeType } }
    author { name databaseId }
    container { ${PLACE} } pod { ${PLACE} } section { ${PLACE} } listItem { ${PLACE} }
  }
}`;

interface JotData {
  jot: {
    title: string;
    slug: string;
    contentText: string;
    createdAt: string;
    images: ImageFields[];
    author: { name: string; databaseId: number };
    container: Named | null;
    pod: Named | null;
    section: Named | null;
    listItem: Named | null;
  } | null;
}

const jotPage: Resolve = async (request, { slug = '' }) => {
  const { jot } = await data<JotData>(request, JOT_PAGE, { slug });
  if (!jot) return NOT_FOUND_PAGE;
  const path = `/jot/${encodeURIComponent(jot.slug)}`;
  const description = excerpt(jot.contentText) || `A jot by ${jot.author.name} on ${SITE_NAME}.`;
  const image = shareImageOf(jot.images[0], jot.title) ?? generatedCard('jot', jot.slug, jotCard(jot));
  const article: StructuredData = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: excerpt(jot.title, 110),
    description,
    articleBody: jot.contentText,
    datePublished: jot.createdAt,
    author: { '@type': 'Person', name: jot.author.name, url: `${request.origin}/author/${jot.author.databaseId}` },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${request.origin}/` },
    mainEntityOfPage: request.origin + path,
    image: [absolute(request.origin, image.url)],
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
    structuredData: [article, breadcrumbList(request.origin, [...trail(jot), crumb(jot.title, path)])],
  };
};

const POD_PAGE = `query PodPageMetadata($slug: String!) {
  pod(slug: $slug) { name slug description profileImageUrl logoUrl container { ${PLACE} } }
}`;

interface PodData {
  pod: { name: string; slug: string; description: string; profileImageUrl: string | null; logoUrl: string | null; container: Named | null } | null;
}

/** The pod's artwork (a raster one: share sites ignore SVG), else its generated card. */
function podImage(pod: NonNullable<PodData['pod']>): ShareImage {
  return plainImage(pod.profileImageUrl, pod.name) ?? plainImage(pod.logoUrl, pod.name) ?? generatedCard('pod', pod.slug, podCard(pod));
}

const podPage: Resolve = async (request, { slug = '' }) => {
  const { pod } = await data<PodData>(request, POD_PAGE, { slug });
  if (!pod) return NOT_FOUND_PAGE;
  const path = `/pod/${encodeURIComponent(pod.slug)}`;
  return {
    status: 200,
    title: siteTitle(pod.name),
    description: excerpt(pod.description) || `${pod.name}: a learning pod on ${SITE_NAME}.`,
    canonicalPath: path,
    image: podImage(pod),
    type: 'website',
    noindex: false,
    structuredData: [breadcrumbList(request.origin, [...trail({ container: pod.container }), crumb(pod.name, path)])],
  };
};

const glossaryPage: Resolve = async (request, { slug = '' }) => {
  const { pod } = await data<PodData>(request, POD_PAGE, { slug });
  if (!pod) return NOT_FOUND_PAGE;
  const podPath = `/pod/${encodeURIComponent(pod.slug)}`;
  const path = `${podPath}/glossary`;
  return {
    status: 200,
    title: siteTitle(`Glossary · ${pod.name}`),
    description: `Terms and definitions of ${pod.name}, A to Z.`,
    // Searches and letters within the glossary are views of this one page.
    canonicalPath: path,
    image: podImage(pod),
    type: 'website',
    noindex: false,
    structuredData: [
      breadcrumbList(request.origin, [...trail({ container: pod.container }), crumb(pod.name, podPath), crumb('Glossary', path)]),
    ],
  };
};

const CONTAINER_PAGE = `query ContainerPageMetadata($slug: String!) {
  container(slug: $slug) { name slug logoUrl podCount }
}`;

interface ContainerData {
  container: { name: string; slug: string; logoUrl: string | null; podCount: number } | null;
}

const containerPage: Resolve = async (request, { slug = '' }) => {
  const { container } = await data<ContainerData>(request, CONTAINER_PAGE, { slug });
  if (!container) return NOT_FOUND_PAGE;
  const path = `/container/${encodeURIComponent(container.slug)}`;
  const page = Number(request.url.searchParams.get('page') ?? '1');
  return {
    status: 200,
    title: siteTitle(container.name),
    description: `${container.name}: ${container.podCount} ${container.podCount === 1 ? 'pod' : 'pods'} of short lessons on ${SITE_NAME}.`,
    canonicalPath: Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path,
    image: plainImage(container.logoUrl, container.name) ?? generatedCard('container', container.slug, containerCard(container)),
    type: 'website',
    noindex: false,
    structuredData: [breadcrumbList(request.origin, [crumb(SITE_NAME, '/'), crumb(container.name, path)])],
  };
};

const SECTION_PAGE = `query SectionPageMetadata($slug: String!) {
  section(slug: $slug) { name slug description infoHtml container { ${PLACE} } pod { ${PLACE} } ancestors { ${PLACE} } }
}`;

interface SectionData {
  section: {
    name: string;
    slug: string;
    description: string | null;
    infoHtml: string | null;
    container: Named | null;
    pod: Named | null;
    ancestors: Named[];
  } | null;
}

const sectionPage: Resolve = async (request, { slug = '' }) => {
  const { section } = await data<SectionData>(request, SECTION_PAGE, { slug });
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
    description: excerpt(section.description || htmlToText(section.infoHtml)) || `${section.name}${section.pod ? ` in ${section.pod.name}` : ''} on ${SITE_NAME}.`,
    canonicalPath: path,
    image: generatedCard('section', section.slug, sectionCard(section)),
    type: 'website',
    noindex: false,
    structuredData: [breadcrumbList(request.origin, crumbs)],
  };
};

const LIST_ITEM_PAGE = `query ListItemPageMetadata($slug: String!) {
  listItem(slug: $slug) { name slug articleHtml container { ${PLACE} } pod { ${PLACE} } section { ${PLACE} } }
}`;

interface ListItemData {
  listItem: { name: string; slug: string; articleHtml: string | null; container: Named | null; pod: Named | null; section: Named | null } | null;
}

const listItemPage: Resolve = async (request, { slug = '' }) => {
  const { listItem } = await data<ListItemData>(request, LIST_ITEM_PAGE, { slug });
  if (!listItem) return NOT_FOUND_PAGE;
  const path = `/list-item/${encodeURIComponent(listItem.slug)}`;
  return {
    status: 200,
    title: siteTitle(listItem.name),
    description: excerpt(htmlToText(listItem.articleHtml)) || `${listItem.name}: jots and an article on ${SITE_NAME}.`,
    canonicalPath: path,
    image: generatedCard('list-item', listItem.slug, listItemCard(listItem)),
    type: 'website',
    noindex: false,
    structuredData: [breadcrumbList(request.origin, [...trail({ container: listItem.container, pod: listItem.pod, section: listItem.section }), crumb(listItem.name, path)])],
  };
};

const AUTHOR_PAGE = `query AuthorPageMetadata($databaseId: Int!) {
  user(databaseId: $databaseId) { name bio avatarUrl jotCount }
}`;

interface AuthorData {
  user: { name: string; bio: string | null; avatarUrl: string | null; jotCount: number } | null;
}

const authorPage: Resolve = async (request, { id = '' }) => {
  // Author ids are REST ids: digits only (anything else names no one).
  if (!/^\d{1,9}$/.test(id)) return NOT_FOUND_PAGE;
  const databaseId = Number(id);
  const { user } = await data<AuthorData>(request, AUTHOR_PAGE, { databaseId });
  if (!user) return NOT_FOUND_PAGE;
  const path = `/author/${databaseId}`;
  return {
    status: 200,
    title: siteTitle(user.name),
    description: excerpt(user.bio ?? '') || `${user.name} on ${SITE_NAME}: ${user.jotCount} ${user.jotCount === 1 ? 'jot' : 'jots'}.`,
    canonicalPath: path,
    image: plainImage(user.avatarUrl, user.name) ?? generatedCard('author', String(databaseId), authorCard(user)),
    type: 'profile',
    noindex: false,
    structuredData: [],
  };
};

const FEED_TITLES: Readonly<Record<string, string>> = { TRENDING: 'Trending Pods', NEW: 'New Pods', PERSONAL: 'Latest Jots' };

/** Pages about the site itself share its card; pages kept out of indexes get none. */
function withSiteCard(page: PageMetadata): PageMetadata {
  return page.noindex ? page : { ...page, image: SITE_CARD_IMAGE };
}

const feedsPage: Resolve = ({ url }) => {
  const tag = (url.searchParams.get('tag') ?? 'PERSONAL').toUpperCase();
  const label = FEED_TITLES[tag] ?? FEED_TITLES.PERSONAL ?? 'Latest Jots';
  return withSiteCard(staticPage(label, { path: `/feeds?tag=${FEED_TITLES[tag] ? tag : 'PERSONAL'}`, description: `${label} on ${SITE_NAME}: ${SITE_DESCRIPTION}` }));
};

const homePage: Resolve = ({ origin }) => ({
  ...withSiteCard(staticPage('Free, teacher-first lifelong learning', { path: '/' })),
  title: `${SITE_NAME} · Free, teacher-first lifelong learning`,
  structuredData: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, potentialAction: { '@type': 'SearchAction', target: `${origin}/search?key={search_term_string}`, 'query-input': 'required name=search_term_string' } }],
});

const fixed = (name: string, path: string | null, options: { description?: string; noindex?: boolean; serverRendered?: boolean } = {}): Resolve => () =>
  withSiteCard(staticPage(name, { path, ...options }));
/** People's own screens and forms: not indexed, rendered by the browser. */
const own = (name: string): Resolve => fixed(name, null, { noindex: true, serverRendered: false });

/**
 * The head of every page the web app routes, by the web's own list of its paths (a path the web
 * adds without a page here fails to compile); anything else is a 404.
 */
const PAGES: { readonly [P in PagePath]: Resolve } = {
  '/': homePage,
  '/about': fixed('About', '/about', { description: `What ${SITE_NAME} is: free, teacher-first lifelong learning, one short jot at a time.` }),
  '/investor-relations': fixed('Investor Relations', '/investor-relations'),
  '/subscription': fixed('Subscription', '/subscription', { description: `${SITE_NAME} plans: learn free, or support teachers with a subscription.` }),
  '/terms-and-conditions': fixed('Terms and Conditions', '/terms-and-conditions'),
  '/privacy-policy': fixed('Privacy Policy', '/privacy-policy'),
  '/feeds': feedsPage,
  '/container/:slug': containerPage,
  '/pod/:slug': podPage,
  '/pod/:slug/glossary': glossaryPage,
  '/section/:slug': sectionPage,
  '/list-item/:slug': listItemPage,
  '/jot/create': own('Create a jot'),
  '/jot/edit/:id': own('Edit jot'),
  '/jot/:slug': jotPage,
  '/author/:id': authorPage,
  '/search': fixed('Search', null, { noindex: true }),
  '/my-jots': own('My Posted Jots'),
  '/following': own('Following'),
  '/followers': own('Followers'),
  '/blocked-authors': own('Blocked and muted authors'),
  '/notifications': own('Notifications'),
  '/liked-jots': own('Liked Jots'),
  '/profile': own('Your Profile'),
  '/login': own('Log in'),
  '/register': own('Sign up'),
  '/forgot-password': own('Forgot password'),
  '/password/reset': own('Reset password'),
  '/email/confirm': own('Confirm email'),
};

/** Literal segments win over `:name` ones (/jot/create is not the jot with the slug "create"). */
const ROUTES: readonly PageRoute[] = PAGE_PATHS.map((path) => ({ pattern: path.split('/').filter((s) => s !== ''), resolve: PAGES[path] }))
  .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));

function specificity(pattern: readonly string[]): number {
  return pattern.reduce((score, part, index) => score + (part.startsWith(':') ? 0 : 2 ** (pattern.length - index)), 0);
}

function match(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** The metadata of the page at `request.url`; NOT_FOUND_PAGE when no route or no entity answers it. */
export async function resolvePageMetadata(request: PageRequest): Promise<PageMetadata> {
  let segments: string[];
  try {
    // A trailing slash is the same page (react-router matches /feeds/ as /feeds).
    segments = request.url.pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    return NOT_FOUND_PAGE;
  }
  for (const route of ROUTES) {
    const params = match(route.pattern, segments);
    if (params) return route.resolve(request, params);
  }
  return NOT_FOUND_PAGE;
}
