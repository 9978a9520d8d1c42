import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { LOGGED_IN_USER_KEY, readStoredUser } from '../device/deviceStorage.ts';
import { page, RELOAD_DELAY_MS } from './reload.ts';

const ada = { id: 'Viewer:7', databaseId: 7, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };
const signedIn = { Query: () => ({ viewer: ada, containers: [] }), NotificationsUpdate: () => ({ unreadCount: 0, latest: [] }) };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('route guards', () => {
  it('sends a signed-in user from a guest-only page (/login) Home', async () => {
    const { resolvePending, router } = renderRoute('/login', signedIn);
    await resolvePending();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it.each(['/register', '/forgot-password', '/password/reset?token=t&email=a%40b.c'])('guards %s as guest-only too', async (path) => {
    const { resolvePending, router } = renderRoute(path, signedIn);
    await resolvePending();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the login form to a visitor', async () => {
    const { resolvePending, router } = renderRoute('/login');
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor from a signed-in-only page (/profile) Home', async () => {
    const { resolvePending, router } = renderRoute('/profile');
    await resolvePending();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).toBeNull();
  });

  it('treats a failed session request as signed out on guarded pages', async () => {
    const { rejectPending, router } = renderRoute('/profile');
    await rejectPending('viewerSessionQuery', new Error('bff down'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('header and navigation by session', () => {
  it('shows Register and Login to visitors, and Create Jot leads to /register', async () => {
    const { resolvePending } = renderRoute('/no/such/page', { Query: () => ({ containers: [] }) });
    await resolvePending();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: /Account menu/ })).toBeNull();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Create Jot' }).getAttribute('href')).toBe('/register');
    expect(within(sidebar).queryByRole('link', { name: 'My Jots' })).toBeNull();
  });

  it('shows Create a Jot, the bell and the avatar menu when signed in; the nav adds My Jots, Following, Inspired Jots', async () => {
    const { resolvePending } = renderRoute('/no/such/page', signedIn);
    await resolvePending();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/jot/create');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();

    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const links = within(sidebar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(0, 6)).toEqual([
      ['Home', '/'],
      ['Create Jot', '/jot/create'],
      ['Trending', '/feeds?tag=TRENDING'],
      ['My Jots', '/my-jots'],
      ['Following', '/following'],
      ['Inspired Jots', '/liked-jots'],
    ]);
    // The device snapshot follows the server's viewer (no tokens in it).
    await waitFor(() => expect(readStoredUser()).toEqual({ id: ada.id, name: ada.name, avatarUrl: null }));
  });

  it('renders the signed-in header from the device snapshot before the session query answers', async () => {
    window.localStorage.setItem(LOGGED_IN_USER_KEY, JSON.stringify({ id: ada.id, name: ada.name, avatarUrl: null }));
    renderRoute('/no/such/page', signedIn);
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
  });

  it('opens the notifications popover: "No notifications yet." when there are none, and "See all"', async () => {
    const { resolvePending } = renderRoute('/no/such/page', {
      ...signedIn,
      NotificationsConnection: () => ({ edges: [] }),
    });
    await resolvePending();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await resolvePending();
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/notifications');
  });

  it('shows the unread count the stream reports on the bell', async () => {
    const { resolvePending } = renderRoute('/no/such/page', { ...signedIn, NotificationsUpdate: () => ({ unreadCount: 2, latest: [] }) });
    await resolvePending();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});

describe('sign out', () => {
  it('calls logout, clears local and session storage, shows the visitor header and reloads after 500 ms', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const { resolvePending, environment } = renderRoute('/no/such/page', signedIn);
    await resolvePending();
    window.sessionStorage.setItem('jotLocal', '{"containerId":"1"}');
    window.localStorage.setItem('blockedUsers', '[3]');

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Your Profile' })).toBeTruthy();
    // By keyboard (happy-dom has no pointer modality for Zag's hover highlight): End, then Enter.
    const signOutItem = await screen.findByRole('menuitem', { name: 'Sign Out' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(signOutItem.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });

    const logout = await waitFor(() => {
      const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'useSignOutMutation');
      if (!operation) throw new Error('no logout yet');
      return operation;
    });
    vi.useFakeTimers();
    act(() => environment.mock.resolve(logout, { data: { logout: { signedOut: true } } }));

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
