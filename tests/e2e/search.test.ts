// Search journey: from the header's search box a visitor finds a known pod (with a
// one-letter typo), a known jot and a known glossary term of the demo seed and opens each; on a
// pod's glossary, the letter filter and the search box narrow the terms together and pagination
// works. Plus axe checks of /search and the glossary screen. Names are read from the seeded stack
// in setup, so the test does not hard-code more than the pod it starts from.
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, pageErrors } from '../support/browser.ts';
import { describe, test as e2e, eventually, expect, settled } from '../support/e2e.ts';
import type { Stack } from '../support/stack.ts';

/** A demo seed pod with jots (the header searches). */
const POD_SLUG = 'algebra-foundations';
/** Schema: 20 glossary terms a page. */
const GLOSSARY_PAGE_SIZE = 20;

interface Term {
  name: string;
  slug: string;
  firstLetter: string;
  referenceUrl: string | null;
}

interface SeedPod {
  databaseId: number;
  name: string;
  slug: string;
  jots: { edges: Array<{ node: { title: string; slug: string } }> };
  glossary: {
    totalCount: number;
    letters: Array<{ letter: string; count: number; isAvailable: boolean }>;
    edges: Array<{ node: Term }>;
  };
}

const POD_QUERY = `query SearchTestPod($slug: String!) {
  pod(slug: $slug) {
    databaseId name slug
    jots(first: 1) { edges { node { title slug } } }
    glossary(first: 20) { totalCount letters { letter count isAvailable } edges { node { name slug firstLetter referenceUrl } } }
  }
}`;

/** One letter of `word` changed (the middle one), so the word is misspelt but close. */
function withTypo(word: string): string {
  const i = Math.floor(word.length / 2);
  const replacement = word[i]?.toLowerCase() === 'x' ? 'z' : 'x';
  return `${word.slice(0, i)}${replacement}${word.slice(i + 1)}`;
}

/** Types into the header's combobox and returns its suggestions list. */
async function typeInHeader(target: Page, text: string): Promise<{ box: Locator; listbox: Locator }> {
  const box = target.getByRole('combobox', { name: 'Search pods, jots and glossary' });
  await box.click();
  await box.fill(text);
  const listbox = target.getByRole('listbox', { name: 'Search suggestions' });
  await eventually(() => box.getAttribute('aria-expanded')).toBe('true');
  return { box, listbox };
}

/** The names of the terms on the glossary page now. */
async function listedTerms(target: Page): Promise<string[]> {
  // The first list of the region is the terms; the pagination bar's list comes after it.
  const list = target.getByRole('region', { name: 'Glossary terms' }).getByRole('list').first().locator(':scope > li');
  return (await list.allTextContents()).map((t) => t.trim());
}

async function podOf(stack: Stack, slug: string): Promise<SeedPod> {
  const data = await stack.graphql<{ pod: SeedPod | null }>(POD_QUERY, { slug });
  if (!data.pod) throw new Error(`no visible pod ${slug}`);
  return data.pod;
}

const test = e2e
  .extend('pod', { scope: 'file' }, async ({ stack }) => {
    const pod = await podOf(stack, POD_SLUG);
    if (pod.jots.edges.length === 0) throw new Error(`${POD_SLUG} has no jots`);
    return pod;
  })
  // The pod with the biggest glossary, for the glossary screen: the demo seed gives each
  // subject's first pod its subject's whole glossary (several pages).
  .extend('glossaryPod', { scope: 'file' }, async ({ stack }) => {
    const [biggest] = await stack.db.query<{ slug: string }>(
      `SELECT p.slug FROM pods p JOIN glossary_term_pods gp ON gp.pod_id = p.id
       WHERE p.is_active GROUP BY p.slug, p.id ORDER BY count(*) DESC, p.slug LIMIT 1`,
    );
    if (!biggest) throw new Error('the demo seed links no glossary term to a pod');
    const pod = await podOf(stack, biggest.slug);
    if (pod.glossary.totalCount <= 2 * GLOSSARY_PAGE_SIZE) throw new Error(`the demo seed's biggest glossary, ${biggest.slug}'s, has ${pod.glossary.totalCount} terms: fewer than three pages`);
    return pod;
  });

