import { builder } from './builder.ts';
// Each module defines one type and the root fields that return it.
import './types/error.ts';
import './types/page-cursors.ts';
import './types/container.ts';
import './types/pod.ts';
import './types/marketing-story.ts';
import './types/jot-level.ts';
import './types/user.ts';
import './types/section.ts';
import './types/list-item.ts';
import './types/jot.ts';
import './types/jot-image.ts';
import './types/pod-contents.ts';
import './types/feed.ts';
import './types/banner.ts';
import './types/side-segment.ts';
import './types/glossary-term.ts';
import './types/subscription-plan.ts';

// Accounts (issue 4): the signed-in viewer, achievements, uploads and the accounts mutations.
import './types/file.ts';
import './types/achievement.ts';
import './types/viewer.ts';
import './types/accounts-errors.ts';
import './mutations/accounts/index.ts';

// Social (issue 6): follow state and counts, author pages, liked jots, following, block lists.
import './types/not-found-error.ts';
import './types/user-social.ts';
import './types/viewer-social.ts';
import './mutations/social/index.ts';

// Search (issue 7): site search and the pod glossary, through the search client (bff/src/search).
import './types/search.ts';
import './types/search-pod-glossary.ts';

// Authoring (issue 5): jot create/update with uploads, image add/remove/reorder, My Jots.
import './types/authoring.ts';
import './mutations/authoring/index.ts';

builder.queryType({
  description:
    'Reads. Public unless a field says otherwise; a signed-in session (the cookie) personalises them (viewerHasLiked, isDefault, viewer).',
});
builder.mutationType({
  description:
    'Writes. Most need a signed-in session (visitors get an UNAUTHENTICATED error); each answers a result union: its payload, or one of the typed errors it lists (select `... on Error { message }`).',
});

export const schema = builder.toSchema();
