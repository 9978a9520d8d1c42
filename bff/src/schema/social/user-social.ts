import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { achievementsOfUser, findUser, jotsOfUser } from '../../upstream/social.ts';
import { builder } from '../builder.ts';
import { AchievementRef } from '../accounts/achievement.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from '../browse/exclude-authors.ts';
import { JotRef, UserRef } from '../browse/node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';

/** Author jots, 12 a page (the author page scrolls endlessly). */
const USER_JOTS_PAGE_SIZE = 12;

/** User.jots: endless scroll, oldest first. */
export const UserJotsConnectionRef = builder.connectionObject(
  { type: JotRef, name: 'UserJotsConnection', description: "A page of an author's jots, oldest first (endless scroll: the next page comes with `after`)." },
  { name: 'UserJotsConnectionEdge', description: 'A jot of the author page, with its cursor.' },
);

/** The author page (/author/{id}) and follow buttons: follow state, counts, jots and badges. */
builder.objectFields(UserRef, (t) => ({
  viewerIsFollowing: t.exposeBoolean('is_following', { description: 'Whether the viewer follows this user (false for visitors and for oneself).' }),
  followerCount: t.exposeInt('followers_count', { description: 'Users who follow this user.' }),
  followingCount: t.exposeInt('following_count', { description: 'Users this user follows.' }),
  jotCount: t.exposeInt('jots_count', { description: 'Their visible jots.' }),
  jots: t.field({
    type: UserJotsConnectionRef,
    description: `Their jots, oldest first, ${USER_JOTS_PAGE_SIZE} a page (at most 100).`,
    args: {
      first: t.arg.int({ defaultValue: USER_JOTS_PAGE_SIZE, description: pageArgDescriptions.first(USER_JOTS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
    },
    resolve: (user, { first, after, excludeAuthors }, context) => {
      const excluded = excludedUserIds(excludeAuthors);
      return resolvePagedConnection({ first, after }, { defaultSize: USER_JOTS_PAGE_SIZE }, (page) =>
        jotsOfUser(context.upstream, user.id, page, excluded),
      );
    },
  }),
  achievements: t.field({
    type: [AchievementRef],
    description: 'What they have earned, first earned first (one REST call per user: ask for it on one profile, not in lists).',
    resolve: (user, _args, context) => achievementsOfUser(context.upstream, user.id),
  }),
}));

builder.queryField('user', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'A public profile by its REST id (/author/{id}); null when there is none.',
    args: { databaseId: t.arg.int({ required: true, description: 'The REST id of the user (`User.databaseId`, the number in /author/{id}).' }) },
    resolve: (_root, { databaseId }, context) => (databaseId > 0 && Number.isSafeInteger(databaseId) ? findUser(context.upstream, databaseId) : null),
  }),
);