describe('search from the header', { timeout: 180_000 }, () => {
  test('a misspelt pod name still suggests the pod, which opens', async ({ page, at, pod }) => {
    await page.goto(at('/search'));
    await settled(page);
    const longest = pod.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? pod.name;
    const typo = pod.name.replace(longest, withTypo(longest));
    expect(typo).not.toBe(pod.name);
    const { listbox } = await typeInHeader(page, typo);
    const group = listbox.getByRole('group', { name: 'Pods' });
    await group.getByRole('option', { name: pod.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/pod/${pod.slug}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: pod.name, exact: true }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  test('Enter searches a jot title on /search, grouped with counts, and the jot opens', async ({ page, at, pod }) => {
    const jot = pod.jots.edges[0]!.node;
    await page.goto(at('/'));
    await settled(page);
    const { box } = await typeInHeader(page, jot.title);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('key') === jot.title.trim());
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: `Search results for “${jot.title.trim()}”` }).waitFor();
    const jots = main.getByRole('region', { name: 'Jots' });
    await jots.waitFor();
    await expectNoAxeViolations(page);
    // The words searched for are marked alike in the titles and in the snippets under them.
    const background = (marks: Element[]) => [...new Set(marks.map((mark) => getComputedStyle(mark).backgroundColor))];
    const [inTitles, inSnippets] = [await jots.locator('a mark').evaluateAll(background), await jots.locator('li > div mark').evaluateAll(background)];
    expect(inSnippets.length).toBeGreaterThan(0);
    expect(inSnippets).toEqual(inTitles);
    await jots.getByRole('link', { name: jot.title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/jot/${jot.slug}`);
    await main.getByRole('heading', { level: 1, name: jot.title, exact: true }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  test('a glossary term suggestion opens its pod glossary with the term in a modal', async ({ page, at, glossaryPod }) => {
    const term = glossaryPod.glossary.edges[0]!.node;
    await page.goto(at('/search'));
    await settled(page);
    const { box, listbox } = await typeInHeader(page, term.name);
    const option = listbox.getByRole('group', { name: 'Glossary terms' }).getByRole('option', { name: term.name, exact: true }).first();
    await option.waitFor();
    // Keyboard: arrow down to the term's option (aria-activedescendant), then Enter opens it.
    const optionId = await option.getAttribute('id');
    for (let i = 0; i < 8 && (await box.getAttribute('aria-activedescendant')) !== optionId; i += 1) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(optionId);
    await box.press('Enter');
    await page.waitForURL((url) => /^\/pod\/\d+\/glossary$/.test(url.pathname) && url.searchParams.get('term') === term.slug);
    const dialog = page.getByRole('dialog', { name: term.name });
    await dialog.waitFor();
    // It stays open with the focus in it once the screen behind it has settled (moving focus to
    // the new screen's main region would dismiss it), until Escape closes it. The modal hides
    // the screen from the accessibility tree, hence includeHidden.
    await page.getByRole('heading', { level: 1, name: 'Glossary', includeHidden: true }).waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(new URL(page.url()).searchParams.get('term')).toBe(term.slug);
    await dialog.waitFor();
    // The term has a reference url, and the modal (name and content only) does not link it.
    expect(term.referenceUrl).toBeTruthy();
    expect(await dialog.getByRole('link').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => new URL(page.url()).searchParams.get('term')).toBeNull();
    // The keyboard goes on from the page: the term's link in the list, or the glossary's heading.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-term') ?? document.activeElement?.tagName ?? null);
    await eventually(focused).toMatch(new RegExp(`^(${term.slug}|H1)$`));
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('pod glossary', { timeout: 180_000 }, () => {
  test('paginates, and the letter filter and the search box narrow the terms together', async ({ page, at, glossaryPod: pod }) => {
    await page.goto(at(`/pod/${pod.databaseId}/glossary`));
    await settled(page);
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    expect(await listedTerms(page)).toHaveLength(GLOSSARY_PAGE_SIZE);

    // Page 2: the next terms, at a shareable ?page=2 URL.
    const firstOnPage1 = (await listedTerms(page))[0];
    const pages = main.getByRole('navigation', { name: 'Glossary pages' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await eventually(async () => (await listedTerms(page))[0]).not.toBe(firstOnPage1);
    expect(await pages.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    // A letter with several terms: the list narrows to it (after the spec's 2000 ms) at page 1.
    const letter = [...pod.glossary.letters].filter((l) => l.isAvailable).sort((a, b) => b.count - a.count)[0]!;
    const filter = main.getByRole('group', { name: 'Filter by first letter' });
    const disabled = pod.glossary.letters.find((l) => !l.isAvailable);
    if (disabled) expect(await filter.getByRole('button', { name: `${disabled.letter}, no terms` }).isDisabled()).toBe(true);
    const letterButton = filter.getByRole('button', { name: new RegExp(`^${letter.letter},`) });
    await letterButton.click();
    await page.waitForURL((url) => url.searchParams.get('letter') === letter.letter && !url.searchParams.has('page'));
    await main.getByText(letter.count === 1 ? '1 term' : `${letter.count} terms`, { exact: true }).waitFor();
    // The filter keeps its focus as the list follows the letter.
    expect(await letterButton.evaluate((button) => button === document.activeElement)).toBe(true);
    const underLetter = await listedTerms(page);
    expect(underLetter.length).toBe(Math.min(letter.count, GLOSSARY_PAGE_SIZE));

    // Then the search box: a word of one of those terms narrows within the letter.
    const picked = underLetter[underLetter.length - 1]!;
    const word = picked.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const box = main.getByRole('searchbox', { name: 'Search the glossary' });
    await box.fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word && url.searchParams.get('letter') === letter.letter);
    await eventually(async () => (await listedTerms(page)).includes(picked)).toBe(true);
    // The box keeps its focus as the list follows the words: the reader types on.
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    const narrowed = await listedTerms(page);
    expect(narrowed.length).toBeLessThanOrEqual(underLetter.length);
    // Every hit is still under the letter (the terms' first letter is their name's).
    for (const name of narrowed) expect(name[0]?.toUpperCase()).toBe(letter.letter);

    // A hit opens its modal: name and content, no reference link.
    await main.getByRole('link', { name: picked, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: picked });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
