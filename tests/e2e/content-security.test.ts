// The web app under its Content-Security-Policy: a visitor and then a signed-in author go through
// the screens that load the most kinds of things (the home page, the feed, a container with its
// embedded video, a video jot and an audio jot, search, the sign-in form, the jot editor), and the
// policy refuses nothing: no `securitypolicyviolation` event, no "Refused to ..." console error.
// A control first shows that the policy is enforced and that the recorder sees what it refuses.
// Requests beyond the stack (the YouTube player, an audio file) are aborted: the journey is
// hermetic, and an aborted load is a network failure, not a policy violation.
import type { Page } from 'playwright-core';
import { pageErrors } from '../support/browser.ts';
import { recordCspViolations } from '../support/csp-violations.ts';
import { describe, test as e2e, eventually, expect, settled, signUp } from '../support/e2e.ts';

async function onlyTheStack(page: Page, stackUrl: string): Promise<void> {
  const origin = new URL(stackUrl).origin;
  await page.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient')));
}

describe('content security policy', () => {
  e2e('refuses what the policy does not allow, and the recorder sees it', async ({ page, stack, at }) => {
    await onlyTheStack(page, stack.url);
    const violations = await recordCspViolations(page);
    await page.goto(at('/about'));
    await settled(page);
    expect(violations).toEqual([]);
    // What an injection would try: an inline script and an image from another site.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img alt="" src="https://tracker.example/pixel.png">');
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await eventually(() => violations.map((violation) => violation.directive)).toEqual(expect.arrayContaining(['img-src', 'script-src-elem']));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  e2e('lets every screen of the journey run without a violation', async ({ page, stack, at }) => {
    await onlyTheStack(page, stack.url);
    const violations = await recordCspViolations(page);
    const one = async (sql: string): Promise<string> => {
      const [row] = await stack.db.query<{ slug: string }>(sql);
      if (!row) throw new Error(`the demo data has no row for: ${sql}`);
      return row.slug;
    };
    const videoContainer = await one(
      "SELECT c.slug FROM side_segments s JOIN containers c ON c.id = s.container_id WHERE s.type = 1 AND s.video IS NOT NULL ORDER BY s.id LIMIT 1",
    );
    const videoJot = await one("SELECT slug FROM jots WHERE content_type = 'video' AND content_url LIKE '%youtu%' ORDER BY id LIMIT 1");
    const audioJot = await one("SELECT slug FROM jots WHERE content_type = 'audio' AND content_url IS NOT NULL ORDER BY id LIMIT 1");

    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/"]').first();
    for (const path of ['/', '/feeds?tag=TRENDING', `/container/${videoContainer}`, `/jot/${videoJot}`, `/jot/${audioJot}`, '/search?q=algebra', '/login']) {
      await page.goto(at(path));
      await settled(page);
      // The embedded players: the frame is in the page (its load is aborted, the policy allowed it).
      if (path === `/container/${videoContainer}` || path === `/jot/${videoJot}`) await player.waitFor({ state: 'attached' });
      if (path === `/jot/${audioJot}`) await page.locator('audio').waitFor({ state: 'attached' });
    }

    await signUp(page, stack.url, 'Cora Policy');
    await page.goto(at('/jot/create'));
    await page.getByRole('textbox', { name: 'Jot Content' }).click();
    await page.keyboard.type('Written under a strict policy.');
    await page.getByRole('textbox', { name: 'Jot Content' }).getByText('Written under a strict policy.').waitFor();

    expect(violations).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
