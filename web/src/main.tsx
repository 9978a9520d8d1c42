import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { takeAccountBlockListOnce } from './components/block-list/accountBlockListSync.ts';
import { excludeAuthorsVariable } from './components/block-list/blockList.ts';
import { keepFocusThroughBusyControls } from './focus/busyControls.ts';
import { environment } from './relay/environment.ts';
import { serverRenderedPageLoaded } from './relay/serverRecords.ts';
import { createRoutes } from './router/routes.tsx';
import { whenRouterInitialized } from './router/routerReady.ts';
import { dropServerPageHeadOnNavigation } from './router/serverPageHead.ts';
import { preloadAccountActions } from './session/HeaderAccountActions.tsx';
import { showToastKeptAcrossReload } from './session/reload.ts';
import { jotpodSystem } from './theme/system.ts';

/**
 * Marks the document once the app has taken the page over (its effect runs after the whole tree's
 * first commit, hydration included): `<html data-hydrated>`, what tests and monitoring wait for.
 * It wraps the app rather than sitting beside it: the tree must have the server's shape, since
 * every `useId` is derived from its place in the tree, and a sibling at the root would give every
 * id on the client another value than the markup's (a menu's content then names a trigger that
 * does not exist, and can neither be placed beside it nor give it focus back).
 */
function HydratedMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

/**
 * Ends the current task: the browser can paint and answer input before the next piece of work.
 * A long task blocks both for its whole length (what Total Blocking Time counts).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app on the page. The browser evaluates all of the app's modules in one task, so
 * they do no work on import; this runs the start-up work in tasks of its own after that one: the
 * theme (the largest single piece), then the router and the first render or hydration.
 */
export async function startApp(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');

  await nextTask();
  jotpodSystem();
  await nextTask();

  keepFocusThroughBusyControls();

  // Created outside React so the first route's loader starts its query before the first render.
  const router = createBrowserRouter(createRoutes(environment));
  dropServerPageHeadOnNavigation(router);

  const app = (
    <StrictMode>
      <HydratedMark>
        <AppProviders environment={environment}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydratedMark>
    </StrictMode>
  );

  // The server renders a page as for a device without a block list (it cannot read this device's
  // storage). With one, the page's lists differ from the server's: the browser renders it itself.
  const serverMarkupFits = excludeAuthorsVariable().length === 0;

  // The first page's loaders answer from the server's records; later ones follow their own policy.
  const firstPageLoaded = whenRouterInitialized(router).then(serverRenderedPageLoaded);
  // Once the first page is in (its session query answered), a signed-in device takes its account's block list.
  void firstPageLoaded.then(() => takeAccountBlockListOnce(environment));
  // An outcome told just before a reload (an avatar changed, an account deleted) is told again.
  void firstPageLoaded.then(showToastKeptAcrossReload);

  if (rootElement.hasChildNodes() && serverMarkupFits) {
    // The server rendered this page: once the loaders have run (from the records it sent, so no
    // request) and the code of the route and of the header's account actions is here, the app
    // hydrates the markup as it is. At transition priority React hydrates in slices of a few
    // milliseconds, yielding to the browser between them (at the default priority it hydrates the
    // whole page in one task, which blocks input meanwhile); the page is already on screen, so
    // nothing waits for it but the handlers.
    await firstPageLoaded;
    await preloadAccountActions(environment);
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    rootElement.replaceChildren();
    createRoot(rootElement).render(app);
  }
}
