import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The attribute the bff puts on the head elements it wrote for the first page (bff/src/pages/head-tags.ts). */
const PAGE_HEAD_SELECTOR = '[data-page-head]';
const SITE_TITLE = 'Jotpod';

/**
 * The first page's head (title, description, canonical, share-card tags, JSON-LD) was written by
 * the server for that address. Once the app navigates elsewhere it describes another page: the
 * tags go, and the title falls back to the site's name for screens that set none of their own
 * (a screen's own `<title>` is placed before it, so it wins).
 */
export function dropServerPageHeadOnNavigation(router: Pick<Router, 'subscribe' | 'state'>): void {
  const firstLocation = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === firstLocation.pathname && state.location.search === firstLocation.search) return;
    unsubscribe();
    for (const element of document.head.querySelectorAll(PAGE_HEAD_SELECTOR)) {
      if (element instanceof HTMLTitleElement) {
        element.textContent = SITE_TITLE;
        element.removeAttribute('data-page-head');
      } else {
        element.remove();
      }
    }
  });
}
