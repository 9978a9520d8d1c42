import type { RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from './pagePaths.ts';
import { createRoutes } from './routes.tsx';

/** The full pattern of every route with a screen, nested paths joined; the catch-all 404 left out. */
function routedPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...routedPaths(route.children ?? [], path)];
  });
}

describe('the page paths the bff serves', () => {
  it('is exactly the addresses the route table answers with a screen', () => {
    const routed = routedPaths(createRoutes(createMockEnvironment()));
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
