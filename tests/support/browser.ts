// Chromium for the end-to-end journeys: Debian's Chromium headless shell driven by playwright-core
// (never the `playwright` package, which downloads its own browsers), a fresh context per tab,
// an axe-core accessibility check, and screenshots of failed tests in tests/.artifacts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell` first: Chromium's own engine (the same Blink and V8 build as
 * the `chromium` package) without the full browser around it, which is also what Playwright runs
 * headless tests on. A fresh context with the home page costs it about a third of the CPU the full
 * browser's headless mode does (renderer 0.36 s against 0.96 s, browser process 0.06 s against
 * 0.36 s), and the journeys are most of CI's CPU. The full `chromium` when only it is installed;
 * CHROMIUM_PATH for another. scripts/test.mjs installs the shell (and looks in the same order).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium-headless-shell';
export const artifactsDir = fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** Chromium's flags: quiet, sandbox-less (CI runs as root), no background network chatter. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface TestBrowser {
  /** The Chromium now running (a new one after a stuck one was stopped, see `closePage`). */
  readonly browser: Browser;
  /**
   * A new tab in a fresh context of its own (no cookies, storage or permissions shared with any
   * other tab), recording uncaught page errors and console errors (`pageErrors`, `consoleErrors`).
   * Close it with `page.context().close()`, or `closePage`.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Closes the tab's context. Chromium has been seen to leave that unanswered for good (once in
   * several CI runs, after a test had passed), and nothing bounds a fixture's cleanup: the run
   * then hangs until CI's limit. A close still unanswered after its bound stops this Chromium; the
   * next tab starts a new one.
   */
  closePage(page: Page): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long closing a tab or the browser may go unanswered before Chromium is taken for stuck: far
 * beyond what a close takes on a loaded machine (well under a second), so only a stuck one meets it.
 */
const CLOSE_BOUND_MS = 60_000;

/** Whether `work` settled within `ms` (its outcome, success or not, is not the question). */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true, () => true), bound]).finally(() => clearTimeout(timer));
}

/**
 * Stops the Chromium processes this process started (each test worker runs its own). playwright
 * starts each browser as the leader of a process group of its own, and Debian's launcher of the
 * headless shell stays as the parent of the real browser, so the whole group is stopped.
 */
