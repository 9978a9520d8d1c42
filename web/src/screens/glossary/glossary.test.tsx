import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { GLOSSARY_LETTER_WAIT_MS, NO_RESULTS_TEXT } from './GlossaryPage.tsx';

const AVAILABLE = new Set(['A', 'D', 'F']);
const letters = Array.from({ length: 26 }, (_, i) => {
  const letter = String.fromCharCode(65 + i);
  return { letter, isAvailable: AVAILABLE.has(letter), count: AVAILABLE.has(letter) ? 2 : 0 };
});

const terms = [
  { id: 't1', slug: 'denominator', name: 'Denominator', contentHtml: '<p>The number <strong>below</strong> the line.</p>', referenceUrl: 'https://example.org/denominator' },
  { id: 't2', slug: 'fraction', name: 'Fraction', contentHtml: '<p>Part of a whole.</p>', referenceUrl: 'https://example.org/fraction' },
];

const resolvers = (edges = terms) => ({
  Pod: () => ({ databaseId: 7, name: 'Fractions', slug: 'fractions' }),
  PodGlossaryConnection: () => ({ totalCount: 45, letters, edges: edges.map((node) => ({ cursor: node.id, node })) }),
  PageCursors: () => ({
    first: null,
    last: null,
    previous: null,
    around: [1, 2, 3].map((page) => ({ page, cursor: `p${page}`, isCurrent: page === 1 })),
  }),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/pod/:id/glossary', () => {
  it('lists the terms with A to Z (letters without terms disabled) and numbered pagination', async () => {
    const { resolvePending } = renderRoute('/pod/7/glossary?q=frac', resolvers());
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Filter by first letter' });
    const a = within(filter).getByRole('button', { name: /^A,/ });
    const b = within(filter).getByRole('button', { name: 'B, no terms' });
    expect(a.hasAttribute('disabled')).toBe(false);
    expect(b.hasAttribute('disabled')).toBe(true);
    expect(within(filter).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filter).getAllByRole('button')).toHaveLength(27);

    const list = screen.getByRole('region', { name: 'Glossary terms' });
    expect(within(list).getByRole('link', { name: 'Denominator' }).getAttribute('href')).toBe('/pod/7/glossary?q=frac&term=denominator');
    const pages = within(list).getByRole('navigation', { name: 'Glossary pages' });
    // The filters stay in the page links.
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/pod/7/glossary?q=frac&page=2');
  });

  it('sends the letter, the query and the page together', async () => {
    const { resolvePending, operations } = renderRoute('/pod/fractions/glossary?q=frac&letter=d&page=2', resolvers());
    await resolvePending();
    const op = operations.find((o) => o.request.node.params.name === 'GlossaryPageQuery');
    expect(op?.request.variables).toMatchObject({
      slug: 'fractions',
      query: 'frac',
      letter: 'D',
      first: 20,
      page: 2,
      withTerm: false,
    });
    expect(await screen.findByRole('button', { name: /^D,/, pressed: true })).toBeTruthy();
  });

  it('applies a letter click after 2000 ms, with the button pressed at once, and starts again at page 1', async () => {
    const { resolvePending, router } = renderRoute('/pod/7/glossary?q=frac&page=2', resolvers());
    await resolvePending();
    const d = await screen.findByRole('button', { name: /^D,/ });
    vi.useFakeTimers();
    fireEvent.click(d);
    expect(d.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GLOSSARY_LETTER_WAIT_MS - 1);
    });
    expect(router.state.location.search).toBe('?q=frac&page=2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?q=frac&letter=D'));
  });

  it('debounces the search box into ?q=', async () => {
    const { resolvePending, router } = renderRoute('/pod/7/glossary?letter=F', resolvers());
    await resolvePending();
    const box = await screen.findByRole('searchbox', { name: 'Search the glossary' });
    fireEvent.change(box, { target: { value: 'whole' } });
    expect(router.state.location.search).toBe('?letter=F');
    await waitFor(() => expect(router.state.location.search).toBe('?letter=F&q=whole'));
  });

  it('opens the term in a modal with its name and content, and no reference link', async () => {
    const { resolvePending, router } = renderRoute('/pod/7/glossary?term=fraction', resolvers());
    await resolvePending();
    const dialog = await screen.findByRole('dialog', { name: 'Fraction' });
    expect(within(dialog).getByText('Part of a whole.')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(dialog.innerHTML).not.toContain('example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a term by clicking its hit', async () => {
    const { resolvePending } = renderRoute('/pod/7/glossary', resolvers());
    await resolvePending();
    fireEvent.click(await screen.findByRole('link', { name: 'Denominator' }));
    // The term is in the URL: the loader runs again (with its lookup for deep links).
    await resolvePending();
    const dialog = await screen.findByRole('dialog', { name: 'Denominator' });
    expect(within(dialog).getByText('below')).toBeTruthy();
  });

  it("shows 'No results' when nothing matches", async () => {
    const { resolvePending } = renderRoute('/pod/7/glossary?q=zzz', resolvers([]));
    await resolvePending();
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeTruthy();
  });
});
