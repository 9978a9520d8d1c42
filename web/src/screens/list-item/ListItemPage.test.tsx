import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { NO_JOTS_TEXT } from './ListItemJots.tsx';

const LONG = 'Fractions name parts of a whole: the denominator counts the parts and the numerator the ones we take.';

const jotEdges = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    cursor: `c${from + i}`,
    node: {
      id: `jot-${from + i}`,
      title: `Jot ${from + i}`,
      slug: `jot-${from + i}`,
      contentType: 'STORY',
      contentText: i === 0 ? LONG : 'Short text.',
      createdAt: '2024-07-14T12:00:00Z',
      author: { name: 'Grace', avatarUrl: null },
    },
  }));

const listItem = {
  name: 'Fractions basics',
  articleHtml: '<p>What a <strong>fraction</strong> is.</p>',
  container: { name: 'Mathematics', slug: 'mathematics' },
  pod: { name: 'Fractions', slug: 'fractions', isCompany: false },
  section: { name: 'Basics', slug: 'basics' },
};

const feedOf = (edges: ReturnType<typeof jotEdges>, hasNextPage = false) => ({
  ListItem: () => listItem,
  ListItemJotsConnection: () => ({ totalCount: edges.length, edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } }),
});

// The first test of a file also compiles the lazy route chunks: allow more than the default 5 s.
describe('/list-item/:slug', () => {
  it('redirects a URL without a tag to ?tag=TRENDING, keeping the slug or id', async () => {
    const { environment } = renderRoute('/list-item/2');
    // The loader redirected before starting a query, so the one query asks for TRENDING.
    await waitFor(() => {
      const queries = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'ListItemPageQuery');
      expect(queries.map((op) => op.request.variables)).toEqual([{ slug: '2', tag: 'TRENDING', first: 12, excludeAuthors: [] }]);
    });
  });

  it('shows the article, the tabs (Trending selected) and jots as a list with cut previews', async () => {
    const { resolvePending } = renderRoute('/list-item/fractions-basics?tag=TRENDING', feedOf(jotEdges(3)));
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions basics' })).toBeTruthy();
    expect(screen.getByText('fraction').tagName).toBe('STRONG');
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Trending', 'true'],
      ['Hot', 'false'],
      ['New', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.getAttribute('data-layout') === 'list')).toBe(true);
    expect(within(cards[0]!).getByTestId('jot-preview').textContent).toBe(`${LONG.slice(0, 65)}...`);
    expect(within(cards[1]!).getByTestId('jot-preview').textContent).toBe('Short text.');
    expect(within(cards[0]!).getByRole('link', { name: 'Jot 1' }).getAttribute('href')).toBe('/jot/jot-1');
  });

  it('switches the order with the tabs', async () => {
    const { resolvePending, environment } = renderRoute('/list-item/fractions-basics?tag=TRENDING', feedOf(jotEdges(2)));
    await resolvePending();
    fireEvent.click(await screen.findByRole('tab', { name: 'Hot' }));
    // Selected at once, while the new order loads (the old list stays, dimmed and busy).
    const hot = screen.getByRole('tab', { name: 'Hot' });
    await waitFor(() => expect(hot.getAttribute('aria-selected')).toBe('true'));
    expect(document.getElementById(hot.getAttribute('aria-controls') ?? '')?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => {
      const pending = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'ListItemPageQuery');
      expect(pending?.request.variables).toEqual({ slug: 'fractions-basics', tag: 'HOT', first: 12, excludeAuthors: [] });
    });
  });

  it('toggles between list and grid with a labelled radio group', async () => {
    const { resolvePending } = renderRoute('/list-item/fractions-basics?tag=NEW', feedOf(jotEdges(2)));
    await resolvePending();
    const group = await screen.findByRole('radiogroup', { name: 'Show jots as' });
    const [list, grid] = within(group).getAllByRole('radio');
    expect((list as HTMLInputElement).checked).toBe(true);
    expect((grid as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('tabpanel').querySelector('ul')?.getAttribute('data-layout')).toBe('list');

    fireEvent.click(within(group).getByText('Grid'));
    await waitFor(() => expect(screen.getByRole('tabpanel').querySelector('ul')?.getAttribute('data-layout')).toBe('grid'));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article').every((c) => c.getAttribute('data-layout') === 'grid')).toBe(true);
  });

  it('loads 12 more with Load more', async () => {
    const { resolvePending, environment } = renderRoute('/list-item/fractions-basics?tag=HOT', feedOf(jotEdges(12), true));
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Fractions basics' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const next = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'ListItemJotsPaginationQuery');
      if (!op) throw new Error('loadNext did not start');
      return op;
    });
    expect(next.request.variables).toMatchObject({ tag: 'HOT', count: 12, cursor: 'c12' });
    await act(async () => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, {
          // The refetch goes through node(id:): answer it as the same list item.
          Query: () => ({ node: { __typename: 'ListItem', id: next.request.variables['id'] } }),
          ListItem: () => listItem,
          ListItemJotsConnection: () => ({ totalCount: 14, edges: jotEdges(2, 13), pageInfo: { hasNextPage: false } }),
        }),
      );
    });
    expect(await screen.findByRole('link', { name: 'Jot 14' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'No jots available.' with a Create a Jot link", async () => {
    const { resolvePending } = renderRoute('/list-item/fractions-basics?tag=TRENDING', feedOf([]));
    await resolvePending();
    expect(await screen.findByText(NO_JOTS_TEXT)).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/register');
  });

  it("shows a company page (terms, policies) as a document: its text, without tabs, jots or 'Create a Jot'", async () => {
    const { resolvePending } = renderRoute('/list-item/terms-of-use?tag=TRENDING', {
      ListItem: () => ({
        name: 'Terms of Use',
        articleHtml: '<p>By using the site you agree to these terms.</p><h2>1. Your account</h2>',
        container: { name: 'Jotpod', slug: 'jotpod' },
        pod: { name: 'Jotpod', slug: 'jotpod', isCompany: true },
        section: { name: 'Legal', slug: 'legal' },
      }),
    });
    await resolvePending();
    const document = await screen.findByRole('article', { name: 'Terms of Use' });
    expect(within(document).getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(within(document).getByText('By using the site you agree to these terms.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText(NO_JOTS_TEXT)).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Create a Jot' })).toBeNull();
  });

  it('shows the 404 page for an unknown list item', async () => {
    const { resolvePending } = renderRoute('/list-item/nope?tag=HOT', { Query: () => ({ listItem: null }) });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
