import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useBlockedUsers } from './blockList.ts';

/**
 * Route loaders read the block list when they run and pass it as `excludeAuthors`; when the list
 * changes (a Block toggle here, or another tab), the current routes' loaders run again, so the
 * screens refetch without the blocked author's jots. Renders nothing; mounted once at the root.
 *
 * The list is read as a store (useSyncExternalStore), not only listened to: a change made after
 * this mounted but before its effects ran (the first screen rendered, the subscription not yet
 * made) is still seen, since React compares the list once subscribed.
 */
export function BlockListRevalidator() {
  const blocked = useBlockedUsers();
  const { revalidate } = useRevalidator();
  const loadedWith = useRef(blocked);
  useEffect(() => {
    if (loadedWith.current === blocked) return;
    loadedWith.current = blocked;
    void revalidate();
  }, [blocked, revalidate]);
  return null;
}
