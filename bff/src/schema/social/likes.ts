import { likeJot, unlikeJot } from '../../upstream/social.ts';
import type { JotJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { JotRef } from '../browse/node-refs.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { orNotFound } from '../shared/not-found.ts';

/**
 * The like toggle. Both directions are idempotent upstream (a double click is one like), and both
 * answer the jot with its new likeCount and viewerHasLiked, so Relay updates every card showing it.
 */

const JOT_GONE = 'This jot is no longer available.';

function likeMutation(name: 'likeJot' | 'unlikeJot', write: typeof likeJot, description: string): void {
  const capitalized = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  builder.relayMutationField(
    name,
    {
      description: name === 'likeJot' ? 'The jot to like.' : 'The jot to take the like back from.',
      inputFields: (t) => ({ jotId: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot (`Jot.id`).' }) }),
    },
    {
      description: `${description} Errors: NotFoundError (an unknown or hidden jot).`,
      authScopes: { loggedIn: true },
      errors: {
        types: [NotFoundError],
        directResult: true,
        union: { name: `${capitalized}Result`, description: `What ${name} answers: ${capitalized}Payload when done, else a NotFoundError.` },
      },
      resolve: async (_root, { input }, context) => ({ jot: await orNotFound(JOT_GONE, () => write(context.upstream, input.jotId.id)) }),
    },
    {
      description: 'The like state changed (or already was so).',
      outputFields: (t) => ({
        jot: t.field({ type: JotRef, description: 'With its new likeCount and viewerHasLiked.', resolve: (payload: { jot: JotJson }) => payload.jot }),
        viewer: t.field({
          type: ViewerRef,
          nullable: true,
          description: 'The signed-in user after the change (e.g. to refetch `likedJots`); null only if the session ended meanwhile.',
          resolve: (_payload, _args, context) => loadViewerProfile(context),
        }),
      }),
    },
  );
}

likeMutation('likeJot', likeJot, 'Likes a jot (idempotent). Visitors get UNAUTHENTICATED.');
likeMutation('unlikeJot', unlikeJot, 'Takes a like back (idempotent). Visitors get UNAUTHENTICATED.');
