// The social journey: two accounts. B registers and shares a jot (through the GraphQL
// `createJot` mutation: the jot form has its own journey); A registers, follows B, likes B's jot,
// finds it under Inspired Jots and B under Following; unlikes and unfollows, and both lists show
// the spec's empty texts. Someone follows C: C finds them under Followers from the count on C's
// own author page and follows back. A visitor's device block list joins their account when they
// sign in and follows them to another device, where they also mute an author (gone from the lists,
// the jot page still opens) and manage both under /blocked-authors. Then A blocks B on the device: B's jots leave the list item and the
// feed, and B's jot page is replaced by an Unblock notice. axe checks /author/:id, /following and
// /liked-jots. An author reads their achievements addressed to them, everyone else about them.
// Accounts are created through `register` with page.request, which shares the
// tab's cookie jar, so the session cookie it sets is the tab's session. Each test makes its own
// accounts and jot, and runs in a fresh browser context.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, pageErrors } from '../support/browser.ts';
import { type Account, describe, test as e2e, eventually, expect, gql, operationAnswered, PASSWORD, settled, shareJot, signOut, signUp } from '../support/e2e.ts';

const JOT_HTML =
  '<p>At low tide the rock pools fill with anemones, crabs and sea stars: a whole ecosystem in a puddle.</p>';

interface SharedJot {
  slug: string;
  title: string;
  listItemSlug: string;
}

const test = e2e
  // Any list item of the seed: the newest jot's (so a new jot there is on the first page).
  .extend('listItem', { scope: 'file' }, async ({ stack }) => {
    const feed = await stack.graphql<{ feed: { edges: { node: { listItem?: { id: string; slug: string } | null } }[] } }>(
      'query SocialTestListItem { feed(tag: PERSONAL, first: 1) { edges { node { ... on Jot { listItem { id slug } } } } } }',
    );
    const listItem = feed.feed.edges[0]?.node.listItem;
    if (!listItem) throw new Error('the demo seed has no jot with a list item');
    return listItem;
  });

/**
 * B registers and shares a jot titled `title` (through `createJot`: the jot form has its own
 * journey), signs out; then A, the reader of the test, registers and stays signed in in `page`.
 */
async function authorAndReader(
  page: Page,
  url: string,
  listItem: { id: string; slug: string },
  names: { author: string; reader: string; title: string },
): Promise<{ author: Account; jot: SharedJot }> {
  const author = await signUp(page, url, names.author);
  const jot = await shareJot(page, url, { contentType: 'STORY', title: names.title, contentHtml: JOT_HTML, listItemId: listItem.id });
  await signOut(page, url);
  await signUp(page, url, names.reader);
  return { author, jot: { ...jot, listItemSlug: listItem.slug } };
}

