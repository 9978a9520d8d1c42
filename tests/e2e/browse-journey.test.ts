// The Browse journey: a visitor starts on the home page and reaches every public screen by
// clicking — marketing pages, a Core Learning container and its second page, a pod, a nested
// section, a list item, a jot, the feeds, the footer's legal pages — checking the spec's texts,
// redirects and empty states, and running axe on each distinct screen. Only what has no link
// anywhere is typed: the 404s, the legacy /list-item/{id} links, /feeds without a tag,
// /subscription and the two 'Coming soon...' pages. Each test opens the screen it starts from
// itself (typed, or one click away from a typed one), in a fresh browser context.
//
// Data: the deterministic demo seed, with targets picked from it once per file (through the bff
// and the api, over HTTP) rather than hard-coded. The seed shows each feature itself (a core
// container with several pages of pods, jots under most list items); only an empty category is
// added, straight into the api's database, for 'No pods available.' (every seeded container has
// pods).
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, pageErrors, recordErrors } from '../support/browser.ts';
import { describe, test as e2e, eventually, expect, settled } from '../support/e2e.ts';
import type { Stack } from '../support/stack.ts';

/** The spec's page sizes and preview length. */
const PODS_PER_PAGE = 12;
const FEED_PAGE_SIZE = 21;
const PREVIEW_LENGTH = 65;

/** Stable fixtures of the demo seed (api/src/seed). */
const CORE_CONTAINER_SLUG = 'mathematics';
const LEGAL_ITEMS = [
  { id: 1, slug: 'terms-of-use', link: 'Terms of Use' },
  { id: 2, slug: 'privacy-policy', link: 'Privacy Policy' },
  { id: 3, slug: 'cookie-policy', link: 'Cookie Policy' },
] as const;

/** The category the test adds so one container has no pods. */
const EMPTY_CATEGORY = { name: 'Empty Shelf', slug: 'empty-shelf' };

const MOBILE_MESSAGE = 'If you are going to use on mobile, please download the app';

interface Named {
  name: string;
  slug: string;
}
interface TreeListItem extends Named {
  jots: { totalCount: number };
}
interface TreeSection extends Named {
  listItems: TreeListItem[];
  children: TreeSection[];
}
interface TreePod extends Named {
  databaseId: number;
  sections: TreeSection[];
  jots: { totalCount: number };
}

interface Targets {
  container: { name: string; slug: string; podCount: number };
  pod: TreePod;
  /** A root section with sub sections (the tree's expand/collapse). */
  parentSection: TreeSection;
  /** One of its children, with a list item that has jots and one that has none. */
  section: TreeSection;
  itemWithJots: TreeListItem;
  emptyItem: TreeListItem;
  /** A pod without sections, and its container. */
  podWithoutSections: { name: string; slug: string; container: { name: string; slug: string } };
  stories: { title: string; buttonText: string | null; buttonLink: string | null; opensInNewTab: boolean }[];
  legalNames: Record<string, string>;
}

type Journey = Targets;

/** The new screen is there: its own h1 (the router changes the URL before it renders). */
async function screenHeading(target: Page, name: string | RegExp): Promise<void> {
  await target.getByRole('main').getByRole('heading', { level: 1, name, exact: typeof name === 'string' }).waitFor();
  await settled(target);
}

const sidebar = (target: Page) => target.getByRole('navigation', { name: 'Sidebar' });
const footer = (target: Page) => target.getByRole('navigation', { name: 'Footer' });
const pathOf = (target: Page) => new URL(target.url()).pathname;
const searchOf = (target: Page, name: string) => new URL(target.url()).searchParams.get(name);

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