function killOwnChromium(): void {
  const launched = spawnSync('pgrep', ['-P', String(process.pid), 'chromium'], { encoding: 'utf8' }).stdout ?? '';
  for (const pid of launched.split('\n').filter(Boolean)) {
    try {
      process.kill(-Number(pid), 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

export interface LaunchOptions {
  /** How long an action or a locator wait may take before it fails (playwright's default timeout). */
  timeout?: number;
  /** How long a navigation (goto, reload, waitForURL) may take; twice `timeout` unless given. */
  navigationTimeout?: number;
}

interface PageLog {
  pageErrors: string[];
  consoleErrors: string[];
}
const logs = new WeakMap<Page, PageLog>();

/** Uncaught exceptions in the page so far: a journey should end with none. */
export function pageErrors(page: Page): string[] {
  return logs.get(page)?.pageErrors ?? [];
}

/**
 * Console errors so far. Kept for the failure artifacts rather than asserted: Chromium also logs
 * every failed resource load here, which the app may handle on purpose (image fallbacks).
 */
export function consoleErrors(page: Page): string[] {
  return logs.get(page)?.consoleErrors ?? [];
}

/** Starts recording a page's errors (the tabs a test opens itself get the same log). */
export function recordErrors(page: Page): Page {
  if (logs.has(page)) return page;
  const log: PageLog = { pageErrors: [], consoleErrors: [] };
  logs.set(page, log);
  page.on('pageerror', (error) => log.pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return page;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<TestBrowser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run \`sudo apt-get install -y chromium-headless-shell\` (or set CHROMIUM_PATH)`);
  }
  const timeout = options.timeout ?? 15_000;
  const navigationTimeout = options.navigationTimeout ?? 2 * timeout;
  // playwright gives the browser a fresh temporary profile and deletes it on close; every
  // context is incognito-like on top of it, so nothing leaks between tests either.
  const launch = () => chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  let browser = await launch();
  let stuck = false;
  const stopStuck = (what: string): void => {
    console.warn(`Chromium left ${what} unanswered for ${CLOSE_BOUND_MS / 1000} s: stopped; the next tab starts a new one`);
    stuck = true;
    killOwnChromium();
  };
  return {
    get browser() {
      return browser;
    },
    async newPage(contextOptions: BrowserContextOptions = {}) {
      if (stuck) {
        browser = await launch();
        stuck = false;
      }
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        timezoneId: 'UTC',
        ...contextOptions,
      });
      // Fail with a message instead of waiting out the test timeout on a missing element.
      context.setDefaultTimeout(timeout);
      context.setDefaultNavigationTimeout(navigationTimeout);
      return recordErrors(await context.newPage());
    },
    async closePage(page: Page) {
      if (!(await settlesWithin(page.context().close(), CLOSE_BOUND_MS))) stopStuck("a tab's close");
    },
    async close() {
      if (stuck) return;
      if (!(await settlesWithin(browser.close(), CLOSE_BOUND_MS))) stopStuck('its close');
    },
  };
}

let axeSource: Promise<string> | undefined;
function loadAxe(): Promise<string> {
  const require = createRequire(import.meta.url);
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Waits (up to `timeoutMs`) for the page's running finite CSS animations and transitions, such as
 * a dialog fading in. axe measures colour contrast on what is painted at that moment, and a
 * half-faded dialog fails it although the settled page is fine. Endless animations (skeleton
 * pulses, spinners) are ignored.
 */
export async function animationsFinished(page: Page, timeoutMs = 3_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    // Twice over: an animation that ends can start the next one (backdrop, then content).
    for (let round = 0; round < 2 && Date.now() < deadline; round += 1) {
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (running.length === 0) break;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }, timeoutMs);
}

export interface AxeCheckOptions {
  /** CSS selectors to leave out of the check (third-party embeds, ...). */
  exclude?: string[];
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[];
}

/**
 * Runs axe-core on the current page (WCAG 2.x A and AA rules and best practices) and throws a readable list of
 * violations: rule, impact, what to fix, and the offending elements.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  await animationsFinished(page);
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Evaluated by the browser's devtools protocol, not added as an inline <script>: the app's
  // Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
  if (!alreadyLoaded) await page.evaluate(`${await loadAxe()}\n;undefined`);
  const runOptions: RunOptions = {
    // WCAG 2.x A and AA, plus axe's best practices (unique landmarks, one main, heading order):
    // what a screen reader user meets in practice.
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const exclude = options.exclude ?? [];
  const results = await page.evaluate(
    ({ runOptions, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = exclude.length ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
      return axe.run(context as never, runOptions) as Promise<AxeResults>;
    },
    { runOptions, exclude },
  );
  if (results.violations.length === 0) return;
  const lines = results.violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      // failureSummary is "Fix any of the following:\n  reason\n  reason"; keep the reasons.
      const summary = (node.failureSummary ?? '')
        .split('\n')
        .slice(1)
        .map((reason) => reason.trim())
        .filter(Boolean)
        .join('; ');
      return `      ${node.target.join(' ')}${summary ? `: ${summary}` : ''}`;
    });
    const more = violation.nodes.length > 5 ? [`      … and ${violation.nodes.length - 5} more`] : [];
    return [`  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.helpUrl}`, ...nodes, ...more].join('\n');
  });
  throw new Error(`axe found ${results.violations.length} accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`);
}

/**
 * Saves a full-page screenshot, the page HTML and the page's errors to tests/.artifacts.
 * The `page` fixture of tests/support/e2e.ts calls it when a test fails, so a red CI run shows
 * what the browser saw.
 */
export async function saveArtifacts(page: Page | undefined, label: string): Promise<void> {
  if (!page || page.isClosed()) return;
  await mkdir(artifactsDir, { recursive: true });
  const base = join(artifactsDir, label.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-|-$/g, '').slice(0, 120));
  const notes = [
    `url: ${page.url()}`,
    ...pageErrors(page).map((error) => `page error: ${error}`),
    ...consoleErrors(page).map((error) => `console error: ${error}`),
  ].join('\n');
  await Promise.allSettled([
    page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 }),
    page.content().then((html) => writeFile(`${base}.html`, html)),
    writeFile(`${base}.txt`, `${notes}\n`),
  ]);
  console.error(`Saved failure artifacts: ${base}.{png,html,txt}`);
}
