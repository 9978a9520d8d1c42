// Achievements (issue 6): awarding on real events, and reading what a user earned.
export { awardAll, awardForFollow, awardForJots, awardForLike, awardForProfile } from './award.ts';
export { earnedAchievements, type EarnedAchievementJson } from './queries.ts';
export { KIND_OF_KEY, type AchievementKind } from './catalogue.ts';
