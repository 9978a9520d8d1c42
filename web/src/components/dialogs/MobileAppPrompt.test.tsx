import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jotpodSystem } from '../../theme/system.ts';
import { MobileAppPrompt } from './MobileAppPrompt.tsx';
import { APP_DOWNLOAD_URL, DISMISSED_KEY, SMALL_SCREEN_QUERY } from './mobileApp.ts';

/** A matchMedia that answers `small` for the small-screen query. */
function screenWidth(small: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: query === SMALL_SCREEN_QUERY ? small : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

/** The prompt in a layout that stays across two screens, each with a search box of its own. */
function renderPrompt() {
  const searchBox = (screenName: string) => <input key={screenName} aria-label="Search" />;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <MobileAppPrompt />
          </>
        ),
        children: [
          { path: '/', element: searchBox('first') },
          { path: '/next', element: searchBox('next') },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const rendered = render(
    <ChakraProvider value={jotpodSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return Object.assign(rendered, { router });
}

/**
 * A page load, settled: the prompt has made its one decision (it reads the screen width on mount)
 * and the dialog's code has arrived. A load that decided not to prompt never will, so an absence
 * checked afterwards is final; one that decided to prompt opens once the page is idle.
 */
async function loadPage(matchMedia: ReturnType<typeof screenWidth>, readerStarts: () => void = () => {}) {
  const decisionsBefore = matchMedia.mock.calls.length;
  const rendered = renderPrompt();
  // What the reader does before the page is idle (the prompt's moment is a timer later).
  readerStarts();
  await waitFor(() => expect(matchMedia.mock.calls.length).toBeGreaterThan(decisionsBefore));
  await act(async () => {
    await import('./MobileAppDialog.tsx');
  });
  return rendered;
}

const MESSAGE = 'If you are going to use on mobile, please download the app';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('MobileAppPrompt', () => {
  it('asks small-screen visitors to download the app', async () => {
    screenWidth(true);
    renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Get the Jotpod app' });
    expect(dialog.textContent).toContain(MESSAGE);
    const download = screen.getByRole('link', { name: 'Download App' });
    expect(download.getAttribute('href')).toBe(APP_DOWNLOAD_URL);
    expect(download.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never shows on larger screens', async () => {
    const large = screenWidth(false);
    const page = await loadPage(large);
    expect(large).toHaveBeenCalledWith(SMALL_SCREEN_QUERY);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    page.unmount();

    // Control: the same settled page load on a small screen shows it.
    await loadPage(screenWidth(true));
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGE);
  });

  it('shows once a session: a dismissal is remembered', async () => {
    const small = screenWidth(true);
    const first = renderPrompt();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    first.unmount();

    // A later page load in the same session.
    const later = await loadPage(small);
    expect(screen.queryByRole('dialog')).toBeNull();
    later.unmount();

    // Control: the same page load in a new session (nothing remembered) shows it again.
    window.sessionStorage.clear();
    await loadPage(small);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('waits for the page to finish loading before it opens', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      await loadPage(screenWidth(true));
      expect(screen.queryByRole('dialog')).toBeNull();

      window.dispatchEvent(new Event('load'));
      expect(await screen.findByRole('dialog')).toBeTruthy();
    } finally {
      // The own property shadowed Document.prototype's getter: removing it restores the real one.
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('does not open over what the reader started: it waits for the next screen', async () => {
    const small = screenWidth(true);
    // Typing in the search box.
    const typing = await loadPage(small, () => screen.getByRole('textbox', { name: 'Search' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => typing.router.navigate('/next'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    typing.unmount();
    window.sessionStorage.clear();

    // A touch on the page.
    const touched = await loadPage(small, () => fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => touched.router.navigate('/next'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('counts Download App and Escape as a dismissal', async () => {
    screenWidth(true);
    renderPrompt();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
  });
});
