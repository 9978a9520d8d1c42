import { earnedAchievements } from '../achievements/queries.ts';
import { jsonFields } from '../contract/json.ts';
import { NOTIFICATION_FIELDS, type NotificationJson } from '../contract/resources.ts';
import { indexBy, unique } from '../db/sql.ts';
import type { ReadContext } from '../resources/context.ts';
import { jotsByIds } from '../resources/jots/queries.ts';
import { presentJots } from '../resources/relations.ts';
import { presentUsers } from '../resources/users/present.ts';
import { usersByIds } from '../resources/users/queries.ts';
import type { NotificationRow } from './queries.ts';

/**
 * A page of entries with what they tell of: actors as users, jots as jots (with their author, as
 * cards show them), achievements as earned. One query per kind of relation, whatever the page size.
 */
export async function presentNotifications(ctx: ReadContext, recipientId: number, rows: readonly NotificationRow[]): Promise<NotificationJson[]> {
  const actorIds = unique(rows.flatMap((row) => row.actor_ids));
  const jotIds = unique(rows.map((row) => row.jot_id));
  const needsAchievements = rows.some((row) => row.achievement_id !== null);
  const [users, jots, achievements] = await Promise.all([
    usersByIds(ctx.db, actorIds).then((found) => presentUsers(ctx, found)),
    jotsByIds(ctx.db, jotIds).then((found) => presentJots(ctx, found, new Set(['user'] as const))),
    needsAchievements ? earnedAchievements(ctx.db, recipientId) : [],
  ]);
  const userById = indexBy(users, (user) => user.id);
  const jotById = indexBy(jots, (jot) => jot.id);
  const achievementById = indexBy(achievements, (achievement) => achievement.id);
  return rows.map((row) => ({
    ...jsonFields(row, NOTIFICATION_FIELDS),
    actors: row.actor_ids.flatMap((id) => userById.get(id) ?? []),
    actor_count: row.actor_count,
    jot: row.jot_id === null ? null : (jotById.get(row.jot_id) ?? null),
    achievement: row.achievement_id === null ? null : (achievementById.get(row.achievement_id) ?? null),
  }));
}
