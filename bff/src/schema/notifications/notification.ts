import { encodeGlobalID } from '@pothos/plugin-relay';
import type { NotificationJson, NotificationKind } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { AchievementRef } from '../accounts/achievement.ts';
import { JotRef, UserRef } from '../browse/node-refs.ts';
import { coveringValues } from '../shared/enum-values.ts';

export const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'What a notification tells.',
  values: coveringValues<NotificationKind>()({
    FOLLOW: { value: 'follow', description: 'Someone followed the viewer (`actors`: who).' },
    LIKE: {
      value: 'like',
      description: "People liked the viewer's jot (`jot`; `actors`: the latest likers, `actorCount`: all of them): one notification per jot while unread.",
    },
    JOT: { value: 'jot', description: 'An author the viewer follows shared a jot (`jot`; `actors`: the author).' },
    ACHIEVEMENT: { value: 'achievement', description: 'The viewer earned an achievement (`achievement`).' },
  }),
});

/** The global id of a notification (`Notification:<REST id>`), as markNotificationsRead takes it. */
export const NOTIFICATION_TYPENAME = 'Notification';

/**
 * One entry of the viewer's notifications. Not a Node (nothing refetches one entry on its own);
 * its id is still global and stable, as Relay's store expects.
 */
export const NotificationRef = builder.objectRef<NotificationJson>(NOTIFICATION_TYPENAME).implement({
  description:
    "One entry of the signed-in user's notifications: who did what (`kind`, `actors`, `actorCount`) to which jot, or which achievement they earned; unread until marked read.",
  fields: (t) => ({
    id: t.id({
      description: 'Globally unique and stable (a Relay store key and what markNotificationsRead takes), but not refetchable with `node(id:)`.',
      resolve: (notification) => encodeGlobalID(NOTIFICATION_TYPENAME, notification.id),
    }),
    kind: t.field({ type: NotificationKindEnum, description: 'What happened.', resolve: (notification) => notification.kind }),
    createdAt: t.exposeString('created_at', { description: 'ISO 8601: its latest event (a like entry moves up with every like).' }),
    isRead: t.boolean({ description: 'Whether the viewer has marked it read.', resolve: (notification) => notification.read_at !== null }),
    actors: t.field({
      type: [UserRef],
      description: 'Who acted, most recent first, at most three (blocked authors left out); empty for an achievement.',
      resolve: (notification) => notification.actors,
    }),
    actorCount: t.exposeInt('actor_count', {
      description: 'How many acted: every liker of a like entry ("Ana Ruiz and 3 others" is the first of `actors` and actorCount - 1 others).',
    }),
    jot: t.field({
      type: JotRef,
      nullable: true,
      description: 'The liked or shared jot (LIKE, JOT); null otherwise.',
      resolve: (notification) => notification.jot,
    }),
    achievement: t.field({
      type: AchievementRef,
      nullable: true,
      description: 'The earned achievement (ACHIEVEMENT); null otherwise.',
      resolve: (notification) => notification.achievement,
    }),
  }),
});
