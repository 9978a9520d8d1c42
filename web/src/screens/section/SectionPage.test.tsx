import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

// The first test of a file also compiles the lazy route chunks: allow more than the default 5 s.
describe('/section/:slug', () => {
  it('shows breadcrumbs, name, info HTML, sub sections, list items and Create a Jot', async () => {
    const { resolvePending } = renderRoute('/section/equations', {
      // Through Query: a Section resolver would also rewrite the ancestors (they are Sections too).
      Query: () => ({
        section: {
        name: 'Equations',
        infoHtml: '<p>Balance <em>both</em> sides.</p>',
        description: null,
        container: { name: 'Mathematics', slug: 'mathematics' },
        pod: { name: 'Algebra 1', slug: 'algebra-1' },
        ancestors: [{ id: 'a1', name: 'Algebra', slug: 'algebra' }],
        children: [{ id: 'c1', name: 'Linear equations', slug: 'linear-equations' }],
        listItems: [{ id: 'l1', name: 'Solving for x', slug: 'solving-for-x' }],
        },
      }),
    });
    await resolvePending();

    expect(await screen.findByRole('heading', { level: 1, name: 'Equations' })).toBeTruthy();
    const main = screen.getByRole('main');
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Mathematics', '/container/mathematics'],
      ['Algebra 1', '/pod/algebra-1'],
      ['Algebra', '/section/algebra'],
      ['Equations', null],
    ]);
    // The last crumb is the current page, not a link anywhere.
    expect(within(crumbs).getByText('Equations').getAttribute('aria-current')).toBe('page');
    expect(within(main).getByText('both').tagName).toBe('EM');

    const sub = within(main).getByRole('region', { name: 'Sub sections' });
    expect(within(sub).getByRole('link', { name: 'Linear equations' }).getAttribute('href')).toBe('/section/linear-equations');
    const items = within(main).getByRole('region', { name: 'List items' });
    expect(within(items).getByRole('link', { name: 'Solving for x' }).getAttribute('href')).toBe('/list-item/solving-for-x?tag=HOT');
    // Visitors are sent to register first.
    expect(within(main).getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/register');
  });

  it('shows the 404 page for an unknown section', async () => {
    const { resolvePending } = renderRoute('/section/nope', { Query: () => ({ section: null }) });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
