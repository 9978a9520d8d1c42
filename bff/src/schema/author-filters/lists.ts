import { createContextCache } from '@pothos/core';
import type { Context } from '../../context.ts';
import { listedAuthors, mergeBlockedAuthors, setListed, type AuthorFilterKind } from '../../upstream/author-filters.ts';
import { ValidationError } from '../../upstream/errors.ts';
import type { UserJson } from '@jotpod/api/contract';
import { BadUserInputError } from '../../bad-user-input.ts';
import { builder } from '../builder.ts';
import { UserRef } from '../browse/node-refs.ts';
import { MAX_EXCLUDED_AUTHORS } from '../browse/exclude-authors.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';

/**
 * The viewer's block and mute lists, kept on their account. The block list also lives on the
 * device (visitors have only that one); the web merges the device's into the account's on sign-in
 * (`mergeBlockedAuthors`) and keeps the device copy in step, so jot lists keep taking it as
 * `excludeAuthors`. A mute needs nothing from the client: the api leaves muted authors' jots out
 * of the viewer's feeds, lists and search, while their jot pages still open.
 */

const USER_GONE = 'This user no longer exists.';

/** Each list is read at most once per request (several `viewerHasMuted` on one screen share it). */
const listCache = createContextCache((): Partial<Record<AuthorFilterKind, Promise<UserJson[]>>> => ({}));

function loadList(context: Context, kind: AuthorFilterKind): Promise<UserJson[]> {
  const cache = listCache(context);
  cache[kind] ??= listedAuthors(context.upstream, kind);
  return cache[kind];
}

builder.objectFields(ViewerRef, (t) => ({
  blockedAuthors: t.field({
    type: [UserRef],
    description: `The authors the viewer blocked on their account, most recently blocked first (at most ${MAX_EXCLUDED_AUTHORS}). Their jots are hidden wherever the list is passed as \`excludeAuthors\`.`,
    resolve: (_viewer, _args, context) => loadList(context, 'block'),
  }),
  mutedAuthors: t.field({
    type: [UserRef],
    description: `The authors the viewer muted, most recently muted first (at most ${MAX_EXCLUDED_AUTHORS}): their jots leave the viewer's feeds, lists and search; their jot pages still open.`,
    resolve: (_viewer, _args, context) => loadList(context, 'mute'),
  }),
}));

builder.objectField(UserRef, 'viewerHasMuted', (t) =>
  t.boolean({
    description: "Whether the viewer muted this author (false for visitors). Costs one read of the viewer's mute list per request.",
    resolve: async (user, _args, context) => {
      if (!context.session.signedIn) return false;
      return (await loadList(context, 'mute')).some((muted) => muted.id === user.id);
    },
  }),
);

const errorTypes = [ValidationError, NotFoundError];

function listMutation(name: string, kind: AuthorFilterKind, listed: boolean, summary: string, errorsText: string): void {
  const capitalized = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  builder.relayMutationField(
    name,
    {
      description: `The author to ${name.replace('Author', '').toLowerCase()}.`,
      inputFields: (t) => ({ userId: t.globalID({ for: UserRef, required: true, description: 'The global id of the author (`User.id`).' }) }),
    },
    {
      description: `${summary} Idempotent. Signed-in only (visitors get UNAUTHENTICATED). Errors: NotFoundError (an unknown user)${errorsText}.`,
      authScopes: { loggedIn: true },
      errors: {
        types: errorTypes,
        directResult: true,
        union: { name: `${capitalized}Result`, description: `What ${name} answers: ${capitalized}Payload when done, else one of its typed errors.` },
      },
      resolve: (_root, { input }, context) =>
        withInputFieldNames(async () => ({ user: await orNotFound(USER_GONE, () => setListed(context.upstream, kind, input.userId.id, listed)) })),
    },
    {
      description: 'The list changed (or already was so).',
      outputFields: (t) => ({
        user: t.field({ type: UserRef, description: 'The author, with `viewerHasMuted` as it is now.', resolve: (payload: { user: UserJson }) => payload.user }),
        viewer: t.field({
          type: ViewerRef,
          nullable: true,
          description: 'The viewer, whose `blockedAuthors` and `mutedAuthors` are read after the change.',
          resolve: (_payload, _args, context) => loadViewerProfile(context),
        }),
      }),
    },
  );
}

const REFUSED = (verb: string, participle: string) =>
  `, ValidationError on \`userId\` ('You cannot ${verb} yourself.', 'The expert account cannot be ${participle}.')`;
listMutation('blockAuthor', 'block', true, "Adds the author to the viewer's account block list (the web keeps the device list in step).", REFUSED('block', 'blocked'));
listMutation('unblockAuthor', 'block', false, "Takes the author off the viewer's account block list.", '');
listMutation('muteAuthor', 'mute', true, "Mutes the author: their jots leave the viewer's feeds, lists and search; their jot pages still open.", REFUSED('mute', 'muted'));
listMutation('unmuteAuthor', 'mute', false, 'Unmutes the author: their jots come back to the lists.', '');

builder.relayMutationField(
  'mergeBlockedAuthors',
  {
    description: "The device's block list.",
    inputFields: (t) => ({
      userIds: t.globalIDList({ for: UserRef, required: true, description: `Global User ids (the device's \`blockedUsers\`, at most ${MAX_EXCLUDED_AUTHORS}), oldest first.` }),
    }),
  },
  {
    description:
      "Adds a device's block list to the viewer's account list (the web sends it on sign-in) and answers the merged list, which the device keeps from then on. " +
      'Unknown users, oneself and the expert account are skipped. Signed-in only (visitors get UNAUTHENTICATED).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'MergeBlockedAuthorsResult', description: 'What mergeBlockedAuthors answers: MergeBlockedAuthorsPayload when merged, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        const ids = [...new Set(input.userIds.map((entry) => entry.id))];
        if (ids.length > MAX_EXCLUDED_AUTHORS) throw new BadUserInputError(`\`userIds\` may hold at most ${MAX_EXCLUDED_AUTHORS} ids.`);
        return { blockedAuthors: await mergeBlockedAuthors(context.upstream, ids) };
      }),
  },
  {
    description: 'The merged list.',
    outputFields: (t) => ({
      blockedAuthors: t.field({
        type: [UserRef],
        description: 'Every author on the account block list now, most recently blocked first.',
        resolve: (payload: { blockedAuthors: UserJson[] }) => payload.blockedAuthors,
      }),
    }),
  },
);