/** The demo seed's data the journey walks through, found over HTTP (bff and api). */
async function findTargets(stack: Stack): Promise<Targets> {
  const listItemFields = 'name slug jots(first: 1) { totalCount }';
  const data = await stack.graphql<{
    container: { name: string; slug: string; podCount: number; pods: { edges: { node: TreePod }[] } } | null;
    containers: { name: string; slug: string; pods: { edges: { node: { name: string; slug: string; sections: unknown[] } }[] } }[];
    marketingStories: Targets['stories'];
  }>(
    `query JourneyTargets($slug: String!) {
      container(slug: $slug) {
        name slug podCount
        pods(first: ${PODS_PER_PAGE}) {
          edges { node {
            name slug databaseId jots(first: 1) { totalCount }
            sections {
              name slug listItems { ${listItemFields} }
              children { name slug listItems { ${listItemFields} } children { name slug listItems { ${listItemFields} } children { name slug listItems { ${listItemFields} } } } }
            }
          } }
        }
      }
      containers { name slug pods(first: 100) { edges { node { name slug sections { slug } } } } }
      marketingStories(page: "home") { title buttonText buttonLink opensInNewTab }
    }`,
    { slug: CORE_CONTAINER_SLUG },
  );
  const container = data.container;
  if (!container) throw new Error(`the demo seed has no container '${CORE_CONTAINER_SLUG}'`);

  let picked: Pick<Targets, 'pod' | 'parentSection' | 'section' | 'itemWithJots' | 'emptyItem'> | undefined;
  for (const { node: pod } of container.pods.edges) {
    for (const parentSection of pod.sections) {
      for (const section of parentSection.children) {
        const itemWithJots = section.listItems.find((item) => item.jots.totalCount >= 2);
        const emptyItem = section.listItems.find((item) => item.jots.totalCount === 0);
        if (itemWithJots && emptyItem) {
          picked = { pod, parentSection, section, itemWithJots, emptyItem };
          break;
        }
      }
      if (picked) break;
    }
    if (picked) break;
  }
  if (!picked) {
    throw new Error(
      `no pod of '${CORE_CONTAINER_SLUG}' has a sub section with a list item with jots and one without: the journey needs one`,
    );
  }

  // The empty list item, double-checked on the api itself (REST, the bff's upstream).
  const rest = await fetch(new URL(`/api/v1/list-items/${encodeURIComponent(picked.emptyItem.slug)}?include=jots`, stack.apiUrl));
  expect(rest.status).toBe(200);
  const restBody = (await rest.json()) as { data: { slug: string; jots?: unknown[] } };
  expect(restBody.data.slug).toBe(picked.emptyItem.slug);
  expect(restBody.data.jots ?? []).toEqual([]);

  // A pod without sections (the seed leaves a couple): the first the sidebar leads to.
  let podWithoutSections: Targets['podWithoutSections'] | undefined;
  for (const c of data.containers) {
    const bare = c.pods.edges.find(({ node }) => node.sections.length === 0);
    if (bare) {
      podWithoutSections = { name: bare.node.name, slug: bare.node.slug, container: { name: c.name, slug: c.slug } };
      break;
    }
  }
  if (!podWithoutSections) throw new Error('the demo seed has no pod without sections');

  const legal = await stack.graphql<Record<string, { name: string } | null>>(
    `query JourneyLegal { ${LEGAL_ITEMS.map((item, i) => `l${i}: listItem(slug: "${item.slug}") { name }`).join(' ')} }`,
  );
  const legalNames = Object.fromEntries(
    LEGAL_ITEMS.map((item, i) => {
      const name = legal[`l${i}`]?.name;
      if (!name) throw new Error(`the demo seed has no list item '${item.slug}'`);
      return [item.slug, name];
    }),
  );

  return {
    container: { name: container.name, slug: container.slug, podCount: container.podCount },
    ...picked,
    podWithoutSections,
    stories: data.marketingStories,
    legalNames,
  };
}

/** Adds an empty category: every container of the seed has pods. */
async function addEmptyCategory(stack: Stack): Promise<void> {
  await stack.db.query(
    `INSERT INTO containers (name, slug, is_active, section, position) VALUES ($1, $2, true, 0, 1000)`,
    [EMPTY_CATEGORY.name, EMPTY_CATEGORY.slug],
  );
}

const test = e2e.extend('journey', { scope: 'file' }, async ({ stack }): Promise<Journey> => {
  const targets = await findTargets(stack);
  // The demo seed's core container runs to a third page: first, middle and last pages differ.
  if (targets.container.podCount <= 2 * PODS_PER_PAGE) {
    throw new Error(`the demo seed's '${CORE_CONTAINER_SLUG}' has ${targets.container.podCount} pods: fewer than three pages`);
  }
  await addEmptyCategory(stack);
  return targets;
});

/** The pod cards of a container page: articles linking to a pod (side segments are articles too). */
const podCards = (target: Page) => target.getByRole('main').getByRole('article').filter({ has: target.locator('a[href^="/pod/"]') });

/** Opens a Main-layout screen by its URL and waits for it (its own h1, nothing loading). */
async function openScreen(target: Page, url: string, heading: string | RegExp): Promise<void> {
  await target.goto(url);
  await screenHeading(target, heading);
}

