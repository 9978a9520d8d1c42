import type { Db } from '../../db/client.ts';

export interface BannerRow {
  id: number;
  link: string;
  alt_text: string;
  image: string;
}

export function activeBanners(db: Db): Promise<BannerRow[]> {
  return db.query<BannerRow>('SELECT id, link, alt_text, image FROM banners WHERE is_active ORDER BY position, id');
}
