import { mediaUrl } from '../../http/media.ts';
import type { MarketingStoryRow } from './queries.ts';

export interface MarketingStoryJson {
  id: number;
  title: string;
  content: string;
  button_text: string | null;
  button_link: string | null;
  /** '1' opens in a new tab. */
  link_type: string;
  media: { original_url: string }[];
}

export function serializeStory(row: MarketingStoryRow): MarketingStoryJson {
  const url = mediaUrl(row.image);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    button_text: row.button_text,
    button_link: row.button_link,
    link_type: row.link_type,
    media: url === null ? [] : [{ original_url: url }],
  };
}