describe('browse journey: a visitor clicks through every public screen', () => {
  test('home: marketing stories, then /about and /investor-relations from the footer', async ({ page, at, journey }) => {
    const main = page.getByRole('main');
    await page.goto(at('/'));
    await settled(page);
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toMatch(/learn/i);

    // The stories, in order, alternating the image side; link type '1' opens a new tab safely.
    const stories = main.getByRole('region', { name: 'Why Jotpod' }).getByRole('article');
    await eventually(() => stories.count()).toBe(journey.stories.length);
    expect(journey.stories.length).toBeGreaterThan(1);
    expect(await stories.getByRole('heading', { level: 2 }).allTextContents()).toEqual(journey.stories.map((s) => s.title));
    const sides = await stories.evaluateAll((articles) => articles.map((a) => a.getAttribute('data-image-side')));
    expect(sides).toEqual(journey.stories.map((_, i) => (i % 2 === 0 ? 'start' : 'end')));
    expect(journey.stories.some((s) => s.opensInNewTab)).toBe(true);
    for (const [i, story] of journey.stories.entries()) {
      if (!story.buttonText || !story.buttonLink) continue;
      const link = stories.nth(i).getByRole('link', { name: story.buttonText });
      expect(await link.getAttribute('href')).toBe(story.buttonLink);
      if (story.opensInNewTab) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      } else {
        expect(await link.getAttribute('target')).toBeNull();
      }
    }
    await expectNoAxeViolations(page);

    await footer(page).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await screenHeading(page, /teacher-first/i);
    await expectNoAxeViolations(page);

    await footer(page).getByRole('link', { name: 'Investor Relations', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/investor-relations');
    await screenHeading(page, /lifelong learning/i);
    await expectNoAxeViolations(page);

    // Back home with the logo, and into the main layout with the hero's call to action.
    await page.getByRole('banner').getByRole('link', { name: 'Jotpod' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Explore trending pods' }).click();
    await page.waitForURL((url) => url.pathname === '/feeds' && url.searchParams.get('tag') === 'TRENDING');
    await sidebar(page).getByRole('heading', { name: 'Core Learning' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  test("the browser asks by persisted id over GET: no request carries an operation's text", async ({ page, at }) => {
    const sent: { method: string; url: string; body: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') sent.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
    });
    await page.goto(at('/'));
    await settled(page);
    await page.getByRole('link', { name: 'Explore trending pods' }).click();
    await page.waitForURL((url) => url.pathname === '/feeds' && url.searchParams.get('tag') === 'TRENDING');
    await sidebar(page).getByRole('heading', { name: 'Core Learning' }).waitFor();
    await settled(page);

    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      const params = new URL(request.url).searchParams;
      expect(request.method).toBe('GET');
      expect(params.get('query')).toBeNull();
      expect(JSON.parse(params.get('extensions') ?? '{}')).toHaveProperty('persistedQuery.sha256Hash');
      expect(request.body).not.toContain('"query"');
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test('a Core Learning container: pods grid with numbered pagination above and below, through its pages', async ({ page, at, journey }) => {
    const { container } = journey;
    const pageCount = Math.ceil(container.podCount / PODS_PER_PAGE);
    const numbers = Array.from({ length: pageCount }, (_, i) => String(i + 1));
    const main = page.getByRole('main');
    await openScreen(page, at('/feeds?tag=TRENDING'), 'Feeds');
    const coreLearning = sidebar(page).getByRole('region', { name: 'Core Learning' });
    await coreLearning.getByRole('link', { name: container.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/container/${container.slug}`);
    await screenHeading(page, container.name);
    await main.getByText(`${container.podCount} pods`, { exact: true }).waitFor();
    expect(await coreLearning.getByRole('link', { name: container.name, exact: true }).getAttribute('aria-current')).toBe('page');

    const cards = podCards(page);
    expect(await cards.count()).toBe(PODS_PER_PAGE);
    const top = page.getByRole('navigation', { name: 'Pods pages, top' });
    const bottom = page.getByRole('navigation', { name: 'Pods pages, bottom' });
    for (const bar of [top, bottom]) {
      expect(await bar.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).toEqual(numbers);
      expect(await bar.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    }
    await expectNoAxeViolations(page);

    // The bottom bar (where a reader finishing page 1 is) leads to page 2, a shareable ?page=2,
    // with a full page of other pods than page 1's.
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();
    await bottom.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await settled(page);
    await eventually(() => cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage1);
    expect(await cards.count()).toBe(PODS_PER_PAGE);
    expect(await top.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    const firstOnPage2 = await cards.first().getByRole('heading').textContent();

    // The last page's number: the rest of the pods.
    await top.getByRole('link', { name: `Page ${pageCount}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(pageCount));
    await settled(page);
    await eventually(() => cards.count()).toBe(container.podCount - (pageCount - 1) * PODS_PER_PAGE);
    expect(await cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage2);
    expect(await bottom.getByRole('link', { name: `Page ${pageCount}`, exact: true }).getAttribute('aria-current')).toBe('page');

    await top.getByRole('link', { name: 'Page 1', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/container/${container.slug}` && !url.searchParams.has('page'));
    await eventually(() => cards.count()).toBe(PODS_PER_PAGE);
    expect(pageErrors(page)).toEqual([]);
  });

  test("a container's and a pod's about text and video", async ({ page, at, stack }) => {
    const data = await stack.graphql<{
      containers: { name: string; slug: string; section: string; infoHtml: string | null; videoUrl: string | null }[];
    }>('query JourneyAbout { containers { name slug section infoHtml videoUrl } }');
    const container = data.containers.find((c) => c.videoUrl && c.infoHtml);
    if (!container) throw new Error('the demo seed has no container with a video and an about text');
    const pods = await stack.db.query<{ slug: string; name: string }>(
      `SELECT p.slug, p.name FROM pods p JOIN containers c ON c.id = p.container_id
        WHERE p.is_active AND c.is_active AND p.video IS NOT NULL AND p.info IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const pod = pods[0];
    if (!pod) throw new Error('the demo seed has no pod with a video and an about text');
    const main = page.getByRole('main');

    // The container, from the sidebar: its about text and its video above the pods.
    await openScreen(page, at('/feeds?tag=TRENDING'), 'Feeds');
    await sidebar(page).getByRole('link', { name: container.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/container/${container.slug}`);
    await screenHeading(page, container.name);
    const about = main.getByRole('region', { name: `About ${container.name}` });
    const text = (await about.locator('p').first().textContent())?.trim() ?? '';
    expect(text).not.toBe('');
    expect(container.infoHtml).toContain(text);
    const frame = about.locator(`iframe[title="Video: ${container.name}"]`);
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expectNoAxeViolations(page, { exclude: ['iframe'] });

    // A pod: the same, under its header.
    await openScreen(page, at(`/pod/${pod.slug}`), pod.name);
    const podAbout = main.getByRole('region', { name: `About ${pod.name}` });
    await podAbout.locator('p').first().waitFor();
    expect(await podAbout.locator(`iframe[title="Video: ${pod.name}"]`).getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
    expect(pageErrors(page)).toEqual([]);
  });

  test('a pod card on the second page opens the pod, with its container in the breadcrumb', async ({ page, at, journey }) => {
    const { container } = journey;
    const main = page.getByRole('main');
    await openScreen(page, at(`/container/${container.slug}?page=2`), container.name);
    const podLink = podCards(page).first().locator('a[href^="/pod/"]').first();
    const podName = (await podLink.textContent())?.trim() ?? '';
    expect(podName).not.toBe('');
    await podLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pod/'));
    await screenHeading(page, podName);
    expect(await main.getByRole('link', { name: container.name, exact: true }).getAttribute('href')).toBe(`/container/${container.slug}`);
    expect(pageErrors(page)).toEqual([]);
  });

  test('a pod: breadcrumb, glossary link, sections tree that expands and collapses, Latest jots grid', async ({ page, at, journey }) => {
    const { pod, parentSection, section, container } = journey;
    const main = page.getByRole('main');
    await openScreen(page, at(`/container/${container.slug}`), container.name);
    await main.getByRole('link', { name: pod.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pod/${pod.slug}`);
    await screenHeading(page, pod.name);

    expect(await main.getByRole('link', { name: container.name, exact: true }).getAttribute('href')).toBe(`/container/${container.slug}`);
    expect(await main.getByRole('link', { name: 'Glossary' }).getAttribute('href')).toBe(`/pod/${pod.databaseId}/glossary`);

    // Sections tree: sub sections are collapsed until their parent is expanded.
    const tree = main.getByRole('navigation', { name: 'Sections' });
    for (const root of pod.sections) await tree.getByRole('link', { name: root.name, exact: true }).waitFor();
    const child = tree.getByRole('link', { name: section.name, exact: true });
    expect(await child.isVisible()).toBe(false);
    const expand = tree.getByRole('button', { name: `Expand ${parentSection.name}`, exact: true });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    const collapse = tree.getByRole('button', { name: `Collapse ${parentSection.name}`, exact: true });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await child.waitFor({ state: 'visible' });
    await collapse.click();
    await child.waitFor({ state: 'hidden' });
    await tree.getByRole('button', { name: `Expand ${parentSection.name}`, exact: true }).click();
    await child.waitFor({ state: 'visible' });

    // Latest jots: a grid of at most 12 jot cards.
    const jots = main.getByRole('region', { name: 'Latest jots' });
    const jotCards = jots.getByRole('article');
    await eventually(() => jotCards.count()).toBe(Math.min(12, pod.jots.totalCount));
    expect(pod.jots.totalCount).toBeGreaterThan(0);
    expect(await jots.getByRole('navigation', { name: 'Latest jots pages' }).count()).toBe(pod.jots.totalCount > 12 ? 1 : 0);
    await expectNoAxeViolations(page);

    // A sub section of the tree opens the section.
    await child.click();
    await page.waitForURL((url) => url.pathname === `/section/${section.slug}`);
    await screenHeading(page, section.name);
    expect(pageErrors(page)).toEqual([]);
  });

  test("a pod's first section: its list items, opened one after another, show their jots", async ({ page, at, journey }) => {
    const { pod } = journey;
    // The seed puts jots under most list items: across the pod's whole tree, and in its first section.
    const all = (sections: TreeSection[]): TreeListItem[] => sections.flatMap((s) => [...s.listItems, ...all(s.children)]);
    const items = all(pod.sections);
    expect(items.filter((item) => item.jots.totalCount > 0).length / items.length).toBeGreaterThan(0.6);
    const first = pod.sections[0];
    if (!first) throw new Error(`${pod.slug} has no sections`);
    expect(first.listItems.some((item) => item.jots.totalCount > 0)).toBe(true);

    const main = page.getByRole('main');
    await openScreen(page, at(`/pod/${pod.slug}`), pod.name);
    await main.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/section/${first.slug}`);
    await screenHeading(page, first.name);
    for (const item of first.listItems) {
      await main.getByRole('region', { name: 'List items' }).getByRole('link', { name: item.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/list-item/${item.slug}`);
      await screenHeading(page, item.name);
      const panel = main.getByRole('tabpanel');
      if (item.jots.totalCount > 0) {
        await panel.getByText(item.jots.totalCount === 1 ? '1 jot' : `${item.jots.totalCount} jots`, { exact: true }).waitFor();
        await eventually(() => panel.getByRole('article').count()).toBe(Math.min(12, item.jots.totalCount));
      } else {
        await panel.getByText('No jots available.', { exact: true }).waitFor();
      }
      await page.goBack();
      await screenHeading(page, first.name);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test('a section: breadcrumbs, list items linking with ?tag=HOT, Create a Jot', async ({ page, at, journey }) => {
    const { container, pod, parentSection, section } = journey;
    const main = page.getByRole('main');
    await openScreen(page, at(`/section/${section.slug}`), section.name);

    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    // Chakra's current crumb is a role="link" span without href: the links are the anchors.
    const crumbLinks = crumbs.locator('a[href]');
    expect(await crumbLinks.allTextContents()).toEqual(['Home', container.name, pod.name, parentSection.name]);
    expect(await hrefs(crumbLinks)).toEqual([
      '/',
      `/container/${container.slug}`,
      `/pod/${pod.slug}`,
      `/section/${parentSection.slug}`,
    ]);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(section.name);

    const items = main.getByRole('region', { name: 'List items' }).getByRole('link');
    expect(await items.allTextContents()).toEqual(section.listItems.map((item) => item.name));
    expect(await hrefs(items)).toEqual(section.listItems.map((item) => `/list-item/${item.slug}?tag=HOT`));
    // Visitors are sent to register before creating a jot.
    expect(await main.getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/register');
    await expectNoAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });

  test("a list item without jots: 'No jots available.' with a Create a Jot link", async ({ page, at, journey }) => {
    const { emptyItem, section } = journey;
    const main = page.getByRole('main');
    await openScreen(page, at(`/section/${section.slug}`), section.name);
    await main.getByRole('link', { name: emptyItem.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/list-item/${emptyItem.slug}` && url.searchParams.get('tag') === 'HOT');
    await screenHeading(page, emptyItem.name);
    await main.getByText('No jots available.', { exact: true }).waitFor();
    expect(await main.getByRole('tabpanel').getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/register');
    await page.goBack();
    await screenHeading(page, section.name);
    expect(pageErrors(page)).toEqual([]);
  });

  test('a list item: ?tag=HOT from the section, tabs, list/grid toggle, previews cut at 65 characters', async ({ page, at, journey }) => {
    const { itemWithJots, section } = journey;
    const main = page.getByRole('main');
    await openScreen(page, at(`/section/${section.slug}`), section.name);
    await main.getByRole('link', { name: itemWithJots.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/list-item/${itemWithJots.slug}` && url.searchParams.get('tag') === 'HOT');
    await screenHeading(page, itemWithJots.name);

    const tabs = main.getByRole('tablist', { name: 'Order of the jots' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Trending', 'Hot', 'New']);
    expect(await tabs.getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('true');
    const panel = main.getByRole('tabpanel');
    const cards = panel.getByRole('article');
    await eventually(() => cards.count()).toBe(Math.min(12, itemWithJots.jots.totalCount));
    await panel.getByText(`${itemWithJots.jots.totalCount} jots`, { exact: true }).waitFor();

    // List by default; every preview is the first 65 characters plus '...' (the seed's jots are longer).
    expect(await panel.locator('ul[data-layout="list"]').count()).toBe(1);
    const previews = await panel.getByTestId('jot-preview').allTextContents();
    expect(previews).toHaveLength(await cards.count());
    for (const preview of previews) {
      expect(preview.endsWith('...'), preview).toBe(true);
      expect(Array.from(preview.slice(0, -3))).toHaveLength(PREVIEW_LENGTH);
    }
    await expectNoAxeViolations(page);

    // Grid, then back to list.
    await panel.locator('label').filter({ hasText: /^Grid$/ }).click();
    await panel.locator('ul[data-layout="grid"]').waitFor();
    expect(await panel.getByRole('radio', { name: 'Grid' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await panel.locator('label').filter({ hasText: /^List$/ }).click();
    await panel.locator('ul[data-layout="list"]').waitFor();

    // Another tab: a new order at ?tag=TRENDING, the same jots.
    await tabs.getByRole('tab', { name: 'Trending' }).click();
    await page.waitForURL((url) => searchOf(page, 'tag') === 'TRENDING' && url.pathname === `/list-item/${itemWithJots.slug}`);
    await eventually(() => tabs.getByRole('tab', { name: 'Trending' }).getAttribute('aria-selected')).toBe('true');
    await settled(page);
    await eventually(() => main.getByRole('tabpanel').getByRole('article').count()).toBe(Math.min(12, itemWithJots.jots.totalCount));
    await tabs.getByRole('tab', { name: 'New' }).click();
    await page.waitForURL(() => searchOf(page, 'tag') === 'NEW');
    await eventually(() => tabs.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
    await settled(page);

    // A list item URL without a tag (or an unknown one) redirects to ?tag=TRENDING.
    for (const search of ['', '?tag=BOGUS']) {
      await page.goto(at(`/list-item/${itemWithJots.slug}${search}`));
      await page.waitForURL((url) => url.searchParams.get('tag') === 'TRENDING');
      expect(pathOf(page)).toBe(`/list-item/${itemWithJots.slug}/`);
      await screenHeading(page, itemWithJots.name);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test("a jot: breadcrumb chain, title, author, 'MMMM D' date, share modal with Copy link", async ({ page, at, stack, journey }) => {
    const { container, pod, itemWithJots, section } = journey;
    const main = page.getByRole('main');
    // Copy link writes to the clipboard; the test reads it back.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(stack.url).origin });
    await openScreen(page, at(`/list-item/${itemWithJots.slug}?tag=TRENDING`), itemWithJots.name);
    const firstCard = main.getByRole('tabpanel').getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await firstCard.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/jot/'));
    await screenHeading(page, title);

    // Spec: container, pod, list item, section (after Home), then the jot itself.
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbLinks = crumbs.locator('a[href]');
    expect(await crumbLinks.allTextContents()).toEqual(['Home', container.name, pod.name, itemWithJots.name, section.name]);
    expect(await hrefs(crumbLinks)).toEqual([
      '/',
      `/container/${container.slug}`,
      `/pod/${pod.slug}`,
      `/list-item/${itemWithJots.slug}?tag=TRENDING`,
      `/section/${section.slug}`,
    ]);
    expect((await crumbs.locator('[aria-current="page"]').textContent())?.trim()).toBe(title);

    // Author and the created date as 'MMMM D' (in UTC, like the app).
    const author = main.locator('a[href^="/author/"]');
    expect(await author.count()).toBe(1);
    expect((await author.textContent())?.trim()).not.toBe('');
    const time = main.locator('time').first();
    const iso = await time.getAttribute('datetime');
    const expected = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso ?? ''));
    expect(await time.textContent()).toBe(expected);
    expect(expected).toMatch(/^[A-Z][a-z]+ \d{1,2}$/);
    await expectNoAxeViolations(page);

    // Share with → Copy link → 'Copy to clipboard', and the clipboard holds the jot's address.
    const jotUrl = page.url();
    await main.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Facebook'),
      expect.stringContaining('LinkedIn'),
      expect.stringContaining('Twitter'),
    ]);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copy to clipboard', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jotUrl);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  test('a jot shows the same date on its card and on its page, for a reader far from UTC', async ({ browser, at, stack, journey }) => {
    const { itemWithJots } = journey;
    const data = await stack.graphql<{ listItem: { jots: { edges: { node: { title: string; createdAt: string } }[] } } | null }>(
      `query JourneyNewestJot($slug: String!) { listItem(slug: $slug) { jots(first: 1, tag: NEW) { edges { node { ... on Jot { title createdAt } } } } } }`,
      { slug: itemWithJots.slug },
    );
    const jot = data.listItem?.jots.edges[0]?.node;
    if (!jot) throw new Error(`list item '${itemWithJots.slug}' has no jot`);
    // A reader whose local day differs from the UTC day of the jot's creation: 14 hours ahead of
    // a late UTC time, 11 hours behind an early one.
    const created = new Date(jot.createdAt);
    const timezoneId = created.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const utcDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(created);
    const localDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: timezoneId }).format(created);
    expect(localDay).not.toBe(utcDay);

    const reader = await browser.newPage({ timezoneId });
    try {
      const main = reader.getByRole('main');
      await openScreen(reader, at(`/list-item/${itemWithJots.slug}?tag=NEW`), itemWithJots.name);
      const card = main.getByRole('tabpanel').getByRole('article').filter({ hasText: jot.title }).first();
      expect(await card.locator('time').textContent()).toBe(utcDay);
      await card.getByRole('link', { name: jot.title }).click();
      await reader.waitForURL((url) => url.pathname.startsWith('/jot/'));
      await screenHeading(reader, jot.title);
      expect(await main.locator('time').first().textContent()).toBe(utcDay);
      expect(pageErrors(reader)).toEqual([]);
    } finally {
      await reader.context().close();
    }
  });

  test("/feeds via Trending: tabs, Join Us Now, infinite scroll to 'Click on a category to view more.'", async ({ page, at, journey }) => {
    const main = page.getByRole('main');
    await openScreen(page, at(`/container/${journey.container.slug}`), journey.container.name);
    await sidebar(page).getByRole('link', { name: 'Trending', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/feeds' && url.searchParams.get('tag') === 'TRENDING');
    await screenHeading(page, 'Feeds');

    const tabs = main.getByRole('tablist', { name: 'Feeds' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Trending Pods', 'New Pods', 'Latest Jots']);
    expect(await tabs.getByRole('tab', { name: 'Trending Pods' }).getAttribute('aria-selected')).toBe('true');
    // The sidebar marks Trending as the current page on the Trending Pods tab (and only there).
    const trending = sidebar(page).getByRole('link', { name: 'Trending', exact: true });
    expect(await trending.getAttribute('aria-current')).toBe('page');
    expect(await main.getByRole('link', { name: 'Join Us Now' }).getAttribute('href')).toBe('/register');

    const cards = main.getByRole('tabpanel').getByRole('article');
    await eventually(() => cards.count()).toBe(FEED_PAGE_SIZE);
    await expectNoAxeViolations(page);

    // Load more by keyboard (reaching it scrolls it into view, which may load the page by itself):
    // focus moves on to a card the loading brought, not to the document. (The scroll sentinel may
    // ask for one more page right after: focus is then on the first card of that one.)
    await main.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => cards.count()).toBeGreaterThan(FEED_PAGE_SIZE);
    const focusedCard = () => cards.evaluateAll((articles) => articles.findIndex((article) => article.contains(document.activeElement)));
    await eventually(async () => (await focusedCard()) >= FEED_PAGE_SIZE).toBe(true);

    // Scrolling down loads the next pages until a short page ends the feed: each scroll waits for
    // more cards or the end text.
    const end = main.getByText('Click on a category to view more.', { exact: true });
    let loaded = FEED_PAGE_SIZE;
    for (let round = 0; round < 20 && !(await end.isVisible()); round++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await eventually(async () => (await end.isVisible()) || (await cards.count()) > loaded).toBe(true);
      loaded = await cards.count();
    }
    await end.waitFor();
    expect(loaded).toBeGreaterThan(FEED_PAGE_SIZE);

    // Shift+Tab onto a card's link that sits under the sticky header brings it out below it.
    const links = main.getByRole('tabpanel').getByRole('link');
    const [above, below] = [links.nth(6), links.nth(7)];
    await above.evaluate((link) => window.scrollBy(0, link.getBoundingClientRect().top));
    await below.evaluate((link) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    const placed = await above.evaluate(
      (link, bottom) => (link === document.activeElement && link.getBoundingClientRect().top >= bottom ? 'below the header' : link.getBoundingClientRect().top),
      headerBottom,
    );
    expect(placed).toBe('below the header');

    // Latest Jots: jot cards, back at page 1.
    await tabs.getByRole('tab', { name: 'Latest Jots' }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'PERSONAL');
    await settled(page);
    await eventually(() => cards.count()).toBe(FEED_PAGE_SIZE);
    expect(await cards.first().locator('a[href^="/jot/"]').count()).toBe(1);
    expect(await trending.getAttribute('aria-current')).toBeNull();
    await tabs.getByRole('tab', { name: 'New Pods' }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'NEW');
    await settled(page);
    expect(await trending.getAttribute('aria-current')).toBeNull();
    await tabs.getByRole('tab', { name: 'Latest Jots' }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'PERSONAL');
    await settled(page);

    // /feeds without a tag redirects to /feeds/?tag=PERSONAL (typed: nothing links there).
    await page.goto(at('/feeds'));
    await page.waitForURL((url) => url.searchParams.get('tag') === 'PERSONAL');
    expect(pathOf(page)).toBe('/feeds/');
    await screenHeading(page, 'Feeds');
    expect(await tabs.getByRole('tab', { name: 'Latest Jots' }).getAttribute('aria-selected')).toBe('true');
    // In the grid of jot cards, every card's byline (avatar, author, date, like) sits at its
    // bottom, however long its title, preview or author's name.
    const jotCards = page.getByRole('main').locator('article[data-layout="grid"]');
    await jotCards.first().waitFor();
    const bylineGaps = await jotCards.evaluateAll((articles) =>
      articles.map((article) => {
        const byline = article.querySelector('time')!.closest('.chakra-stack')!.parentElement!;
        return Math.round(article.getBoundingClientRect().bottom - byline.getBoundingClientRect().bottom);
      }),
    );
    expect(bylineGaps.length).toBeGreaterThan(3);
    expect(new Set(bylineGaps).size).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  test('the footer legal links and the legacy /list-item/{id} links open the legal documents', async ({ page, at, journey }) => {
    const main = page.getByRole('main');
    // From a screen that does not grow as it scrolls: on an endless feed, scrolling the footer into
    // view loads the next page, which pushes the footer away under the pointer mid-click.
    await openScreen(page, at('/terms-and-conditions'), 'Terms and Conditions');
    for (const item of LEGAL_ITEMS) {
      const name = journey.legalNames[item.slug]!;
      await footer(page).getByRole('link', { name: item.link, exact: true }).click();
      // No tag in the footer link: the list item redirects to ?tag=TRENDING.
      await page.waitForURL((url) => url.pathname === `/list-item/${item.slug}/` && url.searchParams.get('tag') === 'TRENDING');
      await screenHeading(page, name);
      // A document to read: its text under its name, no jot tabs, no jots list, no Create a Jot.
      const document = main.getByRole('article', { name });
      await document.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await main.getByRole('tablist').count()).toBe(0);
      expect(await main.getByText('No jots available.').count()).toBe(0);
      expect(await main.getByRole('link', { name: 'Create a Jot' }).count()).toBe(0);
      if (item.id === 1) await expectNoAxeViolations(page);
    }
    for (const item of LEGAL_ITEMS) {
      await page.goto(at(`/list-item/${item.id}`));
      await page.waitForURL((url) => url.pathname === `/list-item/${item.id}/` && url.searchParams.get('tag') === 'TRENDING');
      await screenHeading(page, journey.legalNames[item.slug]!);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test("/terms-and-conditions and /privacy-policy say 'Coming soon...'; /subscription has three tiers", async ({ page, at }) => {
    const main = page.getByRole('main');
    for (const [path, title] of [
      ['/terms-and-conditions', 'Terms and Conditions'],
      ['/privacy-policy', 'Privacy Policy'],
    ] as const) {
      await openScreen(page, at(path), title);
      await main.getByText('Coming soon...', { exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);

    await openScreen(page, at('/subscription'), 'Choose your plan');
    const plans = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await eventually(() => plans.count()).toBe(3);
    const text = (await plans.allTextContents()).join(' | ');
    for (const expected of ['Monthly', '$1.99', 'Annually', '$5.99', 'Lifetime', '$9.99']) expect(text).toContain(expected);
    for (const feature of ['Create Jots', 'Promote Jots', 'No Ads', 'Unlimited Searches']) {
      expect(await main.getByText(feature, { exact: true }).count()).toBe(3);
    }
    // Side by side, the tiers' feature lists start on one line.
    const listTops = await main.getByRole('list', { name: /includes$/ }).evaluateAll((lists) => lists.map((list) => Math.round(list.getBoundingClientRect().top)));
    expect(listTops).toHaveLength(3);
    expect(new Set(listTops).size).toBe(1);
    await expectNoAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });

  test('unknown routes and unknown slugs show the 404 page', async ({ page, at }) => {
    for (const path of ['/no-such-page', '/pod/no-such-pod', '/jot/no-such-jot']) {
      await openScreen(page, at(path), 'Page not found');
      expect(pathOf(page)).toBe(path);
      await page.getByTestId('not-found').getByText('Error 404').waitFor();
    }
    await expectNoAxeViolations(page);
    // The page's own search (a phone's header keeps its box in the menu).
    await page.getByTestId('not-found').getByRole('searchbox', { name: 'Search Jotpod' }).fill('algebra');
    await page.getByTestId('not-found').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('key') === 'algebra');
    await screenHeading(page, 'Search results for “algebra”');
    expect(pageErrors(page)).toEqual([]);
  });

  test("empty states: 'No pods available.' and 'No sections available.', reached from the sidebar", async ({ page, at, journey }) => {
    const main = page.getByRole('main');
    const pagination = page.getByRole('navigation', { name: /^Pods pages/ });
    // From the padded core container, whose two pages show the pagination bars...
    await openScreen(page, at(`/container/${journey.container.slug}`), journey.container.name);
    await pagination.first().waitFor();
    // ...to the empty category: no pods, and no pagination either.
    const categories = sidebar(page).getByRole('region', { name: 'Categories' });
    await categories.getByRole('link', { name: EMPTY_CATEGORY.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/container/${EMPTY_CATEGORY.slug}`);
    await screenHeading(page, EMPTY_CATEGORY.name);
    await main.getByText('No pods available.', { exact: true }).waitFor();
    expect(await pagination.count()).toBe(0);

    const { podWithoutSections: bare } = journey;
    await sidebar(page).getByRole('link', { name: bare.container.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/container/${bare.container.slug}`);
    await screenHeading(page, bare.container.name);
    // A seed container: a single page of pods, so no pagination.
    await podCards(page).first().waitFor();
    expect(await pagination.count()).toBe(0);
    await main.getByRole('link', { name: bare.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pod/${bare.slug}`);
    await screenHeading(page, bare.name);
    await main.getByText('No sections available.', { exact: true }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  test('on a 390px wide screen the main layout asks to download the app and opens the sidebars from the hamburger; at 1280px it does not ask', async ({ page, at }) => {
    /** The prompt's code is a chunk of its own, requested only when the layout decides to prompt. */
    const promptCodeRequests = (target: Page): string[] => {
      const urls: string[] = [];
      target.on('request', (request) => {
        if (/\/MobileAppDialog-[^/]*\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
      });
      return urls;
    };
    const mobileRequests = promptCodeRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/feeds?tag=TRENDING'));
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MOBILE_MESSAGE, { exact: true }).waitFor();
    expect(mobileRequests).toHaveLength(1);
    expect(await dialog.getByRole('link', { name: 'Download App' }).getAttribute('target')).toBe('_blank');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The sidebars are behind the hamburger. By keyboard: a link in the drawer opens its screen
    // with focus on the new main region; Escape closes the drawer with focus back on the hamburger.
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? null);
    const hamburger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const firstContainer = drawer.getByRole('region', { name: 'Core Learning' }).getByRole('link').first();
    const containerPath = await firstContainer.getAttribute('href');
    await firstContainer.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === containerPath);
    await drawer.waitFor({ state: 'detached' });
    await eventually(focusedId).toBe('main-content');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await eventually(() => hamburger.evaluate((button) => button === document.activeElement)).toBe(true);
    // On a screen shorter than the window (a tall phone), the ads follow the content, and the
    // space left over goes below them, not between them and the content.
    await page.setViewportSize({ width: 390, height: 1600 });
    await page.goto(at('/pod/no-such-pod'));
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    const [content, ads] = [await page.getByRole('main').boundingBox(), await page.getByRole('complementary', { name: 'Advertisement' }).boundingBox()];
    expect(content && ads && ads.y - (content.y + content.height)).toBe(24);
    expect(pageErrors(page)).toEqual([]);

    // A desktop tab (its own session storage, so no remembered dismissal): the layout decides on
    // mount, before the screen has settled, and does not even request the prompt's code.
    const desktop = recordErrors(await page.context().newPage());
    const desktopRequests = promptCodeRequests(desktop);
    await openScreen(desktop, at('/feeds?tag=TRENDING'), 'Feeds');
    expect(desktopRequests).toEqual([]);
    expect(await desktop.getByText(MOBILE_MESSAGE).count()).toBe(0);
    expect(pageErrors(desktop)).toEqual([]);
  });
});
