/** The page reloads 500 ms after sign out and after an avatar change. */
export const RELOAD_DELAY_MS = 500;

/** Indirection so tests can observe the reload (happy-dom cannot reload a page). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

export function reloadSoon(): void {
  window.setTimeout(() => page.reload(), RELOAD_DELAY_MS);
}
