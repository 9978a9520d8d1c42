/** Likes and follows between users. like_count and trending_score are derived from likes in SQL. */
import type { FollowRow, JotRow, LikeRow } from '../model.ts';
import type { Random } from '../random.ts';
import { DAY_MS, type Clock } from './clock.ts';
import { COMPANY_USER_ID, EXPERT_USER_ID, type UserPlan } from './users.ts';

/** Half-life of a like's weight in the trending score. */
export const TRENDING_HALF_LIFE_DAYS = 7;

export interface Social {
  likes: LikeRow[];
  follows: FollowRow[];
}

export function generateSocial(rng: Random, clock: Clock, users: readonly UserPlan[], jots: readonly JotRow[]): Social {
  const ids = users.map((u) => u.row.id);
  const createdAt = new Map(users.map((u) => [u.row.id, Date.parse(u.row.created_at)]));

  const likes: LikeRow[] = [];
  for (const jot of jots) {
    // Most jots collect a handful of likes, a few become popular, about a third get none.
    if (rng.chance(0.32)) continue;
    const wanted = rng.skewed(1, Math.min(45, ids.length - 1), 1.15);
    const posted = Date.parse(jot.created_at);
    for (const userId of rng.sample(ids.filter((id) => id !== jot.user_id), wanted)) {
      const from = Math.max(posted, createdAt.get(userId) ?? posted);
      // Likes cluster soon after posting, with a long tail: squaring pulls the moment towards the post.
      likes.push({ user_id: userId, jot_id: jot.id, created_at: clock.iso(clock.between(from, clock.nowMs, rng.float() ** 2)) });
    }
  }

  const jotsByAuthor = new Map<number, number>();
  for (const jot of jots) jotsByAuthor.set(jot.user_id, (jotsByAuthor.get(jot.user_id) ?? 0) + 1);
  // People follow prolific authors more; the expert account is followed by most learners.
  const popularity = users
    .filter((u) => u.row.id !== COMPANY_USER_ID)
    .map((u) => [u.row.id, u.row.id === EXPERT_USER_ID ? 0 : 1 + (jotsByAuthor.get(u.row.id) ?? 0)] as const);
  const follows: FollowRow[] = [];
  for (const user of users) {
    const follower = user.row.id;
    if (follower === COMPANY_USER_ID || follower === EXPERT_USER_ID) continue;
    const chosen = new Set<number>();
    if (rng.chance(0.7)) chosen.add(EXPERT_USER_ID);
    const wanted = rng.chance(0.1) ? 0 : rng.int(2, 6) + rng.skewed(1, 20, 1.1);
    for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt++) {
      const followed = rng.weighted(popularity);
      if (followed !== follower) chosen.add(followed);
    }
    const from = Math.max(createdAt.get(follower) ?? 0, clock.daysAgo(400));
    for (const followed of [...chosen].sort((a, b) => a - b)) {
      follows.push({ follower_id: follower, followed_id: followed, created_at: clock.iso(clock.between(from, clock.nowMs, rng.float())) });
    }
  }
  return { likes, follows };
}

/**
 * Sets like_count and trending_score on each jot from its likes: the trending score sums
 * 0.5^(age in days / half-life) over the likes, so a like from today counts 1 and one from a week
 * ago 0.5 (the large scale computes the same in SQL, see large/jots.ts).
 */
export function applyLikeCounters(jots: JotRow[], likes: readonly LikeRow[], now: Date): void {
  const byId = new Map(jots.map((jot) => [jot.id, jot]));
  const scores = new Map<number, number>();
  for (const like of likes) {
    const jot = byId.get(like.jot_id);
    if (!jot) throw new Error(`like of unknown jot ${like.jot_id}`);
    jot.like_count++;
    const ageDays = Math.max(0, now.getTime() - Date.parse(like.created_at)) / DAY_MS;
    scores.set(jot.id, (scores.get(jot.id) ?? 0) + Math.pow(0.5, ageDays / TRENDING_HALF_LIFE_DAYS));
  }
  for (const [id, score] of scores) (byId.get(id) as JotRow).trending_score = Math.round(score * 1e6) / 1e6;
}
