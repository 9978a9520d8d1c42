// First journey (spec section 2): a visitor opens the home page, goes on to a category from the
// left sidebar, sees its pods grid with numbered pagination, and opens a pod. Plus axe checks of
// the home and container screens. The whole stack runs in-process on ephemeral ports with the
// demo seed; the category is picked from the data, so the test does not hard-code seed names.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, pageErrors, saveArtifacts, type TestBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

/** Spec section 9: a container page shows 12 pods. */
const PODS_PER_PAGE = 12;

interface Category {
  name: string;
  slug: string;
  section: 'CATEGORY' | 'CORE_LEARNING';
  podCount: number;
}

let stack: Stack | undefined;
let browser: TestBrowser | undefined;
let page: Page | undefined;
let containers: Category[] = [];

function open(): { stack: Stack; page: Page } {
  if (!stack || !page) throw new Error('the stack or the browser did not start (see beforeAll)');
  return { stack, page };
}

/** The category (left sidebar, "Categories") with the most pods. */
function biggestCategory(): Category {
  const categories = containers.filter((c) => c.section === 'CATEGORY' && c.podCount > 0);
  const biggest = categories.sort((a, b) => b.podCount - a.podCount)[0];
  if (!biggest) throw new Error(`the demo seed has no category with pods: ${JSON.stringify(containers)}`);
  return biggest;
}

/** A container with a second page of pods, preferring a category. */
function pagedContainer(): Category {
  const paged = containers
    .filter((c) => c.podCount > PODS_PER_PAGE)
    .sort((a, b) => Number(b.section === 'CATEGORY') - Number(a.section === 'CATEGORY'))[0];
  if (!paged) {
    const counts = containers.map((c) => `${c.name} ${c.podCount}`).join(', ');
    throw new Error(
      `the demo seed has no container with more than ${PODS_PER_PAGE} pods, so no container page paginates (${counts})`,
    );
  }
  return paged;
}

const containerPath = (c: Category) => `/container/${encodeURIComponent(c.slug)}`;

/** The pod cards of a container page: articles linking to a pod (side segments are articles too). */
const podCards = (target: Page) =>
  target.getByRole('main').getByRole('article').filter({ has: target.locator('a[href^="/pod/"]') });

/** Waits until no skeleton or Suspense fallback is left (they are marked aria-busy). */
async function settled(target: Page): Promise<void> {
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => target.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

beforeAll(async () => {
  // Start both at once (the stack seeds a database, Chromium boots): it halves the setup time.
  const [stackResult, browserResult] = await Promise.allSettled([startStack(), launchBrowser()]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
  page = await browser!.newPage();
  const data = await stack!.graphql<{ containers: Category[] }>(
    'query BrowseTestContainers { containers { name slug section podCount } }',
  );
  containers = data.containers;
  // The demo seed spreads 150 pods over its subjects (10 or 11 each), so no container page has
  // a second page; pad the biggest category with old pods so numbered pagination is exercised.
  const category = biggestCategory();
  for (let i = category.podCount + 1; i <= PODS_PER_PAGE + 2; i++) {
    await stack!.db.query(
      `INSERT INTO pods (container_id, name, slug, description, position, created_at, updated_at)
       SELECT id, $2, $3, 'Added by the browse test so this category has a second page.', 1000 + $4::int, '2001-01-01', '2001-01-01'
       FROM containers WHERE slug = $1`,
      [category.slug, `Zz Paging Pod ${i}`, `zz-paging-pod-${i}`, i],
    );
  }
  containers = (await stack!.graphql<{ containers: Category[] }>(
    'query BrowseTestContainersPadded { containers { name slug section podCount } }',
  )).containers;
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
    await page.goto(new URL(containerPath(biggestCategory()), stack.url).href);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('a visitor goes from the home page to a category and on to a pod', async () => {
    const { stack, page } = open();
    const category = biggestCategory();
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
    await main.getByText(category.podCount === 1 ? '1 pod' : `${category.podCount} pods`, { exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: category.name, exact: true }).getAttribute('aria-current')).toBe('page');

    // Its pods grid: the first page, with pagination above and below when there is more.
    const cards = podCards(page);
    expect(await cards.count()).toBe(Math.min(PODS_PER_PAGE, category.podCount));
    const paginations = page.getByRole('navigation', { name: /^Pods pages/ });
    expect(await paginations.count()).toBe(category.podCount > PODS_PER_PAGE ? 2 : 0);

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

  test('a container with more than one page of pods paginates above and below the grid', async () => {
    const { stack, page } = open();
    const container = pagedContainer();
    const main = page.getByRole('main');
    const cards = podCards(page);

    await page.goto(new URL(containerPath(container), stack.url).href);
    await main.getByRole('heading', { level: 1, name: container.name, exact: true }).waitFor();
    await settled(page);
    expect(await cards.count()).toBe(PODS_PER_PAGE);
    const top = page.getByRole('navigation', { name: 'Pods pages, top' });
    const bottom = page.getByRole('navigation', { name: 'Pods pages, bottom' });
    await top.waitFor();
    await bottom.waitFor();
    expect(await top.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');

    // Page 2: the next pods, at a shareable ?page=2 URL.
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();
    await top.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await settled(page);
    await expect.poll(() => cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage1);
    expect(await top.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await cards.count()).toBe(Math.min(PODS_PER_PAGE, container.podCount - PODS_PER_PAGE));

    expect(pageErrors(page)).toEqual([]);
  });
});
