/**
 * What the browser keeps about the signed-in user. Tokens never live here: the bff holds them in
 * an httpOnly cookie. `loggedInUser` (device storage) only lets the header show
 * the right actions on the first paint, before the `viewer` query answers; the server's answer
 * always wins.
 */
export const LOGGED_IN_USER_KEY = 'loggedInUser';

export interface StoredUser {
  readonly id: string;
  readonly name: string;
  readonly avatarUrl: string | null;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    (record.avatarUrl === null || typeof record.avatarUrl === 'string')
  );
}

/** Storage can throw (disabled cookies, private modes, quota): the app must keep working without it. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStoredUser(): StoredUser | null {
  return safely(() => {
    const raw = window.localStorage.getItem(LOGGED_IN_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  }, null);
}

/** Keeps the header snapshot in step with the server's viewer (null forgets it). */
export function rememberUser(user: StoredUser | null): void {
  safely(() => {
    if (user) {
      const snapshot: StoredUser = { id: user.id, name: user.name, avatarUrl: user.avatarUrl };
      window.localStorage.setItem(LOGGED_IN_USER_KEY, JSON.stringify(snapshot));
    } else {
      window.localStorage.removeItem(LOGGED_IN_USER_KEY);
    }
  }, undefined);
}

/** Sign out and any 401: all local and session storage is cleared. */
export function clearDeviceStorage(): void {
  safely(() => window.localStorage.clear(), undefined);
  safely(() => window.sessionStorage.clear(), undefined);
}
