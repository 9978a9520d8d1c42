import { MARKETING_STORY_FIELDS, type MarketingStoryJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { MarketingStoryRow } from './queries.ts';

export function serializeStory(row: MarketingStoryRow): MarketingStoryJson {
  const url = mediaUrl(row.image);
  return { ...jsonFields(row, MARKETING_STORY_FIELDS), media: url === null ? [] : [{ original_url: url }] };
}
