import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { followedUsers, followers, likedJots } from '../../upstream/social.ts';
import { builder } from '../builder.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from '../browse/exclude-authors.ts';
import { JotRef, UserRef } from '../browse/node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { ViewerRef } from '../accounts/viewer.ts';

/** Liked jots, 99 a page (the upstream caps a page at 100). */
const LIKED_JOTS_PAGE_SIZE = 99;
/** The spec gives no size for /following; two dozen cards fill a screen. */
const FOLLOWING_PAGE_SIZE = 24;

const LikedJotsConnectionRef = builder.connectionObject(
  { type: JotRef, name: 'LikedJotsConnection', description: "A page of the viewer's liked jots ('Inspired Jots'), most recently liked first." },
  { name: 'LikedJotsConnectionEdge', description: 'A liked jot, with its cursor.' },
);
const FollowingConnectionRef = builder.connectionObject(
  { type: UserRef, name: 'FollowingConnection', description: 'A page of the users the viewer follows, most recently followed first.' },
  { name: 'FollowingConnectionEdge', description: 'A followed user, with its cursor.' },
);
const FollowersConnectionRef = builder.connectionObject(
  { type: UserRef, name: 'FollowersConnection', description: 'A page of the users following the viewer, most recent first.' },
  { name: 'FollowersConnectionEdge', description: 'A follower, with its cursor.' },
);

/** 'Inspired Jots' (/liked-jots), /following and /followers: the viewer's own lists. */
builder.objectFields(ViewerRef, (t) => ({
  likedJots: t.field({
    type: LikedJotsConnectionRef,
    description: `Jots the viewer liked, most recently liked first; ${LIKED_JOTS_PAGE_SIZE} a page (at most 100).`,
    args: {
      first: t.arg.int({ defaultValue: LIKED_JOTS_PAGE_SIZE, description: pageArgDescriptions.first(LIKED_JOTS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
    },
    resolve: (_viewer, { first, after, excludeAuthors }, context) => {
      const excluded = excludedUserIds(excludeAuthors);
      return resolvePagedConnection({ first, after }, { defaultSize: LIKED_JOTS_PAGE_SIZE }, (page) => likedJots(context.upstream, page, excluded));
    },
  }),
  following: t.field({
    type: FollowingConnectionRef,
    description: `Users the viewer follows, most recently followed first; ${FOLLOWING_PAGE_SIZE} a page (at most 100).`,
    args: {
      first: t.arg.int({ defaultValue: FOLLOWING_PAGE_SIZE, description: pageArgDescriptions.first(FOLLOWING_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
    },
    resolve: (_viewer, { first, after }, context) =>
      resolvePagedConnection({ first, after }, { defaultSize: FOLLOWING_PAGE_SIZE }, (page) => followedUsers(context.upstream, page)),
  }),
  followers: t.field({
    type: FollowersConnectionRef,
    description: `Users following the viewer, most recent first; ${FOLLOWING_PAGE_SIZE} a page (at most 100). \`viewerIsFollowing\` says whether the viewer follows each back.`,
    args: {
      first: t.arg.int({ defaultValue: FOLLOWING_PAGE_SIZE, description: pageArgDescriptions.first(FOLLOWING_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
    },
    resolve: (_viewer, { first, after }, context) =>
      resolvePagedConnection({ first, after }, { defaultSize: FOLLOWING_PAGE_SIZE }, (page) => followers(context.upstream, page)),
  }),
}));
