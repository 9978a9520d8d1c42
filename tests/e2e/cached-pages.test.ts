// A visitor's page the bff kept (its response cache on, as `npm start` runs it) is hydrated by
// the browser as a freshly rendered one is: the same page, no GraphQL request for what it carries,
// no hydration error.
import { describe, test as e2e, expect, settled } from '../support/e2e.ts';
import { reactErrors, recordGraphqlRequests } from '../support/server-rendered.ts';
import { startStack } from '../support/stack.ts';

describe("a visitor's cached page", () => {
  e2e('is served to the next visitor and hydrated by the browser with no GraphQL request and no hydration error', async ({ page, browser, onTestFinished }) => {
    const stack = await startStack({ responseCache: { redisUrl: null }, rateLimit: false, limits: { maxCost: 1_000_000 } });
    onTestFinished(() => stack.close());
    const [jot] = await stack.db.query<{ id: number; slug: string; name: string }>('SELECT j.id, j.slug, j.name FROM jots j JOIN jot_images i ON i.jot_id = j.id ORDER BY j.id LIMIT 1');
    if (!jot) throw new Error('the demo data has no jot with pictures');
    const address = new URL(`/jot/${jot.slug}`, stack.url).href;

    // The first visitor's page is rendered and kept; a rename no mutation announces shows the second
    // visitor (another browser context, the same language) was served that cached page.
    const firstVisitor = await browser.newPage();
    await firstVisitor.goto(address);
    await settled(firstVisitor);
    expect(await firstVisitor.getByRole('heading', { level: 1 }).textContent()).toBe(jot.name);
    await firstVisitor.context().close();
    await stack.db.query('UPDATE jots SET name = $1 WHERE id = $2', [`${jot.name} (renamed)`, jot.id]);

    const requests = recordGraphqlRequests(page);
    await page.goto(address);
    await settled(page);
    await page.waitForFunction(() => document.getElementById('relay-records') === null && document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(jot.name);
    expect(requests).toEqual([]);
    expect(reactErrors(page)).toEqual([]);
  });
});
