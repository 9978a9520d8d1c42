import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { expectCaughtError } from '../../test/consoleReports.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { NO_SECTIONS_TEXT } from './SectionTree.tsx';

const sections = [
  {
    id: 's1',
    name: 'Algebra',
    slug: 'algebra',
    children: [
      { id: 's1a', name: 'Equations', slug: 'equations', children: [{ id: 's1a1', name: 'Linear', slug: 'linear', children: [] }] },
      { id: 's1b', name: 'Inequalities', slug: 'inequalities', children: [] },
    ],
  },
  { id: 's2', name: 'Geometry', slug: 'geometry', children: [] },
];

const jots = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    node: { id: `jot-${i + 1}`, title: `Jot ${i + 1}`, slug: `jot-${i + 1}`, contentType: 'ARTICLE', contentText: 'Short.' },
  }));

const pod = {
  databaseId: 42,
  name: 'Fractions',
  description: 'Parts of a whole.',
  logoUrl: null,
  profileImageUrl: '/storage/fractions-cover.png',
  container: { name: 'Mathematics', slug: 'mathematics' },
};

// The first test of a file also compiles the lazy route chunks: allow more than the default 5 s.
describe('/pod/:slug', () => {
  it('shows the header, breadcrumb, glossary link, sections tree and the latest jots with pagination', async () => {
    const { resolvePending } = renderRoute('/pod/fractions?page=2', {
      Pod: () => ({ ...pod, sections }),
      PodJotsConnection: () => ({ totalCount: 30, edges: jots(12) }),
      PageCursors: () => ({
        first: null,
        last: null,
        previous: { page: 1, cursor: 'p1', isCurrent: false },
        around: [1, 2, 3].map((page) => ({ page, cursor: `p${page}`, isCurrent: page === 2 })),
      }),
    });
    await resolvePending();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions' })).toBeTruthy();
    const main = screen.getByRole('main');
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Mathematics' }).getAttribute('href')).toBe('/container/mathematics');
    expect(within(main).getByRole('link', { name: 'Glossary' }).getAttribute('href')).toBe('/pod/42/glossary');
    // No logo: the fallback image, decorative.
    expect(within(main).queryByRole('img', { name: 'Fractions logo' })).toBeNull();
    expect(within(main).getByTestId('pod-profile-image').getAttribute('src')).toBe('/storage/fractions-cover.png');

    const latest = within(main).getByRole('region', { name: 'Latest jots' });
    expect(within(latest).getAllByRole('article')).toHaveLength(12);
    const pages = within(latest).getByRole('navigation', { name: 'Latest jots pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/pod/fractions?page=3');
  });

  it('asks for the page in the URL by its number, 12 jots a page', async () => {
    const { resolvePending, operations } = renderRoute('/pod/fractions?page=3', { Pod: () => pod });
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Fractions' });
    const query = operations.find((op) => op.request.node.params.name === 'PodPageQuery');
    expect(query?.request.variables).toEqual({ slug: 'fractions', first: 12, page: 3, excludeAuthors: [] });
  });

  it('expands and collapses section tree nodes, which link to /section/{slug}', async () => {
    const { resolvePending } = renderRoute('/pod/fractions', { Pod: () => ({ ...pod, sections }) });
    await resolvePending();
    const tree = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(tree).getByRole('link', { name: 'Algebra' }).getAttribute('href')).toBe('/section/algebra');
    // Collapsed at first: children are hidden.
    expect(within(tree).queryByRole('link', { name: 'Equations' })).toBeNull();
    const toggle = within(tree).getByRole('button', { name: 'Expand Algebra' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Geometry has no children, so no toggle.
    expect(within(tree).queryByRole('button', { name: /Geometry/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Collapse Algebra');
    expect(within(tree).getByRole('link', { name: 'Equations' }).getAttribute('href')).toBe('/section/equations');
    expect(within(tree).queryByRole('link', { name: 'Linear' })).toBeNull();
    fireEvent.click(within(tree).getByRole('button', { name: 'Expand Equations' }));
    expect(within(tree).getByRole('link', { name: 'Linear' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).queryByRole('link', { name: 'Equations' })).toBeNull();
  });

  it("says 'No sections available.' and 'No jots available.' for an empty pod", async () => {
    const { resolvePending } = renderRoute('/pod/empty', {
      Pod: () => ({ ...pod, sections: [] }),
      PodJotsConnection: () => ({ totalCount: 0, edges: [] }),
      PageCursors: () => ({ first: null, last: null, previous: null, around: [] }),
    });
    await resolvePending();
    expect(await screen.findByText(NO_SECTIONS_TEXT)).toBeTruthy();
    expect(screen.getByText('No jots available.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Latest jots pages' })).toBeNull();
  });

  it('shows the 404 page for an unknown pod', async () => {
    const { resolvePending } = renderRoute('/pod/nope', { Query: () => ({ pod: null }) });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the route error when a directly opened pod fails (there is no step to go back to)', async () => {
    const { rejectPending } = renderRoute('/pod/fractions');
    await rejectPending('PodPageQuery', new GraphQLRequestError('Upstream unavailable', 502));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('goes back one step when the pod fails to load after a navigation', async () => {
    const { resolvePending, environment } = renderRoute('/container/mathematics', {
      Container: () => ({ name: 'Mathematics' }),
      ContainerPodsConnection: () => ({
        totalCount: 1,
        edges: [{ node: { id: 'p1', name: 'Fractions', slug: 'fractions', description: 'x', logoUrl: null } }],
      }),
    });
    await resolvePending();
    fireEvent.click(await screen.findByRole('link', { name: 'Fractions' }));
    await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'PodPageQuery');
      if (!op) throw new Error('pod query not started');
      const failure = new GraphQLRequestError('Upstream unavailable', 502);
      expectCaughtError(failure);
      environment.mock.reject(op, failure);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeTruthy();
  });
});
