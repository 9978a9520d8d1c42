import { encodeGlobalID } from '@pothos/plugin-relay';
import type { AchievementRecord } from '../../upstream/accounts.ts';
import { builder } from '../builder.ts';

/**
 * A badge a user earned. Not a Node (nothing fetches one badge on its own); the id is still
 * globally unique, as Relay expects of every `id` field.
 */
export const AchievementRef = builder.objectRef<AchievementRecord>('Achievement').implement({
  description: 'A badge a user has earned by doing something (writing jots, receiving likes, gaining followers, completing the profile); never taken back. Not a Node: it is only read through its user.',
  fields: (t) => ({
    id: t.id({
      description: 'Globally unique and stable (a Relay store key), but not refetchable with `node(id:)`.',
      resolve: (achievement) => encodeGlobalID('Achievement', achievement.id),
    }),
    title: t.exposeString('title', { description: 'The badge name.' }),
    imageUrl: t.string({
      nullable: true,
      description: 'Badge image: a relative /storage/... address or an absolute URL; null when there is none.',
      resolve: (achievement) => achievement.image,
    }),
    description: t.string({
      nullable: true,
      description: "What the badge is for, told to the earner (\"You posted your first jot.\"): shown to them only; null when it has none.",
      resolve: (achievement) => achievement.description,
    }),
    viewerDescription: t.string({
      nullable: true,
      description: 'What the badge is for, told about the earner to anyone else ("Posted their first jot."): what other people read on their author page; null when it has none.',
      resolve: (achievement) => achievement.viewer_description,
    }),
    earnedAt: t.string({ nullable: true, description: 'ISO 8601 date-time when it was earned (the threshold was crossed); null if the api does not know.', resolve: (achievement) => achievement.earned_at }),
  }),
});
