import type { Db } from '../../db/client.ts';
import { MARKETING_STORY_FIELDS } from '../../contract/resources.ts';
import { columnsOf } from '../../db/sql.ts';
import type { MarketingStoriesTable } from '../../db/rows.generated.ts';

/** The story's columns and its image path (sent as media). */
export type MarketingStoryRow = Pick<MarketingStoriesTable, (typeof MARKETING_STORY_FIELDS)[number] | 'image'>;

/** Pages that exist even before any story is written, so they answer [] rather than 404. */
export const BUILT_IN_PAGES = ['home'] as const;

export function storiesOfPage(db: Db, page: string): Promise<MarketingStoryRow[]> {
  return db.query<MarketingStoryRow>(
    `SELECT ${columnsOf('m', MARKETING_STORY_FIELDS)}, m.image
     FROM marketing_stories m WHERE m.page = $1 ORDER BY m.position, m.id`,
    [page],
  );
}
