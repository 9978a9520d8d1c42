// The social journey (issue 6): two accounts. B registers and shares a jot (through the GraphQL
// `createJot` mutation: the jot form has its own journey); A registers, follows B, likes B's jot,
// finds it under Inspired Jots and B under Following; unlikes and unfollows, and both lists show
// the spec's empty texts. Then A blocks B on the device: B's jots leave the list item and the
// feed, and B's jot page is replaced by an Unblock notice. axe checks /author/:id, /following and
// /liked-jots. Accounts are created through `register` with page.request, which shares the
// browser's cookie jar, so the session cookie it sets is the browser's session.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, pageErrors, saveArtifacts, type TestBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';

const PASSWORD = 'correct horse battery';
const JOT_TITLE = 'Tide pools at low water';
const JOT_HTML =
  '<p>At low tide the rock pools fill with anemones, crabs and sea stars: a whole ecosystem in a puddle.</p>';

interface Account {
  databaseId: number;
  userId: string;
  name: string;
}

interface SharedJot {
  slug: string;
  title: string;
  listItemSlug: string;
}

let stack: Stack | undefined;
let browser: TestBrowser | undefined;
let page: Page | undefined;
let bea: Account | undefined;
let jot: SharedJot | undefined;

function open(): { stack: Stack; page: Page; bea: Account; jot: SharedJot } {
  if (!stack || !page || !bea || !jot) throw new Error('the stack, the browser or the accounts did not start (see beforeAll)');
  return { stack, page, bea, jot };
}

const at = (path: string) => new URL(path, stack!.url).href;

/** A GraphQL request from the browser's context (its cookies), with the bff's CSRF header. */
async function gql<T>(target: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await target.request.post(at('/graphql'), {
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body)}`);
  return body.data;
}

async function register(target: Page, name: string): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.com`;
  const data = await gql<{
    register: { __typename: string; message?: string; viewer?: { databaseId: number; user: { id: string } } };
  }>(
    target,
    `mutation SocialTestRegister($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on RegisterPayload { viewer { databaseId user { id } } }
        ... on Error { message }
      }
    }`,
    { input: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD } },
  );
  const viewer = data.register.viewer;
  if (!viewer) throw new Error(`register ${name}: ${data.register.__typename} ${data.register.message ?? ''}`);
  return { databaseId: viewer.databaseId, userId: viewer.user.id, name };
}

