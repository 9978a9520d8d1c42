import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => {};

/**
 * The page's origin (`https://jotpod.example`) once the app runs in the browser; null while the
 * server renders and while the browser hydrates that markup, so both render the same thing and
 * what depends on the origin follows right after hydration.
 */
export function useBrowserOrigin(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => null,
  );
}
