import { useSyncExternalStore } from 'react';

/**
 * The block list kept on the device: localStorage `blockedUsers`, a
 * JSON array of **global User ids** (the `User.id` the bff hands out, e.g. "VXNlcjo0"). Global ids
 * are what every jot connection's `excludeAuthors: [ID!]` takes, so the list goes to the bff
 * as it is, with no lookup. Anything else found under the key (older numeric ids, junk) is ignored.
 *
 * The built-in expert account cannot be blocked: the Block button is not offered for it
 * (`User.isExpert`), and the bff never leaves its jots out even if its id were in the list.
 *
 * Sign-out and any 401 clear all local storage, the block list included. A signed-in reader's list
 * is also kept on their account: on sign-in the device's list is merged into it and the merged
 * list becomes the device's (accountBlockList.ts), and Block/Unblock changes both.
 */
export const BLOCKED_USERS_KEY = 'blockedUsers';

/** The bff accepts at most 500 ids in `excludeAuthors`: the most recently blocked are kept. */
export const MAX_BLOCKED_USERS = 500;

const EMPTY: readonly string[] = Object.freeze([]);

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BLOCKED_USERS_KEY);
  } catch {
    // Storage disabled (private modes, cookies off): nobody is blocked.
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
    return Object.freeze([...new Set(ids)]);
  } catch {
    return EMPTY;
  }
}

// useSyncExternalStore needs the same array back while nothing changed: cache by the raw string,
// which also picks up writes made elsewhere (another tab, clearDeviceStorage) on the next read.
let cachedRaw: string | null = null;
let cached: readonly string[] = EMPTY;

/** The blocked global User ids, as stored now (route loaders read this at load time). */
export function getBlockedUsers(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** The `excludeAuthors` variable of every jot connection query: a fresh, mutable copy. */
export function excludeAuthorsVariable(): string[] {
  return [...getBlockedUsers()];
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function write(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(BLOCKED_USERS_KEY);
    else window.localStorage.setItem(BLOCKED_USERS_KEY, JSON.stringify(ids.slice(-MAX_BLOCKED_USERS)));
  } catch {
    // Quota or disabled storage: the list cannot be kept; the screens simply keep showing jots.
  }
  notify();
}

/**
 * Replaces the device list with the account's (after the sign-in merge: the account list already
 * holds the device's). Listeners re-run the routes' loaders, so the screens follow.
 */
export function replaceBlockedUsers(ids: readonly string[]): void {
  const next = [...new Set(ids)].reverse(); // the api answers newest first; the device keeps oldest first
  const current = getBlockedUsers();
  if (next.length === current.length && next.every((id) => current.includes(id))) return;
  write(next);
}

export function isBlocked(userId: string): boolean {
  return getBlockedUsers().includes(userId);
}

/** Block toggles the author id in the device list. Returns whether they are now blocked. */
export function toggleBlockedUser(userId: string): boolean {
  const current = getBlockedUsers();
  const blocked = !current.includes(userId);
  write(blocked ? [...current, userId] : current.filter((id) => id !== userId));
  return blocked;
}

/**
 * Listens to changes of the list: this tab's toggles, and other tabs' through the `storage` event
 * (which browsers fire only in the other tabs; `key` is null when storage was cleared).
 */
export function subscribeToBlockedUsers(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BLOCKED_USERS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The blocked global User ids; re-renders when the list changes (here or in another tab). */
export function useBlockedUsers(): readonly string[] {
  return useSyncExternalStore(subscribeToBlockedUsers, getBlockedUsers, () => EMPTY);
}

/** Whether `userId` (a global User id) is on the device's block list. */
export function useIsBlocked(userId: string): boolean {
  return useBlockedUsers().includes(userId);
}
