import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { subscribeToBlockedUsers } from './blockList.ts';

/**
 * Route loaders read the block list when they run and pass it as `excludeAuthors`; when the list
 * changes (a Block toggle here, or another tab), the current routes' loaders run again, so the
 * screens refetch without the blocked author's jots. Renders nothing; mounted once at the root.
 */
export function BlockListRevalidator() {
  const revalidator = useRevalidator();
  // The latest revalidate without re-subscribing on every navigation state change.
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  useEffect(() => subscribeToBlockedUsers(() => void revalidate.current()), []);
  return null;
}
