import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import type { useSignOutMutation } from '../__generated__/useSignOutMutation.graphql.ts';
import { clearDeviceStorage } from '../device/deviceStorage.ts';
import { reloadSoon } from './reload.ts';

const logoutMutation = graphql`
  mutation useSignOutMutation {
    logout {
      signedOut
    }
  }
`;

/**
 * Sign Out: the bff revokes the tokens and clears its cookie, then the device
 * storage is cleared, the header turns to the visitor state and the page reloads after 500 ms
 * (dropping everything the store held for this user). Storage is cleared and the reload runs even
 * if the request fails: the person asked to leave, and a stale cookie is refused on the next call.
 */
export function useSignOut(): [signOut: () => void, signingOut: boolean] {
  const environment = useRelayEnvironment();
  const [commit, signingOut] = useMutation<useSignOutMutation>(logoutMutation);
  const signOut = useCallback(() => {
    const finish = () => {
      clearDeviceStorage();
      commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
      reloadSoon();
    };
    commit({ variables: {}, onCompleted: finish, onError: finish });
  }, [commit, environment]);
  return [signOut, signingOut];
}
