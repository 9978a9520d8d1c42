import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';

const containers = [
  { id: 'c1', name: 'Mathematics', slug: 'mathematics', section: 'CORE_LEARNING' },
  { id: 'c2', name: 'Science', slug: 'science', section: 'CORE_LEARNING' },
  { id: 'c3', name: 'Cooking', slug: 'cooking', section: 'CATEGORY' },
];

describe('main layout', () => {
  it('has the landmarks, visitor actions, footer links and a real 404 for unknown routes', async () => {
    const { resolvePending } = renderRoute('/no/such/page', { Query: () => ({ containers }) });
    await resolvePending();

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/register');
    // The search box is a combobox (instant suggestions).
    expect(within(header).getByRole('combobox', { name: /Search/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/about',
      '/investor-relations',
      '/list-item/terms-of-use',
      '/list-item/privacy-policy',
      '/list-item/cookie-policy',
    ]);
  });

  it('lists Home, Create Jot, Trending, then containers under Core Learning and Categories', async () => {
    const { resolvePending } = renderRoute('/no/such/page', { Query: () => ({ containers }) });
    await resolvePending();

    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const core = await within(sidebar).findByRole('region', { name: 'Core Learning' });
    const categories = within(sidebar).getByRole('region', { name: 'Categories' });
    expect(within(core).getAllByRole('link').map((a) => a.textContent)).toEqual(['Mathematics', 'Science']);
    expect(within(categories).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/container/cooking']);

    const links = within(sidebar).getAllByRole('link');
    expect(links.slice(0, 3).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Create Jot', '/register'],
      ['Trending', '/feeds?tag=TRENDING'],
    ]);
  });
});
