import { mediaUrl } from '../../http/media.ts';
import type { BannerRow } from './queries.ts';

export interface BannerJson {
  id: number;
  link: string;
  alt_text: string;
  /** The upstream's media-library shape: a list of files, each with its original_url. */
  media: { original_url: string | null }[];
}

export function serializeBanner(row: BannerRow): BannerJson {
  return { id: row.id, link: row.link, alt_text: row.alt_text, media: [{ original_url: mediaUrl(row.image) }] };
}
