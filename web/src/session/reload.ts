import { toaster } from '../components/toaster/toaster.tsx';

/** The page reloads 500 ms after sign out and after an avatar change. */
export const RELOAD_DELAY_MS = 500;

/** sessionStorage: the toast that told of the outcome, shown again once the page has reloaded. */
const KEPT_TOAST_KEY = 'jotpod.toastAfterReload';

export interface KeptToast {
  readonly title: string;
  readonly description?: string;
}

/** Indirection so tests can observe the reload (happy-dom cannot reload a page). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * Reloads the page after RELOAD_DELAY_MS. `kept`, the success toast that told of the outcome, is
 * shown again on the reloaded page: the reload would otherwise take it away half a second after
 * it came, before most people have read it.
 */
export function reloadSoon(kept?: KeptToast): void {
  if (kept) {
    try {
      window.sessionStorage.setItem(KEPT_TOAST_KEY, JSON.stringify(kept));
    } catch {
      // Storage off: the toast is only seen before the reload.
    }
  }
  window.setTimeout(() => page.reload(), RELOAD_DELAY_MS);
}

function isKeptToast(value: unknown): value is KeptToast {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description } = value as Record<string, unknown>;
  return typeof title === 'string' && (description === undefined || typeof description === 'string');
}

/** On start: the toast a reload kept, once. */
export function showToastKeptAcrossReload(): void {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(KEPT_TOAST_KEY);
    window.sessionStorage.removeItem(KEPT_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return;
  }
  if (isKeptToast(kept)) toaster.create({ ...kept, type: 'success' });
}
