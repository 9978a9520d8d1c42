import { likeJot, unlikeJot } from '../../../upstream/social.ts';
import type { JotRecord } from '../../../upstream/records.ts';
import { builder } from '../../builder.ts';
import { JotRef } from '../../types/jot.ts';
import { NotFoundError } from '../../types/not-found-error.ts';
import { loadViewerProfile, ViewerRef } from '../../types/viewer.ts';
import { orNotFound } from './not-found.ts';

/**
 * The like toggle. Both directions are idempotent upstream (a double click is one like), and both
 * answer the jot with its new likeCount and viewerHasLiked, so Relay updates every card showing it.
 */

const JOT_GONE = 'This jot is no longer available.';

function likeMutation(name: 'likeJot' | 'unlikeJot', write: typeof likeJot, description: string): void {
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ jotId: t.globalID({ for: JotRef, required: true }) }) },
    {
      description,
      authScopes: { loggedIn: true },
      errors: { types: [NotFoundError], directResult: true, union: { name: `${name[0]!.toUpperCase()}${name.slice(1)}Result` } },
      resolve: async (_root, { input }, context) => ({ jot: await orNotFound(JOT_GONE, () => write(context.upstream, input.jotId.id)) }),
    },
    {
      outputFields: (t) => ({
        jot: t.field({ type: JotRef, description: 'With its new likeCount and viewerHasLiked.', resolve: (payload: { jot: JotRecord }) => payload.jot }),
        viewer: t.field({ type: ViewerRef, nullable: true, resolve: (_payload, _args, context) => loadViewerProfile(context) }),
      }),
    },
  );
}

likeMutation('likeJot', likeJot, 'Likes a jot (idempotent). Visitors get UNAUTHENTICATED.');
likeMutation('unlikeJot', unlikeJot, 'Takes a like back (idempotent). Visitors get UNAUTHENTICATED.');
