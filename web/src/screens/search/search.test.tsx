import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { SUGGEST_DEBOUNCE_MS } from '../../layouts/SearchBox.tsx';
import { BLOCKED_USERS_KEY } from '../../components/block-list/blockList.ts';
import { NO_RESULTS_TEXT } from './SearchPage.tsx';

const hl = (title: string, snippet = '') => ({ title, snippet });

const hits = [
  { __typename: 'JotSearchHit', score: 3, highlights: hl('<mark>Alg</mark>ebra basics', 'An <mark>alg</mark>ebra jot'), jot: { id: 'j1', slug: 'algebra-basics' } },
  { __typename: 'PodSearchHit', score: 2, highlights: hl('<mark>Alg</mark>ebra Foundations'), pod: { id: 'p1', slug: 'algebra-foundations' } },
  {
    __typename: 'GlossaryTermSearchHit',
    score: 1,
    highlights: hl('<mark>Alg</mark>orithm'),
    term: { id: 't1', slug: 'algorithm', name: 'Algorithm', pods: [{ id: 'p7', databaseId: 7 }] },
  },
];

const exact = { podsCapped: false, jotsCapped: false, glossaryTermsCapped: false };
const connection = {
  totalCount: 3,
  totalCountCapped: false,
  counts: { pods: 1, jots: 5, glossaryTerms: 1, ...exact },
  edges: hits.map((node, i) => ({ cursor: `c${i}`, node })),
};

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('/search', () => {
  it('prompts for words when the key is empty, without querying the search', async () => {
    const { resolvePending, operations } = renderRoute('/search');
    await resolvePending();
    expect(await screen.findByText(/Type in the search box above/)).toBeTruthy();
    expect(operations.some((op) => op.request.node.params.name === 'SearchPageQuery')).toBe(false);
  });

  it("shows 'No results' when nothing matches", async () => {
    const { resolvePending } = renderRoute('/search?key=zzzz', {
      SearchConnection: () => ({ totalCount: 0, counts: { pods: 0, jots: 0, glossaryTerms: 0 }, edges: [] }),
    });
    await resolvePending();
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeTruthy();
  });

  it('shows a count the engine stopped at as "1,000+"', async () => {
    const { resolvePending } = renderRoute('/search?key=alg', {
      SearchConnection: () => ({ ...connection, totalCount: 1002, totalCountCapped: true, counts: { pods: 1, jots: 1000, glossaryTerms: 1, ...exact, jotsCapped: true } }),
    });
    await resolvePending();
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('1,002+ results: 1 pod, 1,000+ jots, 1 glossary term')).toBeTruthy();
    const jots = within(main).getByRole('region', { name: 'Jots' });
    expect(within(jots).getByLabelText('1,000+ in all')).toBeTruthy();
  });

  it('groups the hits by type with the per-type counts, highlights and links, leaving blocked authors out', async () => {
    window.localStorage.setItem(BLOCKED_USERS_KEY, JSON.stringify(['VXNlcjo5']));
    const { resolvePending, operations } = renderRoute('/search?key=alg', {
      SearchConnection: () => connection,
      PageInfo: () => ({ hasNextPage: true, endCursor: 'c2' }),
    });
    await resolvePending();
    // (jsdom spaces out the <mark> in accessible names, browsers do not: match by the rest.)
    const main = await screen.findByRole('main');
    const pods = await within(main).findByRole('region', { name: 'Pods' });
    const jots = within(main).getByRole('region', { name: 'Jots' });
    const terms = within(main).getByRole('region', { name: 'Glossary terms' });
    // Groups in a fixed order whatever the ranking.
    const order = within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual(['Pods', 'Jots', 'Glossary terms']);
    expect(within(jots).getByLabelText('5 in all')).toBeTruthy();
    expect(within(pods).getByRole('link', { name: /ebra Foundations/ }).getAttribute('href')).toBe('/pod/algebra-foundations');
    expect(within(jots).getByRole('link', { name: /ebra basics/ }).getAttribute('href')).toBe('/jot/algebra-basics');
    expect(within(terms).getByRole('link', { name: /orithm/ }).getAttribute('href')).toBe('/pod/7/glossary?term=algorithm');
    expect(within(jots).getAllByText('Alg', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(within(main).getByRole('button', { name: 'Load more results' })).toBeTruthy();

    const search = operations.find((op) => op.request.node.params.name === 'SearchPageQuery');
    expect(search?.request.variables).toMatchObject({ query: 'alg', first: 20, excludeAuthors: ['VXNlcjo5'] });
  });
});

describe('header search box', () => {
  async function openSuggestions() {
    const rendered = renderRoute('/search');
    await rendered.resolvePending();
    const box = await screen.findByRole('combobox', { name: 'Search pods, jots and glossary' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listboxId = box.getAttribute('aria-controls');
    expect(listboxId && document.getElementById(listboxId)?.getAttribute('role')).toBe('listbox');
    fireEvent.focus(box);
    // The suggestions module loads on focus: wait for that import before timing the debounce.
    await act(async () => {
      await import('../../components/search/suggestions.ts');
    });

    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'al' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 50);
    });
    fireEvent.change(box, { target: { value: 'alg' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    });
    const suggestionOps = () => rendered.environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'SearchSuggestionsQuery');
    // Still typing: nothing asked yet.
    expect(suggestionOps()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    // One request for the last words only.
    expect(suggestionOps()).toHaveLength(1);
    const [operation] = suggestionOps();
    expect(operation?.request.variables).toMatchObject({ query: 'alg', perType: 3 });
    await act(async () => {
      if (operation) rendered.environment.mock.resolve(operation, { data: { searchSuggestions: hits.map(({ score: _score, ...hit }) => hit) } });
    });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    return { ...rendered, box };
  }

  it('debounces, groups suggestions by type and moves with the arrow keys; Enter opens the active one', async () => {
    const { box, router } = await openSuggestions();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Pods',
      'Jots',
      'Glossary terms',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Algebra Foundations', 'Algebra basics', 'Algorithm']);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    // Wraps to the last option.
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pod/7/glossary'));
    expect(router.state.location.search).toBe('?term=algorithm');
  });

  it('Escape closes the list; Enter with no active option goes to the search page', async () => {
    const { box, router } = await openSuggestions();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?key=alg');
  });
});
