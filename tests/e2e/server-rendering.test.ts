// The first page of a visit comes rendered from the server: its content and styles are in the HTML
// (readable with JavaScript off), the browser takes it over without asking again for the data the
// page carries (no GraphQL request on a first load) and without a hydration error, a signed-in
// visitor's page is their own (account menu, like state), and from there the app navigates as a
// client-side app (the next screen's query is a GraphQL request).
import { describe, test as e2e, eventually, expect, gql, settled, signUp } from '../support/e2e.ts';
import type { Page } from 'playwright-core';
import { reactErrors, recordGraphqlRequests } from '../support/server-rendered.ts';

/**
 * Holds the app's code back: the page stays the server's HTML, not hydrated, until
 * `releaseApp()`. `appRequestedNow` settles once the browser has asked for the code.
 */
async function holdAppCode(page: Page): Promise<{ appRequestedNow: Promise<void>; releaseApp: () => void }> {
  let appRequested!: () => void;
  const appRequestedNow = new Promise<void>((resolve) => (appRequested = resolve));
  let releaseApp!: () => void;
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    appRequested();
    await appReleased;
    await route.continue();
  });
  return { appRequestedNow, releaseApp };
}

describe('server-rendered first pages', () => {
  /** Each public screen, by a query for an address of it in the demo data. */
  const screens: [string, string][] = [
    ['home', "SELECT '/' AS path"],
    ['the Latest Jots feed', "SELECT '/feeds?tag=PERSONAL' AS path"],
    ['the Trending Pods feed', "SELECT '/feeds?tag=TRENDING' AS path"],
    ['a container', "SELECT '/container/' || slug AS path FROM containers WHERE is_active ORDER BY id LIMIT 1"],
    ['a pod', "SELECT '/pod/' || slug AS path FROM pods WHERE is_active ORDER BY id LIMIT 1"],
    ['a glossary', "SELECT '/pod/' || slug || '/glossary' AS path FROM pods WHERE is_active ORDER BY id LIMIT 1"],
    ['a section', 'SELECT \'/section/\' || s.slug AS path FROM sections s JOIN pods p ON p.id = s.pod_id WHERE p.is_active ORDER BY s.id LIMIT 1'],
    ['a list item', 'SELECT \'/list-item/\' || l.slug AS path FROM list_items l JOIN jots j ON j.list_item_id = l.id ORDER BY l.id LIMIT 1'],
    ['a jot with pictures', 'SELECT \'/jot/\' || j.slug AS path FROM jots j JOIN jot_images i ON i.jot_id = j.id ORDER BY j.id LIMIT 1'],
    ['an author', "SELECT '/author/' || user_id AS path FROM jots ORDER BY id LIMIT 1"],
    ['search', "SELECT '/search?key=algebra' AS path"],
    ['about', "SELECT '/about' AS path"],
    ['subscription', "SELECT '/subscription' AS path"],
    ['the 404 page', "SELECT '/no-such-page' AS path"],
  ];

  for (const [screen, sql] of screens) {
    e2e(`${screen} arrives rendered, and the browser takes it over with no GraphQL request and no hydration error`, async ({ page, stack, at }) => {
      const [row] = await stack.db.query<{ path: string }>(sql);
      if (!row) throw new Error(`the demo data has no row for: ${sql}`);
      // One plain request first: a fresh stack's first render also opens the api's database and
      // statements, which may outlast the render's deadline (the page is then the shell, rightly).
      await (await fetch(at(row.path), { headers: { accept: 'text/html' } })).arrayBuffer();
      const requests = recordGraphqlRequests(page);
      await page.goto(at(row.path));
      await settled(page);
      // The client has read the page's records (it removes their element) and hydrated.
      await page.waitForFunction(() => document.getElementById('relay-records') === null && document.documentElement.dataset.hydrated === 'true');
      expect(requests).toEqual([]);
      expect(reactErrors(page)).toEqual([]);
    });
  }

  e2e('a jot’s title, text, styles and its author’s picture are in the HTML itself, before any script runs', async ({ browser, stack, at }) => {
    const [row] = await stack.db.query<{ slug: string; name: string; author: string }>(
      "SELECT j.slug, j.name, u.name AS author FROM jots j JOIN users u ON u.id = j.user_id WHERE j.content_type = 'story' AND u.avatar IS NOT NULL ORDER BY j.id LIMIT 1",
    );
    if (!row) throw new Error('the demo data has no story jot by an author with an avatar');
    const page = await browser.newPage({ javaScriptEnabled: false });
    try {
      const response = await page.goto(at(`/jot/${row.slug}`));
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(row.name);
      // Chakra's styles came with the HTML: the header is laid out, the Like button is styled.
      const position = await page.locator('header').first().evaluate((header) => getComputedStyle(header).position);
      expect(position).not.toBe('static');
      // The author's picture shows, not only their initials.
      const avatar = page.getByRole('main').getByRole('img', { name: `Avatar of ${row.author}` }).first();
      await eventually(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await avatar.isVisible()).toBe(true);
      expect(await page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  e2e('curl of a jot without pictures: its title, text and share tags, whose image is a generated 1200x630 card', async ({ stack, at }) => {
    const [row] = await stack.db.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM jots j WHERE NOT EXISTS (SELECT 1 FROM jot_images i WHERE i.jot_id = j.id) ORDER BY id LIMIT 1',
    );
    if (!row) throw new Error('the demo data has no jot without pictures');
    // What curl sends: any type, no cookie.
    const response = await fetch(at(`/jot/${row.slug}`), { headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) => new RegExp(`<meta data-page-head (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    const unescape = (text: string | null) => text?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(unescape(meta('og:title'))).toBe(`${row.name} · Jotpod`);
    expect(meta('og:description')).not.toBe('');
    const image = meta('og:image');
    expect(image).toMatch(new RegExp(`/cards/jot/${row.slug}\\.png\\?v=`));
    expect(meta('twitter:image')).toBe(image);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(unescape(meta('og:image:alt'))).toContain(row.name);

    const card = await fetch(at(new URL(unescape(image) ?? '').pathname + new URL(unescape(image) ?? '').search));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    // The PNG signature, then the header chunk's width and height.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  e2e('a signed-in visitor’s first page is their own: the account menu and what they liked, without a request', async ({ page, stack, at }) => {
    const account = await signUp(page, stack.url, 'Sara Server');
    const [row] = await stack.db.query<{ slug: string }>('SELECT slug FROM jots ORDER BY id LIMIT 1');
    if (!row) throw new Error('the demo data has no jot');
    const { node } = await gql<{ node: { id: string } | null }>(page, stack.url, 'query E2eJotId($slug: String!) { node: jot(slug: $slug) { id } }', { slug: row.slug });
    await gql(page, stack.url, 'mutation E2eLike($input: LikeJotInput!) { likeJot(input: $input) { __typename } }', { input: { jotId: node?.id } });

    const requests = recordGraphqlRequests(page);
    await page.goto(at(`/jot/${row.slug}`));
    await settled(page);
    await page.waitForFunction(() => document.getElementById('relay-records') === null && document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByRole('button', { name: `Account menu for ${account.name}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(requests).toEqual([]);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('on the server’s page the app’s popups belong to their buttons: the account menu opens beside its button, which gets focus back, and its link stays in the app', async ({ page, stack, at }) => {
    const account = await signUp(page, stack.url, 'Mia Menu');
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    const button = page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` });
    await button.focus();
    await page.keyboard.press('Enter');
    // Named by the button the server rendered: the ids the app makes on the client are the markup's.
    const menu = page.getByRole('menu', { name: `Account menu for ${account.name}` });
    await menu.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    const [below, under] = [await button.boundingBox(), await menu.boundingBox()];
    expect(under && below && Math.abs(under.y - (below.y + below.height)) < 24).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await eventually(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    const profile = menu.getByRole('menuitem', { name: 'Your Profile' });
    /** Enter on the button: the menu takes focus and highlights its first item a frame after it opens. */
    const openByKeyboard = async () => {
      await page.keyboard.press('Enter');
      await profile.and(page.locator('[data-highlighted]')).waitFor();
      await eventually(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    };
    // Tab leaves the open menu: it closes, and focus goes on past it.
    await openByKeyboard();
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    // On the control after the button: neither back in the menu nor dropped to the page.
    expect(
      await button.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="menu"]')) return 'not on a control after the button';
        return element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after the button' : 'before the button';
      }),
    ).toBe('after the button');
    // Enter on its first item, Your Profile, goes there in the same document, focus on the new screen.
    await button.focus();
    await page.evaluate(() => Object.assign(window, { firstDocument: true }));
    await openByKeyboard();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument)).toBe(true);

    // A visitor's search box, rendered by the server, controls the suggestions the app renders.
    await page.context().clearCookies();
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('algebra');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    expect(await search.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a tap on Like on the server’s page before the app has taken it over is not lost: the app likes the jot once it has', async ({ page, stack, at }) => {
    await signUp(page, stack.url, 'Tim Early');
    const [row] = await stack.db.query<{ slug: string }>('SELECT slug FROM jots ORDER BY id LIMIT 1');
    if (!row) throw new Error('the demo data has no jot');
    // The app's code is held back until the tap is done: the page is the server's HTML meanwhile.
    const { appRequestedNow, releaseApp } = await holdAppCode(page);
    const liked = page.waitForResponse((response) => /"operationName":"LikeButtonLikeMutation"/.test(response.request().postData() ?? ''));

    const loaded = page.goto(at(`/jot/${row.slug}`));
    await appRequestedNow;
    const like = page.getByRole('main').getByRole('button', { name: 'Like', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    // The count beside the button ("N likes"; other tests of this file like jots too).
    const count = like.locator('..').getByText(/^\d+ likes?$/);
    const countNow = async (): Promise<number> => Number.parseInt((await count.textContent()) ?? '', 10);
    const before = await countNow();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await like.click();
    releaseApp();
    await loaded;

    expect((await liked).ok()).toBe(true);
    await eventually(() => like.getAttribute('aria-pressed')).toBe('true');
    await eventually(countNow).toBe(before + 1);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a press on the List/Grid switch on the server’s page before the app has taken it over shows the grid once it has', async ({ page, stack, at }) => {
    const [row] = await stack.db.query<{ path: string }>(
      "SELECT '/list-item/' || l.slug AS path FROM list_items l JOIN jots j ON j.list_item_id = l.id ORDER BY l.id LIMIT 1",
    );
    if (!row) throw new Error('the demo data has no list item with jots');
    const { appRequestedNow, releaseApp } = await holdAppCode(page);
    const loaded = page.goto(at(row.path));
    await appRequestedNow;
    const grid = page.getByRole('radio', { name: 'Grid' });
    await page.getByText('Grid', { exact: true }).click();
    // The browser did not check it behind the app's back.
    expect(await grid.isChecked()).toBe(false);
    releaseApp();
    await loaded;
    await page.getByRole('main').locator('ul[data-layout="grid"]').waitFor();
    expect(await grid.isChecked()).toBe(true);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a visitor who reached Like by keyboard before the app took the page over is told to sign in once it has', async ({ page, stack, at }) => {
    const [row] = await stack.db.query<{ slug: string }>('SELECT slug FROM jots ORDER BY id LIMIT 1');
    if (!row) throw new Error('the demo data has no jot');
    const { appRequestedNow, releaseApp } = await holdAppCode(page);
    const loaded = page.goto(at(`/jot/${row.slug}`));
    await appRequestedNow;
    const like = page.getByRole('main').getByRole('button', { name: 'Like', exact: true });
    // Reached by the keyboard: Tab from the control before it.
    await like.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await like.evaluate((element) => element === document.activeElement && document.documentElement.dataset.hydrated === undefined)).toBe(true);
    releaseApp();
    await loaded;
    await page.getByRole('tooltip').filter({ hasText: 'Sign in to like' }).waitFor();
    expect(await like.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a keyboard user who reached the account button before the app took the page over opens its menu with Enter', async ({ page, stack, at }) => {
    const account = await signUp(page, stack.url, 'Kai Early');
    // Focus lands on the server's button as the document is parsed, before the app's code runs.
    await page.addInitScript((name) => {
      document.addEventListener('DOMContentLoaded', () => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find((element) => element.textContent?.includes(`Account menu for ${name}`));
        Object.assign(window, { focusedEarly: button !== undefined && document.documentElement.dataset.hydrated === undefined });
        button?.focus();
      });
    }, account.name);
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    expect(await page.evaluate(() => (window as { focusedEarly?: boolean }).focusedEarly)).toBe(true);
    const button = page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: `Account menu for ${account.name}` }).getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('words typed into the search box before the app took the page over are searched for with Enter after it has', async ({ page, at }) => {
    // Typed as the document is parsed, before the app's code runs (a slow phone's first seconds).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector<HTMLInputElement>('header input[name="key"]');
        if (!box) return;
        box.focus();
        box.value = 'algebra';
        box.dispatchEvent(new Event('input', { bubbles: true }));
        Object.assign(window, { typedEarly: document.documentElement.dataset.hydrated === undefined });
      });
    });
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    expect(await page.evaluate(() => (window as { typedEarly?: boolean }).typedEarly)).toBe(true);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search pods, jots and glossary' });
    expect(await box.inputValue()).toBe('algebra');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('key') === 'algebra');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('words typed into a glossary’s search box before the app took the page over narrow its terms once it has', async ({ page, stack, at }) => {
    // The last term of a glossary with more than a page of terms: not on its first page.
    const [row] = await stack.db.query<{ slug: string; name: string }>(
      `SELECT p.slug, t.name FROM pods p JOIN glossary_term_pods gp ON gp.pod_id = p.id JOIN glossary_terms t ON t.id = gp.glossary_term_id
       WHERE p.is_active AND p.id = (SELECT pod_id FROM glossary_term_pods GROUP BY pod_id ORDER BY count(*) DESC LIMIT 1)
       ORDER BY t.name DESC LIMIT 1`,
    );
    if (!row) throw new Error('the demo data has no glossary');
    await page.addInitScript((words) => {
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector<HTMLInputElement>('main [role="search"] input');
        if (!box) return;
        box.value = words;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        Object.assign(window, { typedEarly: document.documentElement.dataset.hydrated === undefined });
      });
    }, row.name);
    await page.goto(at(`/pod/${row.slug}/glossary`));
    await settled(page);
    expect(await page.evaluate(() => (window as { typedEarly?: boolean }).typedEarly)).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('q') === row.name);
    await page.getByRole('main').getByRole('link', { name: row.name, exact: true }).waitFor();
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a glossary term opened by its link arrives open, and once the app has taken the page over its dialog holds focus until it closes', async ({ page, stack, at }) => {
    const [row] = await stack.db.query<{ pod: string; slug: string; name: string }>(
      `SELECT p.slug AS pod, t.slug, t.name FROM pods p JOIN glossary_term_pods gp ON gp.pod_id = p.id JOIN glossary_terms t ON t.id = gp.glossary_term_id
       WHERE p.is_active ORDER BY p.id, t.name LIMIT 1`,
    );
    if (!row) throw new Error('the demo data has no glossary');
    await page.goto(at(`/pod/${row.pod}/glossary?term=${row.slug}`));
    // Not settled(): the open dialog hides the page's heading from the accessibility tree.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const dialog = page.getByRole('dialog', { name: row.name });
    const close = dialog.getByRole('button', { name: 'Close' });
    await eventually(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    // The focus stays in the dialog.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('term'));
    // Closed, focus goes to the term's link in the list.
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-term'))).toBe(row.slug);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('the banner slider a reader pointed at or reached by keyboard before the app took the page over stays still once it has', async ({ page, stack, at }) => {
    await signUp(page, stack.url, 'Bea Banner');
    const slider = page.getByRole('region', { name: 'Banners' });
    // Still, the slider announces its slide politely; rotating, it does not (aria-live off).
    const still = async () => (await slider.locator('[aria-live]').getAttribute('aria-live')) === 'polite';

    // The pointer: over the slider on the server's page.
    const { appRequestedNow, releaseApp } = await holdAppCode(page);
    const loaded = page.goto(at('/feeds?tag=TRENDING'));
    await appRequestedNow;
    await slider.hover();
    releaseApp();
    await loaded;
    await settled(page);
    await eventually(still).toBe(true);
    await page.mouse.move(0, 0);
    await eventually(still).toBe(false);

    // Focus: on a slide's dot as the document is parsed.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector<HTMLElement>('[aria-roledescription="carousel"] button')?.focus());
    });
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    expect(await slider.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await eventually(still).toBe(true);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a reader who scrolled the server’s page before the app took it over stays where they were', async ({ page, at }) => {
    // The app's code is held back until the reader has scrolled: the page is the server's HTML.
    const { appRequestedNow, releaseApp } = await holdAppCode(page);
    const loaded = page.goto(at('/feeds?tag=TRENDING'));
    await appRequestedNow;
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    releaseApp();
    await loaded;
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a keyboard user who reached a list item’s tabs or the search box before the app took the page over goes on by keyboard', async ({ page, stack, at }) => {
    const [row] = await stack.db.query<{ path: string }>(
      "SELECT '/list-item/' || l.slug AS path FROM list_items l JOIN jots j ON j.list_item_id = l.id ORDER BY l.id LIMIT 1",
    );
    if (!row) throw new Error('the demo data has no list item with jots');
    // Focus lands on a control of the server's page as the document is parsed, before the app's code runs.
    const focusEarly = async (selector: string) =>
      page.addInitScript((target) => {
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelector<HTMLElement>(target)?.focus();
          Object.assign(window, { focusedEarly: document.activeElement?.matches(target) === true && document.documentElement.dataset.hydrated === undefined });
        });
      }, selector);
    const focusedEarly = () => page.evaluate(() => (window as { focusedEarly?: boolean }).focusedEarly);

    // The tabs: the arrow moves to the next tab, Enter opens it.
    await focusEarly('main [role="tab"][aria-selected="true"]');
    await page.goto(at(`${row.path}?tag=TRENDING`));
    await settled(page);
    expect(await focusedEarly()).toBe(true);
    // The tabs hear of the focus once their part of the page is running, which may come a moment
    // after the page's mark: they then mark the focused tab.
    await page.locator('main [role="tab"][data-focus]').waitFor();
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hot');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tag') === 'HOT');

    // The header's search box: what is typed there after hydration is suggested for.
    const fresh = await page.context().newPage();
    await fresh.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector<HTMLElement>('header input[name="key"]')?.focus());
    });
    await fresh.goto(at('/feeds?tag=TRENDING'));
    await settled(fresh);
    await fresh.keyboard.type('algebra');
    await fresh.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('a press on the account menu the moment the app has taken the server’s page over opens it', async ({ page, stack, at }) => {
    const account = await signUp(page, stack.url, 'Pia Prompt');
    // The press comes in the same task as the app's mark (data-hydrated), before React has gone
    // on to the page's Suspense boundaries (the header's account actions hydrate in later tasks):
    // the earliest a user can act on a page the app has hydrated.
    await page.addInitScript((name) => {
      // The script runs before the document has its <html> element: it watches the document.
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        observer.disconnect();
        const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find((element) => element.textContent?.includes(`Account menu for ${name}`));
        Object.assign(window, { pressedAtHydration: Boolean(button) });
        button?.click();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    }, account.name);
    await page.goto(at('/feeds?tag=TRENDING'));
    await page.waitForFunction(() => (window as { pressedAtHydration?: boolean }).pressedAtHydration !== undefined);
    expect(await page.evaluate(() => (window as { pressedAtHydration?: boolean }).pressedAtHydration)).toBe(true);
    await page.getByRole('menu', { name: `Account menu for ${account.name}` }).getByRole('menuitem', { name: 'Your Profile' }).waitFor();
    expect(reactErrors(page)).toEqual([]);
  });

  e2e('after the first page the app navigates on the client, asking only for the next screen’s data', async ({ page, at }) => {
    const requests = recordGraphqlRequests(page);
    await page.goto(at('/feeds?tag=TRENDING'));
    await settled(page);
    await page.waitForFunction(() => document.getElementById('relay-records') === null && document.documentElement.dataset.hydrated === 'true');
    expect(requests).toEqual([]);
    // A mark on the document: a new document load would lose it, a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { firstDocument: true }));
    await page.getByRole('tab', { name: 'Latest Jots' }).click();
    await page.waitForURL(/tag=PERSONAL/);
    // The new screen has rendered once its title is set (the old screen's heading may still be
    // on the page when the address changes).
    await eventually(() => page.title()).toBe('Latest Jots · Jotpod');
    await settled(page);
    expect(requests).toEqual(['FeedsPageQuery']);
    expect(await page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument)).toBe(true);
    expect(reactErrors(page)).toEqual([]);
  });
});
