import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/RouteError.tsx';

/** `/about` and `/investor-relations` (Marketing layout). Static copy: no query, code split. */
export function marketingRoutes(): RouteObject[] {
  return [
    {
      path: 'about',
      lazy: { Component: async () => (await import('./AboutPage.tsx')).AboutPage },
      errorElement: <RouteError />,
    },
    {
      path: 'investor-relations',
      lazy: { Component: async () => (await import('./InvestorRelationsPage.tsx')).InvestorRelationsPage },
      errorElement: <RouteError />,
    },
  ];
}
