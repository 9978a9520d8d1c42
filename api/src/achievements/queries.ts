import { ACHIEVEMENT_FIELDS, type EarnedAchievementJson } from '../contract/resources.ts';
import { jsonFields } from '../contract/json.ts';
import type { Db } from '../db/client.ts';
import { columnsOf } from '../db/sql.ts';
import type { AchievementsTable, UserAchievementsTable } from '../db/rows.generated.ts';
import { mediaUrl } from '../http/media.ts';

export type { EarnedAchievementJson } from '../contract/resources.ts';

type EarnedRow = Pick<AchievementsTable, (typeof ACHIEVEMENT_FIELDS)[number]> & Pick<UserAchievementsTable, 'earned_at'>;

/** A user's earned achievements, first earned first (then in catalogue order). */
export async function earnedAchievements(db: Db, userId: number): Promise<EarnedAchievementJson[]> {
  const rows = await db.query<EarnedRow>(
    `SELECT ${columnsOf('a', ACHIEVEMENT_FIELDS)}, ua.earned_at
       FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
      WHERE ua.user_id = $1
      ORDER BY ua.earned_at, a.position, a.id`,
    [userId],
  );
  return rows.map((row) => ({ ...jsonFields(row, [...ACHIEVEMENT_FIELDS, 'earned_at']), image: mediaUrl(row.image) }));
}
