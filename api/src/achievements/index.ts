// Achievements: awarded in the transaction of the event that earns them; read without writing.
export { awardForFollow, awardForJots, awardForLike, awardForProfile } from './award.ts';
export { earnedAchievements, type EarnedAchievementJson } from './queries.ts';
export { KIND_OF_KEY, type AchievementKind } from './catalogue.ts';
