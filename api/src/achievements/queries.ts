import type { Db } from '../db/client.ts';
import { mediaUrl } from '../http/media.ts';

export interface EarnedAchievementJson {
  id: number;
  key: string;
  title: string;
  image: string | null;
  description: string;
  viewer_description: string;
  threshold: number;
  earned_at: Date;
}

interface EarnedRow extends Omit<EarnedAchievementJson, 'image'> {
  image: string | null;
}

/** A user's earned achievements, first earned first (then in catalogue order). */
export async function earnedAchievements(db: Db, userId: number): Promise<EarnedAchievementJson[]> {
  const rows = await db.query<EarnedRow>(
    `SELECT a.id, a.key, a.title, a.image, a.description, a.viewer_description, a.threshold, ua.earned_at
       FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
      WHERE ua.user_id = $1
      ORDER BY ua.earned_at, a.position, a.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, image: mediaUrl(row.image) }));
}
