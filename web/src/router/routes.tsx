import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import MainLayoutQueryNode, { type MainLayoutQuery } from '../__generated__/MainLayoutQuery.graphql.ts';
import { NotFound } from '../components/NotFound.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { authRoutes } from '../screens/auth/routes.tsx';
import { authorRoute } from '../screens/author/route.tsx';
import { BlockListRevalidator } from '../components/block-list/BlockListRevalidator.tsx';
import { containerRoute } from '../screens/container/route.tsx';
import { feedsRoute } from '../screens/feeds/route.tsx';
import { blockedAuthorsRoute } from '../screens/blocked-authors/route.tsx';
import { followersRoute } from '../screens/followers/route.tsx';
import { followingRoute } from '../screens/following/route.tsx';
import { notificationsRoute } from '../screens/notifications/route.tsx';
import { homeRoute } from '../screens/home/route.tsx';
import { jotRoute } from '../screens/jot/route.tsx';
import { jotFormRoutes } from '../screens/jot-form/route.tsx';
import { likedJotsRoute } from '../screens/liked-jots/route.tsx';
import { listItemRoute } from '../screens/list-item/route.tsx';
import { marketingRoutes } from '../screens/marketing/route.tsx';
import { myJotsRoute } from '../screens/my-jots/route.tsx';
import { podRoute } from '../screens/pod/route.tsx';
import { glossaryRoute } from '../screens/glossary/route.tsx';
import { searchRoute } from '../screens/search/route.tsx';
import { profileRoute } from '../screens/profile/route.tsx';
import { sectionRoute } from '../screens/section/route.tsx';
import { SESSION_ROUTE_ID, sessionLoader } from '../session/viewerSession.ts';
import { ComingSoon } from '../screens/coming-soon/ComingSoon.tsx';
import { subscriptionRoute } from '../screens/subscription/route.tsx';
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
            notificationsRoute(environment),
            followersRoute(environment),
            blockedAuthorsRoute(environment),
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
