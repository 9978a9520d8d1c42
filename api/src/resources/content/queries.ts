import type { Db } from '../../db/client.ts';

export interface MarketingStoryRow {
  id: number;
  title: string;
  content: string;
  button_text: string | null;
  button_link: string | null;
  link_type: string;
  image: string | null;
}

/** Pages that exist even before any story is written, so they answer [] rather than 404. */
export const BUILT_IN_PAGES = ['home'] as const;

export function storiesOfPage(db: Db, page: string): Promise<MarketingStoryRow[]> {
  return db.query<MarketingStoryRow>(
    `SELECT id, title, content, button_text, button_link, link_type, image
     FROM marketing_stories WHERE page = $1 ORDER BY position, id`,
    [page],
  );
}