describe('social: follow, like, the lists, block', () => {
  test('A follows B and likes their jot, finds both in the lists, then takes both back', async ({ page, at, stack, listItem }) => {
    const { author: bea, jot } = await authorAndReader(page, stack.url, listItem, {
      author: 'Bea Author',
      reader: 'Ari Reader',
      title: 'Tide pools at low water',
    });
    const main = page.getByRole('main');

    // B's author page: follow (optimistic, then confirmed by the server).
    await page.goto(at(`/author/${bea.databaseId}`));
    await main.getByRole('heading', { level: 1, name: bea.name }).waitFor();
    await settled(page);
    await main.getByText(/^Member since [A-Z][a-z]+ \d{4}$/).waitFor();
    await expectNoAxeViolations(page);
    // A new author has no bio and no links: nothing of them holds space under the buttons, so
    // what comes next sits the page's one gap (2rem) below them.
    const followButton = main.getByRole('button', { name: `Follow ${bea.name}` });
    expect(
      await followButton.evaluate((button) => {
        const row = button.parentElement!;
        let next = row.nextElementSibling;
        while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
        return next ? next.getBoundingClientRect().top - row.getBoundingClientRect().bottom : null;
      }),
    ).toBe(32);
    const followed = operationAnswered(page, 'FollowButtonFollowMutation');
    await main.getByRole('button', { name: `Follow ${bea.name}` }).click();
    await main.getByRole('button', { name: `Unfollow ${bea.name}` }).waitFor();
    await main.getByText('1 follower', { exact: false }).waitFor();
    await followed;
    // B's jot is listed on their page, and the list ends.
    await main.getByRole('link', { name: jot.title }).waitFor();
    await main.getByText('End of list.').waitFor();

    // The jot page: like.
    await page.goto(at(`/jot/${jot.slug}`));
    await main.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    await settled(page);
    const like = main.getByRole('button', { name: 'Like', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const liked = operationAnswered(page, 'LikeButtonLikeMutation');
    await like.click();
    await eventually(() => like.getAttribute('aria-pressed')).toBe('true');
    await main.getByText('1 like', { exact: true }).waitFor();
    await liked;
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

    // Unfollow from the card; once the server has it, the list is empty on the next visit.
    const unfollowed = operationAnswered(page, 'FollowButtonUnfollowMutation');
    await card.getByRole('button', { name: `Unfollow ${bea.name}` }).click();
    await card.getByRole('button', { name: `Follow ${bea.name}` }).waitFor();
    await unfollowed;
    await page.goto(at('/following'));
    await main.getByText('Not following anyone.').waitFor();

    // Unlike from the Inspired Jots card (listed, pressed); the list is empty on the next visit.
    await page.goto(at('/liked-jots'));
    await settled(page);
    const heart = main.getByRole('button', { name: `Like ${jot.title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    const unliked = operationAnswered(page, 'LikeButtonUnlikeMutation');
    await heart.click();
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
    await unliked;
    await page.goto(at('/liked-jots'));
    await main.getByText('No favorite jots.').waitFor();

    expect(pageErrors(page)).toEqual([]);
  });

  test('C finds a new follower under Followers, from the count on their own author page, and follows back', async ({ page, at, stack }) => {
    const cleo = await signUp(page, stack.url, 'Cleo Followed');
    const main = page.getByRole('main');
    await page.goto(at('/followers'));
    await main.getByRole('heading', { level: 1, name: 'Followers' }).waitFor();
    await main.getByText(/^No followers yet\./).waitFor();

    const fanContext = await page.context().browser()!.newContext();
    try {
      const fanPage = await fanContext.newPage();
      const finn = await signUp(fanPage, stack.url, 'Finn Fan');
      await gql(fanPage, stack.url, 'mutation E2eFollow($input: FollowUserInput!) { followUser(input: $input) { __typename } }', {
        input: { userId: cleo.userId },
      });

      // The count on one's own author page leads to the list.
      await page.goto(at(`/author/${cleo.databaseId}`));
      await main.getByRole('heading', { level: 1, name: cleo.name }).waitFor();
      await main.getByRole('link', { name: '1 follower' }).click();
      await page.waitForURL(at('/followers'));
      await settled(page);
      const card = main.getByRole('list', { name: 'Followers' }).getByRole('listitem').filter({ hasText: finn.name });
      expect(await card.getByRole('link', { name: finn.name }).getAttribute('href')).toBe(`/author/${finn.databaseId}`);
      await expectNoAxeViolations(page);
      const followedBack = operationAnswered(page, 'FollowButtonFollowMutation');
      await card.getByRole('button', { name: `Follow ${finn.name}` }).click();
      await card.getByRole('button', { name: `Unfollow ${finn.name}` }).waitFor();
      await followedBack;

      // Beside it, the people Cleo follows: Finn now.
      await main.getByRole('link', { name: 'People you follow' }).click();
      await page.waitForURL(at('/following'));
      await main.getByRole('list', { name: 'Followed users' }).getByRole('link', { name: finn.name }).waitFor();
      // Someone else's author page shows the counts without links to lists that are not theirs.
      await page.goto(at(`/author/${finn.databaseId}`));
      await main.getByText('1 follower', { exact: false }).waitFor();
      expect(await main.getByRole('link', { name: '1 follower' }).count()).toBe(0);
    } finally {
      await fanContext.close();
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test('blocking B hides their jots from the list item and the feed, and their jot page', async ({ page, at, stack, listItem }) => {
    const { author: bea, jot } = await authorAndReader(page, stack.url, listItem, {
      author: 'Bo Blocked',
      reader: 'Cy Reader',
      title: 'Rock pools after the storm',
    });
    const main = page.getByRole('main');
    const listItemNewest = at(`/list-item/${jot.listItemSlug}?tag=NEW`);
    const feedLatest = at('/feeds?tag=PERSONAL');
    const jotLink = main.getByRole('link', { name: jot.title });
    const cards = main.getByRole('article');

    // Before the block: B's jot is on its list item and in the Latest Jots feed (the newest jot).
    await page.goto(listItemNewest);
    await settled(page);
    await jotLink.waitFor();
    await page.goto(feedLatest);
    await settled(page);
    await main.getByRole('tab', { name: 'Latest Jots', selected: true }).waitFor();
    await jotLink.waitFor();

    await page.goto(at(`/author/${bea.databaseId}`));
    await main.getByRole('heading', { level: 1, name: bea.name }).waitFor();
    await settled(page);
    await main.getByRole('button', { name: 'Block', exact: true }).click();
    await main.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    // Kept on the device as global User ids.
    expect(await page.evaluate(() => window.localStorage.getItem('blockedUsers'))).toBe(JSON.stringify([bea.userId]));
    await main.getByText(/You blocked this author/).waitFor();

    // After it: the same two lists render their other jots, without B's.
    await page.goto(listItemNewest);
    await settled(page);
    await eventually(() => cards.count()).toBeGreaterThan(0);
    expect(await jotLink.count()).toBe(0);

    await page.goto(feedLatest);
    await settled(page);
    await main.getByRole('tab', { name: 'Latest Jots', selected: true }).waitFor();
    await eventually(() => cards.count()).toBeGreaterThan(0);
    expect(await jotLink.count()).toBe(0);

    // The jot page itself: a notice with Unblock instead of the content.
    await page.goto(at(`/jot/${jot.slug}`));
    await main.getByRole('heading', { level: 1, name: 'You blocked this author.' }).waitFor();
    await main.getByRole('button', { name: 'Unblock' }).click();
    await main.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('blockedUsers'))).toBeNull();

    expect(pageErrors(page)).toEqual([]);
  });

  test('an author reads their achievements addressed to them; a reader of their page reads them about the author', async ({ page, at, stack, listItem }) => {
    const main = page.getByRole('main');
    const achievements = main.getByRole('region', { name: 'Achievements' });
    const firstJot = achievements.getByRole('listitem').filter({ hasText: 'First Jot' });

    // B shares a jot and opens their own author page: the earner's voice.
    const author = await signUp(page, stack.url, 'Dee Author');
    await shareJot(page, stack.url, { contentType: 'STORY', title: 'Barnacles close at low tide', contentHtml: JOT_HTML, listItemId: listItem.id });
    await page.goto(at(`/author/${author.databaseId}`));
    await main.getByRole('heading', { level: 1, name: author.name }).waitFor();
    await settled(page);
    await firstJot.getByText('You posted your first jot. Welcome aboard!', { exact: true }).waitFor();

    // A reader of B's page: the same badge, told about B.
    await signOut(page, stack.url);
    await signUp(page, stack.url, 'Eli Reader');
    await page.goto(at(`/author/${author.databaseId}`));
    await main.getByRole('heading', { level: 1, name: author.name }).waitFor();
    await settled(page);
    await firstJot.getByText('Posted their first jot.', { exact: true }).waitFor();
    expect(await achievements.getByText(/\b(you|your)\b/i).count()).toBe(0);

    // And a visitor.
    await signOut(page, stack.url);
    await page.goto(at(`/author/${author.databaseId}`));
    await main.getByRole('heading', { level: 1, name: author.name }).waitFor();
    await settled(page);
    await firstJot.getByText('Posted their first jot.', { exact: true }).waitFor();
    expect(await achievements.getByText(/\b(you|your)\b/i).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  test('a device block list joins the account at sign-in and follows the reader to another device; mute and /blocked-authors', async ({ page, at, stack, listItem }) => {
    // Two authors: Bo is blocked, Mo is muted (and shares a jot).
    const bo = await signUp(page, stack.url, 'Bo Blocked');
    await signOut(page, stack.url);
    const mo = await signUp(page, stack.url, 'Mo Muted');
    const moJot = await shareJot(page, stack.url, { contentType: 'STORY', title: 'Muted but still readable', contentHtml: JOT_HTML, listItemId: listItem.id });
    await signOut(page, stack.url);
    const reader = await signUp(page, stack.url, 'Rae Reader');
    await signOut(page, stack.url);
    const main = page.getByRole('main');

    // As a visitor, Rae blocks Bo on this device, then signs in: the device list joins the account.
    await page.goto(at(`/author/${bo.databaseId}`));
    await main.getByRole('heading', { level: 1, name: bo.name }).waitFor();
    await settled(page);
    await main.getByRole('button', { name: 'Block', exact: true }).click();
    await main.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    const login = async (target: Page) => {
      await target.goto(at('/login'));
      await target.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await target.getByLabel('Email').fill(reader.email);
      await target.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await target.getByRole('button', { name: 'Login', exact: true }).click();
      await target.getByRole('banner').getByRole('button', { name: `Account menu for ${reader.name}` }).waitFor();
    };
    await login(page);
    await eventually(async () => (await stack.db.query('SELECT author_id FROM blocked_authors WHERE user_id = $1', [reader.databaseId])).length).toBe(1);

    // Another device: signing in brings the account's list onto it.
    const other = await page.context().browser()!.newContext();
    try {
      const second = await other.newPage();
      const secondMain = second.getByRole('main');
      await login(second);
      await eventually(() => second.evaluate(() => window.localStorage.getItem('blockedUsers'))).toBe(JSON.stringify([bo.userId]));

      // Mute Mo: the jot leaves the list item's newest jots, but its page still opens.
      const listItemNewest = at(`/list-item/${listItem.slug}?tag=NEW`);
      await second.goto(listItemNewest);
      await settled(second);
      await secondMain.getByRole('link', { name: moJot.title }).waitFor();
      await second.goto(at(`/author/${mo.databaseId}`));
      await secondMain.getByRole('heading', { level: 1, name: mo.name }).waitFor();
      await settled(second);
      await secondMain.getByRole('button', { name: 'Mute', exact: true }).click();
      await secondMain.getByRole('button', { name: 'Unmute', exact: true }).waitFor();
      await second.goto(listItemNewest);
      await settled(second);
      await eventually(() => secondMain.getByRole('article').count()).toBeGreaterThan(0);
      expect(await secondMain.getByRole('link', { name: moJot.title }).count()).toBe(0);
      await second.goto(at(`/jot/${moJot.slug}`));
      await secondMain.getByRole('heading', { level: 1, name: moJot.title }).waitFor();

      // Both lists, with Unblock and Unmute.
      await second.goto(at('/blocked-authors'));
      await secondMain.getByRole('heading', { level: 1, name: 'Blocked and muted authors' }).waitFor();
      await settled(second);
      const blockedList = secondMain.getByRole('list', { name: 'Blocked authors' });
      const mutedList = secondMain.getByRole('list', { name: 'Muted authors' });
      await blockedList.getByRole('link', { name: bo.name }).waitFor();
      await mutedList.getByRole('link', { name: mo.name }).waitFor();
      await expectNoAxeViolations(second);
      await blockedList.getByRole('button', { name: `Unblock ${bo.name}` }).click();
      await secondMain.getByText('You have not blocked anyone.').waitFor();
      await eventually(async () => (await stack.db.query('SELECT 1 FROM blocked_authors WHERE user_id = $1', [reader.databaseId])).length).toBe(0);
      const unmuted = operationAnswered(second, 'MuteButtonUnmuteMutation');
      await mutedList.getByRole('button', { name: `Unmute ${mo.name}` }).click();
      await unmuted;
      expect(await stack.db.query('SELECT 1 FROM muted_authors WHERE user_id = $1', [reader.databaseId])).toEqual([]);
      expect(pageErrors(second)).toEqual([]);
    } finally {
      await other.close();
    }

    // The first device, still signed in, takes the unblock made on the other in its next browser
    // session (a new tab), without signing in again.
    const later = await page.context().newPage();
    await later.goto(at('/blocked-authors'));
    await later.getByRole('main').getByRole('heading', { level: 1, name: 'Blocked and muted authors' }).waitFor();
    await later.getByRole('main').getByText('You have not blocked anyone.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
