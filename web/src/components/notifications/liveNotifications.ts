import { useSyncExternalStore } from 'react';

/**
 * What the open notifications stream last said, for whoever shows it: the bell's number and the
 * /notifications list (which reloads when `version` moves). One stream per tab, held by the bell;
 * this module only passes its news on. Null count: the stream has not answered yet.
 */
export interface LiveNotifications {
  unreadCount: number | null;
  /** Moves with every update the stream delivers. */
  version: number;
}

let state: LiveNotifications = { unreadCount: null, version: 0 };
const listeners = new Set<() => void>();

function publish(next: LiveNotifications): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** A new state from the stream. */
export function receiveUpdate(unreadCount: number): void {
  publish({ unreadCount, version: state.version + 1 });
}

/** A count this tab learned first hand (its own "Mark all as read"); the stream confirms it. */
export function setUnreadCount(unreadCount: number): void {
  if (state.unreadCount !== unreadCount) publish({ ...state, unreadCount });
}

/** Signed out: nothing is known any more. */
export function resetLiveNotifications(): void {
  publish({ unreadCount: null, version: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveNotifications(): LiveNotifications {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
