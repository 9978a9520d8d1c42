import { describe, expect, it } from 'vitest';
import { clientChunks, FIRST_SCREENS, firstScreens, type FirstScreen } from './firstScreen.ts';

/** The first-screen budget: JavaScript a landing page loads before any interaction, in kB of gzip. */
const BUDGET_KB = 250;

const kB = (bytes: number): number => Math.round(bytes / 100) / 10;
const describeChunks = (screen: FirstScreen): string =>
  screen.chunks.map((chunk) => `${chunk.fileName} ${kB(chunk.gzip)}`).join(', ');

describe('first-screen JavaScript (a production build of the web app)', async () => {
  // One build for the file (web/dist when `npm test` has just built it, else one in memory):
  // the checks below read its chunk graph.
  const screens = firstScreens(await clientChunks());

  it('measures every landing page from its real chunks', () => {
    expect(screens.map((screen) => screen.page)).toEqual(Object.keys(FIRST_SCREENS));
    for (const screen of screens) {
      // The boot script, the app, the framework and the page's own code at least.
      expect(screen.chunks.length, screen.page).toBeGreaterThanOrEqual(4);
      expect(screen.chunks.some((chunk) => /^assets\/framework-/.test(chunk.fileName)), screen.page).toBe(true);
    }
  });

  it.each(Object.keys(FIRST_SCREENS))(`keeps %s within ${BUDGET_KB} kB gzip`, (page) => {
    const screen = screens.find((s) => s.page === page)!;
    expect(kB(screen.gzip), `${page} loads ${describeChunks(screen)} (kB gzip)`).toBeLessThanOrEqual(BUDGET_KB);
  });
});
