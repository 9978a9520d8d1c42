import { encodeGlobalID } from '@pothos/plugin-relay';
import type { AchievementRecord } from '../../upstream/accounts.ts';
import { builder } from '../builder.ts';

/**
 * A badge a user earned. Not a Node (nothing fetches one badge on its own); the id is still
 * globally unique, as Relay expects of every `id` field.
 */
export const AchievementRef = builder.objectRef<AchievementRecord>('Achievement').implement({
  fields: (t) => ({
    id: t.id({ resolve: (achievement) => encodeGlobalID('Achievement', achievement.id) }),
    title: t.exposeString('title'),
    imageUrl: t.string({ nullable: true, resolve: (achievement) => achievement.image }),
    description: t.string({ nullable: true, resolve: (achievement) => achievement.description }),
    viewerDescription: t.string({
      nullable: true,
      description: 'How the viewer earned it (or can), e.g. progress towards it.',
      resolve: (achievement) => achievement.viewer_description,
    }),
    earnedAt: t.string({ nullable: true, description: 'ISO 8601: when it was earned.', resolve: (achievement) => achievement.earned_at }),
  }),
});
