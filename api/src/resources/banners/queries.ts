import type { Db } from '../../db/client.ts';
import { BANNER_FIELDS } from '../../contract/resources.ts';
import { columnsOf } from '../../db/sql.ts';
import type { BannersTable } from '../../db/rows.generated.ts';

/** The banner's columns and its image path (sent as media). */
export type BannerRow = Pick<BannersTable, (typeof BANNER_FIELDS)[number] | 'image'>;

export function activeBanners(db: Db): Promise<BannerRow[]> {
  return db.query<BannerRow>(`SELECT ${columnsOf('b', BANNER_FIELDS)}, b.image FROM banners b WHERE b.is_active ORDER BY b.position, b.id`);
}
