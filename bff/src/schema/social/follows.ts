import { followUser, unfollowUser } from '../../upstream/social.ts';
import { ValidationError } from '../../upstream/errors.ts';
import type { UserJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { UserRef } from '../browse/node-refs.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { orNotFound } from '../shared/not-found.ts';

/**
 * Follow and unfollow. Idempotent upstream; following oneself is a ValidationError ('You cannot
 * follow yourself.'). Both answer the user with viewerIsFollowing and followerCount, and the viewer
 * (whose public profile, `viewer.user`, carries the new followingCount).
 */

const USER_GONE = 'This user no longer exists.';

function followMutation(name: 'followUser' | 'unfollowUser', write: typeof followUser, description: string): void {
  const capitalized = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  builder.relayMutationField(
    name,
    {
      description: name === 'followUser' ? 'The user to follow.' : 'The user to stop following.',
      inputFields: (t) => ({ userId: t.globalID({ for: UserRef, required: true, description: 'The global id of the user (`User.id`).' }) }),
    },
    {
      description: `${description} Errors: NotFoundError (an unknown user), ValidationError on \`userId\` ('You cannot follow yourself.').`,
      authScopes: { loggedIn: true },
      errors: {
        types: [ValidationError, NotFoundError],
        directResult: true,
        union: {
          name: `${capitalized}Result`,
          description: `What ${name} answers: ${capitalized}Payload when done, else one of its typed errors.`,
        },
      },
      // The api names the field user_id; the input names it userId.
      resolve: (_root, { input }, context) =>
        withInputFieldNames(async () => ({ user: await orNotFound(USER_GONE, () => write(context.upstream, input.userId.id)) })),
    },
    {
      description: 'The follow state changed (or already was so): the user and the viewer with their new counts.',
      outputFields: (t) => ({
        user: t.field({
          type: UserRef,
          description: 'With its new viewerIsFollowing and followerCount.',
          resolve: (payload: { user: UserJson }) => payload.user,
        }),
        viewer: t.field({
          type: ViewerRef,
          nullable: true,
          description: 'The viewer, fetched after the change (`user { followingCount }` is current).',
          resolve: (_payload, _args, context) => loadViewerProfile(context),
        }),
      }),
    },
  );
}

followMutation('followUser', followUser, 'Follows a user (idempotent; not oneself). Visitors get UNAUTHENTICATED.');
followMutation('unfollowUser', unfollowUser, 'Stops following a user (idempotent). Visitors get UNAUTHENTICATED.');
