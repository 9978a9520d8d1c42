import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { accountBlockListSyncQuery } from '../../__generated__/accountBlockListSyncQuery.graphql.ts';
import { whenPageIdle } from '../../device/whenPageIdle.ts';
import { fetchViewer } from '../../session/viewerSession.ts';
import { replaceBlockedUsers } from './blockList.ts';

const accountBlockListQuery = graphql`
  query accountBlockListSyncQuery {
    viewer {
      id
      blockedAuthors {
        id
      }
    }
  }
`;

/** sessionStorage: the account whose block list this browser session has already taken. */
const SYNCED_KEY = 'jotpod.blockList.syncedFor';

function syncedFor(): string | null {
  try {
    return window.sessionStorage.getItem(SYNCED_KEY);
  } catch {
    return null;
  }
}

function noteSynced(viewerId: string): void {
  try {
    window.sessionStorage.setItem(SYNCED_KEY, viewerId);
  } catch {
    // Storage off: the next page load asks again, which is only one request more.
  }
}

/**
 * A device that stays signed in takes its account's block list, once a browser session, when the
 * first page is idle: a block or unblock made on another device applies here too, not only after
 * the next sign-in (which joins the device's list to the account's). For a signed-in reader the
 * account's list is the list: every Block here changes both. Offline or refused, the device keeps
 * its list and the next page load tries again.
 */
export async function takeAccountBlockListOnce(environment: IEnvironment): Promise<void> {
  const viewer = await fetchViewer(environment);
  if (!viewer || syncedFor() === viewer.id) return;
  whenPageIdle(() => {
    fetchQuery<accountBlockListSyncQuery>(environment, accountBlockListQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (data.viewer?.id !== viewer.id) return;
        replaceBlockedUsers(data.viewer.blockedAuthors.map((author) => author.id));
        noteSynced(viewer.id);
      },
      error: () => {},
    });
  });
}
