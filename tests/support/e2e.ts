// The fixtures every end-to-end journey uses: import `test` from here instead of vitest.
//
// - `stack` (one per file): the api + bff on a fresh demo database (tests/support/stack.ts).
// - `browser` (one per worker): Chromium (tests/support/browser.ts), shared by the files a worker
//   runs (the e2e project does not isolate them); tests never share more than the browser process,
//   since every `page` has a context of its own.
// - `page` (one per test): a new tab in a context of its own, so no cookie, storage, permission
//   or screen leaks from one test into the next. When the test fails, its screenshot, HTML and
//   errors go to tests/.artifacts before the tab closes.
// - `at` (one per test): turns an app path into an absolute URL of this file's stack.
// - `dialogs` (one per test): the alerts, confirms and prompts the tab opened, each dismissed.
//
// File fixtures start for the first test that uses them, inside that test's timeout, and stop
// after the file's last test (the browser after the worker's last file); a test run alone with
// `-t` starts them for itself.
//
// Waiting: every wait is for an event (an element, a URL, a count reaching a value) with
// EVENT_TIMEOUT as its budget. CI shares 2 busy cores, where a screen can take seconds to settle;
// vitest's default of 1 s for expect.poll is far too short for that, so use `eventually`.
import type { Dialog, Page, Request as BrowserRequest, Response as BrowserResponse } from 'playwright-core';
import { expect, test as base } from 'vitest';
import { SERVER_RECORDS_ELEMENT_ID } from '../../web/src/relay/serverRecordsElement.ts';
import { launchBrowser, saveArtifacts } from './browser.ts';
import { startStack } from './stack.ts';

/**
 * How long to wait for something that should happen (an element, a request, a timer in the app)
 * before failing: generous for a loaded 2-core machine, short enough to fail well inside a test's
 * timeout. Playwright's actions and locator waits use it too.
 */
export const EVENT_TIMEOUT = 20_000;

/** A navigation loads a route's code and its data: twice an event's budget (playwright's too). */
export const NAVIGATION_TIMEOUT = 2 * EVENT_TIMEOUT;

/**
 * E2E_CPU_THROTTLE=4 runs every test's tab four times slower (Chromium's CPU throttling), to
 * rehearse a busy CI machine on a fast one: a wait that holds only on a fast machine fails.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? '1');

export const test = base
  .extend('stack', { scope: 'file' }, async ({}, { onCleanup }) => {
    // Journeys find their way through the seeded world with a few exploring queries of their own
    // (a pod's whole section tree at once), which cost more than production lets a stranger ask.
    // The browser's own operations stay within the production limits: tests/abuse checks every
    // one of them at the largest page size. Those exploring queries would also spend a whole
    // rate-limit budget each (tests/abuse sends every browser operation under production's).
    const stack = await startStack({ limits: { maxCost: 1_000_000 }, rateLimit: false });
    onCleanup(() => stack.close());
    return stack;
  })
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser({ timeout: EVENT_TIMEOUT, navigationTimeout: NAVIGATION_TIMEOUT });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('at', async ({ stack }) => (path: string): string => new URL(path, stack.url).href)
  .extend('page', async ({ browser, task }, { onCleanup }) => {
    const page = await browser.newPage();
    waitForHydrationOnNavigation(page);
    if (CPU_THROTTLE > 1) {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    }
    onCleanup(async () => {
      // Fixture cleanups run before vitest's onTestFailed handlers, when the tab would already be
      // closed, so the failure is read here: the test's result is final by the time cleanups run.
      try {
        if (task.result?.state === 'fail') await saveArtifacts(page, task.fullName);
      } finally {
        await browser.closePage(page);
      }
    });
    return page;
  })
  // alert(), confirm() and prompt() would block the page: the tab's dialogs are recorded (a test
  // that expects none asserts the list is empty) and dismissed.
  .extend('dialogs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return dialogs;
  });

export { describe, expect } from 'vitest';

/** `expect.poll` with EVENT_TIMEOUT: retries `read` until the assertion holds or the time is up. */
export function eventually<T>(read: () => T | Promise<T>, message?: string): ReturnType<typeof expect.poll<T | Promise<T>>> {
  return expect.poll(read, { timeout: EVENT_TIMEOUT, message });
}