/** Waits until no skeleton or Suspense fallback is left (they are marked aria-busy). */
async function settled(target: Page): Promise<void> {
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => target.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

beforeAll(async () => {
  const [stackResult, browserResult] = await Promise.allSettled([startStack(), launchBrowser()]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
  page = await browser!.newPage();

  // Any list item of the seed: the newest jot's.
  const feed = await stack!.graphql<{ feed: { edges: { node: { listItem?: { id: string; slug: string } | null } }[] } }>(
    'query SocialTestListItem { feed(tag: PERSONAL, first: 1) { edges { node { ... on Jot { listItem { id slug } } } } } }',
  );
  const listItem = feed.feed.edges[0]?.node.listItem;
  if (!listItem) throw new Error('the demo seed has no jot with a list item');

  // B: registers (the cookie jar now holds B's session), shares a jot, signs out.
  bea = await register(page, 'Bea Author');
  const created = await gql<{ createJot: { __typename: string; message?: string; jot?: { slug: string; title: string } } }>(
    page,
    `mutation SocialTestCreateJot($input: CreateJotInput!) {
      createJot(input: $input) {
        __typename
        ... on CreateJotPayload { jot { slug title } }
        ... on Error { message }
      }
    }`,
    { input: { contentType: 'STORY', title: JOT_TITLE, contentHtml: JOT_HTML, listItemId: listItem.id } },
  );
  if (!created.createJot.jot) throw new Error(`createJot: ${created.createJot.__typename} ${created.createJot.message ?? ''}`);
  jot = { ...created.createJot.jot, listItemSlug: listItem.slug };
  await gql(page, 'mutation SocialTestLogout { logout { signedOut } }');
  await browser!.context.clearCookies();

  // A: the reader of this journey, signed in in the browser.
  await register(page, 'Ari Reader');
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => saveArtifacts(page, `social ${task.name}`));
});

describe('social: follow, like, the lists, block', () => {
  test('A follows B and likes their jot, finds both in the lists, then takes both back', async () => {
    const { page, bea, jot } = open();
    const main = page.getByRole('main');

    // B's author page: follow (optimistic, then confirmed by the server).
    await page.goto(at(`/author/${bea.databaseId}`));
    await main.getByRole('heading', { level: 1, name: bea.name }).waitFor();
    await settled(page);
    await main.getByText(/^Member since [A-Z][a-z]+ \d{4}$/).waitFor();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: `Follow ${bea.name}` }).click();
    await main.getByRole('button', { name: `Unfollow ${bea.name}` }).waitFor();
    await main.getByText('1 follower', { exact: false }).waitFor();
    // B's jot is listed on their page, and the list ends.
    await main.getByRole('link', { name: jot.title }).waitFor();
    await main.getByText('End of list.').waitFor();

    // The jot page: like.
    await page.goto(at(`/jot/${jot.slug}`));
    await main.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    await settled(page);
    const like = main.getByRole('button', { name: 'Like', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await main.getByText('1 like', { exact: true }).waitFor();
    // Following the author shows on their jot too.
    await main.getByRole('button', { name: `Unfollow ${bea.name}` }).waitFor();

    // Inspired Jots lists it (a fresh page load: the server's answer, not the client's memory).
    await page.goto(at('/liked-jots'));
    await main.getByRole('heading', { level: 1, name: 'Inspired Jots' }).waitFor();
    await settled(page);
    await main.getByRole('link', { name: jot.title }).waitFor();
    await expectNoAxeViolations(page);

    // Following lists B.
    await page.goto(at('/following'));
    await main.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
    await settled(page);
    const card = main.getByRole('listitem').filter({ hasText: bea.name });
    expect(await card.getByRole('link', { name: bea.name }).getAttribute('href')).toBe(`/author/${bea.databaseId}`);
    await expectNoAxeViolations(page);

    // Unfollow from the card; the list is empty on the next visit.
    await card.getByRole('button', { name: `Unfollow ${bea.name}` }).click();
    await card.getByRole('button', { name: `Follow ${bea.name}` }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(at('/following'));
    await main.getByText('Not following anyone.').waitFor();

    // Unlike from the Inspired Jots card; the list is empty on the next visit.
    await page.goto(at('/liked-jots'));
    await settled(page);
    const heart = main.getByRole('button', { name: `Like ${jot.title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.waitForLoadState('networkidle');
    await page.goto(at('/liked-jots'));
    await main.getByText('No favorite jots.').waitFor();

    expect(pageErrors(page)).toEqual([]);
  });

  test('blocking B hides their jots from the list item and the feed, and their jot page', async () => {
    const { page, bea, jot } = open();
    const main = page.getByRole('main');
    const listItemNewest = at(`/list-item/${jot.listItemSlug}?tag=NEW`);

    await page.goto(listItemNewest);
    await settled(page);
    await main.getByRole('link', { name: jot.title }).waitFor();

    await page.goto(at(`/author/${bea.databaseId}`));
    await main.getByRole('heading', { level: 1, name: bea.name }).waitFor();
    await settled(page);
    await main.getByRole('button', { name: 'Block', exact: true }).click();
    await main.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    // Kept on the device as global User ids.
    expect(await page.evaluate(() => window.localStorage.getItem('blockedUsers'))).toBe(JSON.stringify([bea.userId]));
    await main.getByText(/You blocked this author/).waitFor();

    await page.goto(listItemNewest);
    await settled(page);
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await main.getByRole('link', { name: jot.title }).count()).toBe(0);

    await page.goto(at('/feeds?tag=PERSONAL'));
    await settled(page);
    await main.getByRole('tab', { name: 'Latest Jots', selected: true }).waitFor();
    await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(0);
    expect(await main.getByRole('link', { name: jot.title }).count()).toBe(0);

    // The jot page itself: a notice with Unblock instead of the content.
    await page.goto(at(`/jot/${jot.slug}`));
    await main.getByRole('heading', { level: 1, name: 'You blocked this author.' }).waitFor();
    await main.getByRole('button', { name: 'Unblock' }).click();
    await main.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('blockedUsers'))).toBeNull();

    expect(pageErrors(page)).toEqual([]);
  });
});
