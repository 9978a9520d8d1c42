// First journey (spec section 2): a visitor opens the home page, goes on to a category from the
// left sidebar, sees its pods grid with numbered pagination above and below it, turns to page 2,
// and opens a pod. Plus axe checks of the home and container screens.
//
// The whole stack runs in-process on ephemeral ports with the demo seed, and the category is
// picked from the data rather than hard-coded. The demo seed gives no container more than 12
// pods (one page), so the chosen category gets extra pods straight in the api's database until
// it has a second page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, pageErrors, saveArtifacts, type TestBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

/** Spec section 9: a container page shows 12 pods. */
const PODS_PER_PAGE = 12;
/** Enough for a second, partly filled page. */
const PODS_WANTED = PODS_PER_PAGE + 3;

interface Container {
  name: string;
  slug: string;
  section: 'CATEGORY' | 'CORE_LEARNING';
  podCount: number;
}

let stack: Stack | undefined;
let browser: TestBrowser | undefined;
let page: Page | undefined;
/** The category of the journey: in the sidebar's "Categories", with a second page of pods. */
let category: Container;

function open(): { stack: Stack; page: Page } {
  if (!stack || !page) throw new Error('the stack or the browser did not start (see beforeAll)');
  return { stack, page };
}

const containerPath = (c: Container) => `/container/${encodeURIComponent(c.slug)}`;

/** The pod cards of a container page: articles linking to a pod (side segments are articles too). */
const podCards = (target: Page) =>
  target.getByRole('main').getByRole('article').filter({ has: target.locator('a[href^="/pod/"]') });

/** Waits until no skeleton or Suspense fallback is left (they are marked aria-busy). */
async function settled(target: Page): Promise<void> {
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => target.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

async function containersOf(running: Stack): Promise<Container[]> {
  const data = await running.graphql<{ containers: Container[] }>(
    'query BrowseTestContainers { containers { name slug section podCount } }',
  );
  return data.containers;
}

/** Picks the biggest category and gives it PODS_WANTED pods (appended after the seed's). */
async function prepareCategory(running: Stack): Promise<Container> {
  const categories = (await containersOf(running)).filter((c) => c.section === 'CATEGORY');
  const biggest = categories.sort((a, b) => b.podCount - a.podCount)[0];
  if (!biggest || biggest.podCount === 0) throw new Error(`the demo seed has no category with pods: ${JSON.stringify(categories)}`);
  for (let i = biggest.podCount + 1; i <= PODS_WANTED; i++) {
    await running.db.query(
      `INSERT INTO pods (container_id, name, slug, description, position, created_at, updated_at)
       SELECT id, $2, $3, 'Added by the browse test so this category has a second page.', 1000 + $4::int, '2001-01-01', '2001-01-01'
       FROM containers WHERE slug = $1`,
      [biggest.slug, `Zz Browse Test Pod ${i}`, `zz-browse-test-pod-${i}`, i],
    );
  }
  const prepared = (await containersOf(running)).find((c) => c.slug === biggest.slug);
  if (!prepared || prepared.podCount < PODS_WANTED) {
    throw new Error(`could not give ${biggest.name} ${PODS_WANTED} pods: ${JSON.stringify(prepared)}`);
  }
  return prepared;
}

beforeAll(async () => {
  // Start both at once (the stack seeds a database, Chromium boots): it halves the setup time.
  const [stackResult, browserResult] = await Promise.allSettled([startStack(), launchBrowser()]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
  page = await browser!.newPage();
  category = await prepareCategory(stack!);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => saveArtifacts(page, `browse ${task.name}`));
});

describe('browse: home → category → pod', () => {
  test('the home page has no accessibility violations', async () => {
    const { stack, page } = open();
    await page.goto(new URL('/', stack.url).href);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('a container page has no accessibility violations', async () => {
    const { stack, page } = open();
    await page.goto(new URL(containerPath(category), stack.url).href);
    await page.getByRole('main').getByRole('heading', { level: 1, name: category.name, exact: true }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('a visitor goes from the home page to a category, its second page and a pod', async () => {
    const { stack, page } = open();
    const main = page.getByRole('main');

    // Home: the marketing layout has no sidebar; its call to action leads into the main layout.
    await page.goto(new URL('/', stack.url).href);
    await settled(page);
    await page.getByRole('link', { name: 'Explore trending pods' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('heading', { name: 'Categories' }).waitFor();

    // Left sidebar → the category, marked as the current page.
    await sidebar.getByRole('link', { name: category.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === containerPath(category));
    // The router changes the URL first and renders the new screen when its code and data are in:
    // wait for the new screen's own heading, not just any heading.
    await main.getByRole('heading', { level: 1, name: category.name, exact: true }).waitFor();
    await settled(page);
    await main.getByText(`${category.podCount} pods`, { exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: category.name, exact: true }).getAttribute('aria-current')).toBe('page');

    // Its pods grid, a full first page, with the pagination above and below it.
    const cards = podCards(page);
    expect(await cards.count()).toBe(PODS_PER_PAGE);
    const top = page.getByRole('navigation', { name: 'Pods pages, top' });
    const bottom = page.getByRole('navigation', { name: 'Pods pages, bottom' });
    await top.waitFor();
    await bottom.waitFor();
    expect(await top.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await bottom.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');

    // Page 2 (from the bottom bar, where a reader finishing page 1 is): the rest of the pods, at a
    // shareable ?page=2 URL.
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();
    await bottom.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage1);
    await settled(page);
    expect(await top.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await cards.count()).toBe(category.podCount - PODS_PER_PAGE);

    // A pod card → the pod page, with the category in its breadcrumb.
    const podLink = cards.first().locator('a[href^="/pod/"]').first();
    const podName = (await podLink.textContent())?.trim() ?? '';
    expect(podName).not.toBe('');
    await podLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pod/'));
    await main.getByRole('heading', { level: 1, name: podName, exact: true }).waitFor();
    await settled(page);
    await main.getByRole('link', { name: category.name, exact: true }).waitFor();

    expect(pageErrors(page)).toEqual([]);
  });
});
