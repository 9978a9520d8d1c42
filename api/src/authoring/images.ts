import type { Db } from '../db/client.ts';
import { mediaUrl } from '../http/media.ts';
import type { ImageInfo } from '../images/image-header.ts';

/** Uploaded jot images live here, relative to the storage root; only files here are ever deleted. */
export const JOT_IMAGE_DIR = 'jots';

export interface ImageRow {
  id: number;
  jot_id: number | null;
  user_id: number | null;
  name: string;
  path: string;
  order_column: number;
}

/** The media endpoints' answer; `imageUrl` is the name the spec's client reads, `url` the jot's. */
export interface MediaJson {
  id: number;
  jot_id: number | null;
  name: string;
  url: string | null;
  imageUrl: string | null;
  order_column: number;
}

export function presentMedia(row: ImageRow): MediaJson {
  const url = mediaUrl(row.path);
  return { id: row.id, jot_id: row.jot_id, name: row.name, url, imageUrl: url, order_column: row.order_column };
}

const COLUMNS = 'id, jot_id, user_id, name, path, order_column';

export async function findImage(db: Db, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.query<ImageRow>(`SELECT ${COLUMNS} FROM jot_images WHERE id = $1`, [id]);
  return row;
}

/** Which of `ids` are this user's pending uploads (not yet attached to a jot). */
export function pendingImagesOf(db: Db, userId: number, ids: readonly number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<ImageRow>(`SELECT ${COLUMNS} FROM jot_images WHERE id = ANY($1::bigint[]) AND jot_id IS NULL AND user_id = $2`, [
    ids,
    userId,
  ]);
}

/** The order number after the last image of a jot, or of the user's pending uploads. */
export async function nextOrderColumn(db: Db, owner: { jotId: number } | { pendingOf: number }): Promise<number> {
  const [row] =
    'jotId' in owner
      ? await db.query<{ next: number }>('SELECT COALESCE(max(order_column), 0) + 1 AS next FROM jot_images WHERE jot_id = $1', [owner.jotId])
      : await db.query<{ next: number }>(
          'SELECT COALESCE(max(order_column), 0) + 1 AS next FROM jot_images WHERE jot_id IS NULL AND user_id = $1',
          [owner.pendingOf],
        );
  return row?.next ?? 1;
}

export interface ImageInsert {
  jotId: number | null;
  userId: number;
  filename: string;
  path: string;
  info: ImageInfo;
  size: number;
  orderColumn: number;
}

export async function insertImage(db: Db, image: ImageInsert): Promise<ImageRow> {
  const [row] = await db.query<ImageRow>(
    `INSERT INTO jot_images (jot_id, user_id, name, path, mime_type, size, order_column)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [image.jotId, image.userId, displayName(image.filename, image.info), image.path, image.info.mimeType, image.size, image.orderColumn],
  );
  if (!row) throw new Error('INSERT INTO jot_images returned no row');
  return row;
}

/**
 * The name shown for an image: the uploader's file name without any folders, at most 255
 * characters, or `image.<type>` when there is none. Only ever displayed, never used as a path.
 */
function displayName(filename: string, info: ImageInfo): string {
  const base = filename.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? `image.${info.type}` : [...base].slice(0, 255).join('');
}

/** Whether another row still points at the file (seeded images are shared between jots). */
export async function isPathShared(db: Db, path: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM jot_images WHERE path = $1 LIMIT 1', [path]);
  return rows.length > 0;
}
