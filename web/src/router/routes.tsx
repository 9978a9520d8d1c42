import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router-dom';
import MainLayoutQueryNode, { type MainLayoutQuery } from '../__generated__/MainLayoutQuery.graphql.ts';
import { NotFound } from '../components/NotFound.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { authorRoute } from '../features/author/route.tsx';
import { BlockListRevalidator } from '../features/block-list/BlockListRevalidator.tsx';
import { containerRoute } from '../features/container/route.tsx';
import { feedsRoute } from '../features/feeds/route.tsx';
import { followingRoute } from '../features/following/route.tsx';
import { homeRoute } from '../features/home/route.tsx';
import { jotRoute } from '../features/jot/route.tsx';
import { jotFormRoutes } from '../features/jot-form/route.tsx';
import { likedJotsRoute } from '../features/liked-jots/route.tsx';
import { listItemRoute } from '../features/list-item/route.tsx';
import { marketingRoutes } from '../features/marketing/route.tsx';
import { myJotsRoute } from '../features/my-jots/route.tsx';
import { podRoute } from '../features/pod/route.tsx';
import { glossaryRoute } from '../features/glossary/route.tsx';
import { searchRoute } from '../features/search/route.tsx';
import { profileRoute } from '../features/profile/route.tsx';
import { sectionRoute } from '../features/section/route.tsx';
import { SESSION_ROUTE_ID, sessionLoader } from '../features/session/viewerSession.ts';
import { ComingSoon } from '../features/static/ComingSoon.tsx';
import { subscriptionRoute } from '../features/subscription/route.tsx';
import { AppLayout } from '../layouts/AppLayout.tsx';
import { MAIN_LAYOUT_ROUTE_ID, MainLayout } from '../layouts/MainLayout.tsx';
import { MarketingLayout } from '../layouts/MarketingLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { routeQueryLoader } from '../relay/routeQuery.ts';

function BootFallback() {
  return null;
}

/**
 * The route tree. Built from an environment so tests can run the real routes against a mock
 * Relay environment (createMemoryRouter(createRoutes(mockEnvironment))).
 */
export function createRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      id: SESSION_ROUTE_ID,
      element: (
        <>
          <RootLayout />
          {/* A changed block list re-runs the loaders: they pass it as excludeAuthors. */}
          <BlockListRevalidator />
        </>
      ),
      // Who is signed in (the header, navigation and guards read it). Sign-in and sign-out write
      // the store, so the loader never needs to run again.
      loader: sessionLoader(environment),
      shouldRevalidate: () => false,
      // Blank while the first screen's code chunk arrives (its query is already in flight; the
      // loaders return at once). Declared so react-router does not warn about a missing fallback.
      HydrateFallback: BootFallback,
      // Last resort: errors of a layout itself. Screens have their own errorElement.
      errorElement: <RouteError />,
      children: [
        {
          element: <MarketingLayout />,
          children: [homeRoute(environment), ...marketingRoutes()],
        },
        {
          id: MAIN_LAYOUT_ROUTE_ID,
          element: <MainLayout />,
          loader: routeQueryLoader<MainLayoutQuery>(environment, MainLayoutQueryNode, () => ({})),
          // The sidebar's container lists do not depend on the URL: never re-run for ?page=N etc.
          shouldRevalidate: () => false,
          children: [
            containerRoute(environment),
            podRoute(environment),
            feedsRoute(environment),
            sectionRoute(environment),
            listItemRoute(environment),
            jotRoute(environment),
            // Authoring (signed-in only): the jot form (the editor's own chunk) and My Jots.
            ...jotFormRoutes(environment),
            myJotsRoute(environment),
            authorRoute(environment),
            followingRoute(environment),
            likedJotsRoute(environment),
            searchRoute(environment),
            glossaryRoute(environment),
            // Unknown routes: a real 404 inside the main layout, so navigation still works.
            { path: '*', element: <NotFound />, errorElement: <RouteError /> },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            subscriptionRoute(environment),
            { path: 'terms-and-conditions', element: <ComingSoon title="Terms and Conditions" />, errorElement: <RouteError /> },
            { path: 'privacy-policy', element: <ComingSoon title="Privacy Policy" />, errorElement: <RouteError /> },
            ...authRoutes(environment),
            profileRoute(environment),
          ],
        },
      ],
    },
  ];
}
