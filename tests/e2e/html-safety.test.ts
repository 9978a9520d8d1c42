// Stored HTML renders inert: a list item article and a jot's content hold a <script>, event
// handlers (onerror, onload) and javascript: links, written straight into the api's database as a
// hostile author or a compromised import could. The bff's allow-list sanitizer must strip them
// before they leave it, and the browser must run none of them: every payload would set
// window.__xss, change document.title or open an alert, and the test watches all three.
import type { Page } from 'playwright-core';
import { pageErrors } from '../support/browser.ts';
import { describe, eventually, expect, test as e2e } from '../support/e2e.ts';

const MARKER = 'Hostile content marker';

/** Each payload reports itself differently, so a failure says which one ran. */
const HOSTILE_HTML = [
  `<p>${MARKER}</p>`,
  `<script>window.__xss = 'script'; document.title = 'pwned by script'; alert('script')</script>`,
  `<img src="/no-such-image-for-xss.png" alt="broken" onerror="window.__xss = 'onerror'; document.title = 'pwned by onerror'; alert('onerror')">`,
  `<img src=x onerror=alert('bare-onerror')>`,
  `<svg onload="window.__xss = 'svg onload'"><circle r="1"></circle></svg>`,
  `<p onmouseover="window.__xss = 'onmouseover'">Hover me</p>`,
  `<a id="js-link" href="javascript:window.__xss='javascript link';document.title='pwned by link';alert('link')">Click me</a>`,
  `<a href="  JaVaScRiPt:alert('mixed case link')">Mixed case</a>`,
  `<a href="&#106;avascript:alert('entity link')">Entity link</a>`,
  `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
  `<object data="javascript:alert('object')"></object>`,
  `<form action="javascript:alert('form')"><button>Send</button></form>`,
  `<style>body { background: url("javascript:alert('style')") }</style>`,
].join('\n');

interface HostileTargets {
  listItem: { slug: string; name: string };
  jot: { slug: string; title: string };
}

const test = e2e
  // A list item with jots, and an article jot of it: both get the hostile HTML, once per file.
  .extend('hostile', { scope: 'file' }, async ({ stack }): Promise<HostileTargets> => {
    const [row] = await stack.db.query<{ item_slug: string; item_name: string; jot_slug: string; jot_name: string }>(
      `SELECT l.slug AS item_slug, l.name AS item_name, j.slug AS jot_slug, j.name AS jot_name
         FROM jots j JOIN list_items l ON l.id = j.list_item_id
         JOIN sections s ON s.id = l.section_id JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
        WHERE j.content_type = 'article' AND p.is_active AND c.is_active
        ORDER BY j.id LIMIT 1`,
    );
    if (!row) throw new Error('the demo seed has no article jot in a visible list item');
    await stack.db.query('UPDATE list_items SET article = $1 WHERE slug = $2', [HOSTILE_HTML, row.item_slug]);
    await stack.db.query('UPDATE jots SET content = $1 WHERE slug = $2', [HOSTILE_HTML, row.jot_slug]);
    return { listItem: { slug: row.item_slug, name: row.item_name }, jot: { slug: row.jot_slug, title: row.jot_name } };
  });

/** What a rendered payload container must not hold. */
async function hostileLeftovers(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const handlers = Array.from(root.querySelectorAll('*')).flatMap((el) =>
      el.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')).map((name) => `${el.tagName.toLowerCase()}[${name}]`),
    );
    const jsUrls = Array.from(root.querySelectorAll('[href], [src], [action], [data], [formaction]')).flatMap((el) =>
      ['href', 'src', 'action', 'data', 'formaction']
        .map((name) => el.getAttribute(name))
        .filter((value): value is string => value !== null && /^\s*javascript:/i.test(value.replace(/[\u0000-\u001f]/g, ''))),
    );
    const anchorsWithJs = Array.from(root.querySelectorAll('a')).filter((a) => a.protocol === 'javascript:').length;
    return {
      scripts: root.querySelectorAll('script').length,
      embeds: root.querySelectorAll('iframe, object, embed, form, style').length,
      handlers,
      jsUrls,
      anchorsWithJs,
    };
  });
}

async function expectInert(page: Page, dialogs: string[], title: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByText(MARKER, { exact: true }).waitFor();
  // Give the payloads every chance: images finish loading (or failing), the pointer goes over the
  // hover payload, and the javascript: links are clicked.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const hover = main.getByText('Hover me', { exact: true });
  if ((await hover.count()) > 0) await hover.hover();
  for (const name of ['Click me', 'Mixed case', 'Entity link']) {
    const link = main.getByText(name, { exact: true });
    if ((await link.count()) > 0) await link.click({ noWaitAfter: true });
  }
  // Any javascript: navigation or handler would have run synchronously by the time this evaluates.
  const state = await page.evaluate(() => ({ xss: (window as unknown as { __xss?: unknown }).__xss ?? null, title: document.title }));
  expect(state).toEqual({ xss: null, title: `${title} · Jotpod` });
  expect(dialogs).toEqual([]);
  expect(await hostileLeftovers(page)).toEqual({ scripts: 0, embeds: 0, handlers: [], jsUrls: [], anchorsWithJs: 0 });
  expect(pageErrors(page)).toEqual([]);
}

describe('stored HTML renders inert', () => {
  test('control: unsanitized, the same payloads do run in this browser (so the checks below can fail)', async ({ page, dialogs }) => {
    await page.setContent(`<!doctype html><title>control</title><main>${HOSTILE_HTML}</main>`);
    await page.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);
    await eventually(() => dialogs.length).toBeGreaterThan(0);
    expect((await hostileLeftovers(page)).handlers.length).toBeGreaterThan(0);
  });

  test('the bff strips scripts, handlers and javascript: URLs before they leave it', async ({ stack, hostile }) => {
    const data = await stack.graphql<{ listItem: { articleHtml: string }; jot: { contentHtml: string } }>(
      'query HostileHtml($item: String!, $jot: String!) { listItem(slug: $item) { articleHtml } jot(slug: $jot) { contentHtml } }',
      { item: hostile.listItem.slug, jot: hostile.jot.slug },
    );
    for (const html of [data.listItem.articleHtml, data.jot.contentHtml]) {
      expect(html).toContain(MARKER);
      expect(html).not.toMatch(/<script|<iframe|<object|<form|<style|\son\w+\s*=|javascript:/i);
    }
  });

  test('a list item article with a script, event handlers and javascript: links runs none of them', async ({ page, at, hostile, dialogs }) => {
    const { listItem } = hostile;
    await page.goto(at(`/list-item/${listItem.slug}?tag=TRENDING`));
    await page.getByRole('heading', { level: 1, name: listItem.name, exact: true }).waitFor();
    await expectInert(page, dialogs, listItem.name);
  });

  test('a jot whose content has a script, event handlers and javascript: links runs none of them', async ({ page, at, hostile, dialogs }) => {
    const { jot } = hostile;
    await page.goto(at(`/jot/${jot.slug}`));
    await page.getByRole('heading', { level: 1, name: jot.title, exact: true }).waitFor();
    await expectInert(page, dialogs, jot.title);
  });
});
