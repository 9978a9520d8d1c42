import { BANNER_FIELDS, type BannerJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { BannerRow } from './queries.ts';

export function serializeBanner(row: BannerRow): BannerJson {
  return { ...jsonFields(row, BANNER_FIELDS), media: [{ original_url: mediaUrl(row.image) }] };
}
