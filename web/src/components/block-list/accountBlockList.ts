import { commitMutation, graphql, type IEnvironment } from 'relay-runtime';
import type { accountBlockListMergeMutation } from '../../__generated__/accountBlockListMergeMutation.graphql.ts';
import type { accountBlockListSetMutation } from '../../__generated__/accountBlockListSetMutation.graphql.ts';
import type { accountBlockListUnsetMutation } from '../../__generated__/accountBlockListUnsetMutation.graphql.ts';
import { getBlockedUsers, replaceBlockedUsers } from './blockList.ts';

const mergeMutation = graphql`
  mutation accountBlockListMergeMutation($input: MergeBlockedAuthorsInput!) {
    mergeBlockedAuthors(input: $input) {
      __typename
      ... on MergeBlockedAuthorsPayload {
        blockedAuthors {
          id
        }
      }
    }
  }
`;

const blockMutation = graphql`
  mutation accountBlockListSetMutation($input: BlockAuthorInput!) {
    blockAuthor(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const unblockMutation = graphql`
  mutation accountBlockListUnsetMutation($input: UnblockAuthorInput!) {
    unblockAuthor(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Right after signing in (or registering): the device's block list joins the account's, and the
 * merged list becomes the device's, so blocks made on another device apply here too. A failure
 * leaves the device list as it was (the next sign-in tries again).
 */
export function mergeBlockListAfterSignIn(environment: IEnvironment): void {
  commitMutation<accountBlockListMergeMutation>(environment, {
    mutation: mergeMutation,
    variables: { input: { userIds: [...getBlockedUsers()] } },
    onCompleted: ({ mergeBlockedAuthors }) => {
      if (mergeBlockedAuthors.__typename === 'MergeBlockedAuthorsPayload') {
        replaceBlockedUsers(mergeBlockedAuthors.blockedAuthors.map((user) => user.id));
      }
    },
  });
}

/** Keeps the account list in step with a Block/Unblock made on the device; `onFailed` gets the reason. */
export function setBlockedOnAccount(environment: IEnvironment, userId: string, blocked: boolean, onFailed: (message: string) => void): void {
  const variables = { input: { userId } };
  const failed = (message: string | undefined) => onFailed(message ?? 'The change was not saved.');
  if (blocked) {
    commitMutation<accountBlockListSetMutation>(environment, {
      mutation: blockMutation,
      variables,
      onCompleted: ({ blockAuthor }) => (blockAuthor.__typename === 'BlockAuthorPayload' ? undefined : failed(blockAuthor.message)),
      onError: (error) => failed(error.message),
    });
  } else {
    commitMutation<accountBlockListUnsetMutation>(environment, {
      mutation: unblockMutation,
      variables,
      onCompleted: ({ unblockAuthor }) => (unblockAuthor.__typename === 'UnblockAuthorPayload' ? undefined : failed(unblockAuthor.message)),
      onError: (error) => failed(error.message),
    });
  }
}
