/**
 * What each achievement of the catalogue counts. The catalogue rows (achievements: key, title,
 * threshold, ...) come from the seed; this maps their keys to the event that earns them. A row
 * whose key is not listed here is never awarded (a new kind needs code, not just a row).
 * Kept in step with the seed's catalogue by test (api/test/social-achievements.test.ts).
 */
export type AchievementKind = 'jots' | 'likes_received' | 'likes_given' | 'followers' | 'profile';

export const KIND_OF_KEY: Readonly<Record<string, AchievementKind>> = {
  first_jot: 'jots',
  ten_jots: 'jots',
  fifty_jots: 'jots',
  first_like_received: 'likes_received',
  hundred_likes: 'likes_received',
  first_like_given: 'likes_given',
  first_follower: 'followers',
  ten_followers: 'followers',
  complete_profile: 'profile',
};

export const COUNTED_KINDS = ['jots', 'likes_received', 'likes_given', 'followers'] as const satisfies readonly AchievementKind[];
export type CountedKind = (typeof COUNTED_KINDS)[number];

/** The catalogue keys earned by one kind of event. */
export function keysOfKind(kind: AchievementKind): string[] {
  return Object.entries(KIND_OF_KEY)
    .filter(([, k]) => k === kind)
    .map(([key]) => key);
}
