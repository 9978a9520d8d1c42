import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { JotFormPageQuery } from '../../__generated__/JotFormPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { signedInOnly } from '../../session/viewerSession.ts';

/**
 * `/jot/create` and `/jot/edit/:id`: signed-in only (without a session, go to /).
 * The page is a lazy module, so the editor (Slate, ~66 kB gzip) is only in this route's chunk.
 */
export function jotFormRoutes(environment: IEnvironment): RouteObject[] {
  const loader = signedInOnly(
    environment,
    routeQueryLoader<JotFormPageQuery>(environment, () => import('../../__generated__/JotFormPageQuery.graphql.ts'), ({ params }) => ({
      jotSlug: params.id ?? '',
      isEdit: params.id !== undefined,
    })),
  );
  const lazy = { Component: async () => (await import('./JotFormPage.tsx')).JotFormPage };
  return [
    { path: 'jot/create', loader, lazy, errorElement: <RouteError /> },
    { path: 'jot/edit/:id', loader, lazy, errorElement: <RouteError /> },
  ];
}