/**
 * Waits until the screen has rendered (an h1), the app has taken the page over (`<html
 * data-hydrated>`: a server-rendered page shows before its code runs, and a click before that is
 * a full page load) and no skeleton or Suspense fallback is left (they are marked aria-busy). The
 * h1 comes first: right after a navigation, the old screen or an empty shell has no aria-busy either.
 */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: EVENT_TIMEOUT });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: EVENT_TIMEOUT });
}

/**
 * A server-rendered page shows its content before the app's code has run, and until the app has
 * taken it over (`<html data-hydrated>`) a click on it does nothing. So every `goto` and `reload`
 * of a test's tab that lands on a server-rendered page (its HTML carries the server's Relay
 * records) returns once the app has taken the page over, as a reader's first click comes after
 * the page has loaded. Other pages (the app's shell, GraphiQL, files) return as they load.
 */
function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const takenOver = async (response: BrowserResponse | null): Promise<BrowserResponse | null> => {
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    if (response && html && (await response.text()).includes(`id="${SERVER_RECORDS_ELEMENT_ID}"`)) {
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: EVENT_TIMEOUT });
    }
    return response;
  };
  page.goto = async (url, options) => takenOver(await goto(url, options));
  page.reload = async (options) => takenOver(await reload(options));
}

/** A unique suffix for emails and titles, so data made by one test never matches another's. */
export function unique(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A GraphQL request from the page's context, so it carries (and updates) the tab's session cookie,
 * with the bff's CSRF header. Throws on GraphQL errors.
 */
export async function gql<T>(page: Page, url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(new URL('/graphql', url).href, {
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body)}`);
  return body.data;
}

export const PASSWORD = 'correct horse battery';

export interface Account {
  databaseId: number;
  /** The global User id. */
  userId: string;
  name: string;
  email: string;
}

/**
 * Registers a new account through the `register` mutation from the page's context: the tab is
 * signed in as it afterwards, as after the Register form.
 */
export async function signUp(page: Page, url: string, name: string): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${unique()}@example.com`;
  const data = await gql<{
    register: { __typename: string; message?: string; viewer?: { databaseId: number; user: { id: string } } };
  }>(
    page,
    url,
    `mutation E2eSignUp($input: RegisterInput!) {
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
  return { databaseId: viewer.databaseId, userId: viewer.user.id, name, email };
}

export interface NewJot {
  contentType: 'STORY' | 'ARTICLE' | 'VIDEO';
  title: string;
  contentHtml: string;
  /** Global ListItem id. */
  listItemId: string;
  contentUrl?: string;
}

/** Shares a jot as the page's signed-in user through the `createJot` mutation. */
export async function shareJot(page: Page, url: string, input: NewJot): Promise<{ slug: string; title: string }> {
  const data = await gql<{ createJot: { __typename: string; message?: string; jot?: { slug: string; title: string } } }>(
    page,
    url,
    `mutation E2eShareJot($input: CreateJotInput!) {
      createJot(input: $input) {
        __typename
        ... on CreateJotPayload { jot { slug title } }
        ... on Error { message }
      }
    }`,
    { input },
  );
  if (!data.createJot.jot) throw new Error(`createJot: ${data.createJot.__typename} ${data.createJot.message ?? ''}`);
  return data.createJot.jot;
}

/** Signs the page's context out on the server and forgets its cookies. */
export async function signOut(page: Page, url: string): Promise<void> {
  await gql(page, url, 'mutation E2eSignOut { logout { signedOut } }');
  await page.context().clearCookies();
}

/**
 * The operation a /graphql request names: a GET's `operationName` parameter (a visitor's
 * persisted query), else the `operationName` of the JSON body or of a multipart `operations` part.
 */
function sentOperationName(request: BrowserRequest): string | undefined {
  const fromUrl = new URL(request.url()).searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  return /"operationName":"([^"]+)"/.exec(request.postData() ?? '')?.[1];
}

/**
 * Resolves when the bff has answered the page's GraphQL operation `operationName` (Relay names it
 * in the URL of a GET, in the body of a POST). Call it before the click that sends the operation.
 */
export async function operationAnswered(page: Page, operationName: string): Promise<void> {
  const response = await page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === '/graphql' && sentOperationName(candidate.request()) === operationName,
    { timeout: EVENT_TIMEOUT },
  );
  // The body too: Relay has the answer (and has updated its store) once it is read.
  await response.finished();
}
