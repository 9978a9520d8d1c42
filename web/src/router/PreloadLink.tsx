import { useContext, useMemo, type FocusEvent, type PointerEvent } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import { createPath, Link, matchRoutes, UNSAFE_DataRouterContext, type LinkProps, type Params } from 'react-router';

/**
 * relay-examples' issue-tracker pattern: a link warms the route's code chunk when the pointer
 * enters it (or it gets focus), and starts the route's query on pointer-down, ~100 ms before the
 * click navigates. The navigation's own loader then finds the request in flight (Relay dedupes
 * identical requests) or the data in the store.
 *
 * react-router's `<Link prefetch>` only works in framework mode, so this reads the data router's
 * route table (UNSAFE_DataRouterContext: the only public handle on it in data mode).
 */

/** What a route puts in its `handle` to let links start its query early. */
export interface PreloadHandle {
  preloadQuery: (args: { params: Params; url: URL; environment: IEnvironment }) => { dispose: () => void };
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PreloadHandle>).preloadQuery === 'function';
}

/** How long a link keeps its preloaded query retained: enough for the click's loader to take over. */
const PRELOAD_RETAIN_MS = 30_000;

type LazyProperty = () => Promise<unknown>;

export function usePreloadRoute(): { code: (to: string) => void; data: (to: string) => void } {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const environment = useRelayEnvironment();
  return useMemo(() => {
    const match = (to: string) => (dataRouter ? matchRoutes(dataRouter.router.routes, to) ?? [] : []);
    return {
      code(to) {
        for (const { route } of match(to)) {
          const lazy: unknown = route.lazy;
          // Object-form lazy ({ Component: () => import(...) }): the same import the router runs.
          if (typeof lazy === 'object' && lazy !== null) {
            for (const load of Object.values(lazy as Record<string, unknown>)) {
              if (typeof load === 'function') void (load as LazyProperty)().catch(() => {});
            }
          }
        }
      },
      data(to) {
        const matches = match(to);
        const leaf = matches[matches.length - 1];
        if (!leaf || !isPreloadHandle(leaf.route.handle)) return;
        const url = new URL(to, window.location.origin);
        const reference = leaf.route.handle.preloadQuery({ params: leaf.params, url, environment });
        window.setTimeout(() => reference.dispose(), PRELOAD_RETAIN_MS);
      },
    };
  }, [dataRouter, environment]);
}

/** A react-router Link that preloads its route: code on hover/focus, data on pointer-down. */
export function PreloadLink({ onPointerEnter, onFocus, onPointerDown, ...props }: LinkProps) {
  const preload = usePreloadRoute();
  const href = typeof props.to === 'string' ? props.to : createPath(props.to);
  return (
    <Link
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        preload.code(href);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload.code(href);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerDown?.(event);
        // Primary button only: a right-click opens a menu, not this page.
        if (event.button === 0) preload.data(href);
      }}
    />
  );
}
