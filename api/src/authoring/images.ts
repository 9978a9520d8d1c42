import type { Db } from '../db/client.ts';
import { mediaUrl } from '../http/media.ts';
import { presentRenditions, type RenditionJson, type RenditionRecord, type StoredImage } from '../images/stored-image.ts';

/** Uploaded jot images live here, relative to the storage root; only files here are ever deleted. */
export const JOT_IMAGE_DIR = 'jots';

export interface ImageRow {
  id: number;
  jot_id: number | null;
  user_id: number | null;
  name: string;
  path: string;
  order_column: number;
  /** Pixel size of the stored file; null for rows written before images were decoded. */
  width: number | null;
  height: number | null;
  renditions: RenditionRecord[];
}

/** The media endpoints' answer; `imageUrl` is the name the spec's client reads, `url` the jot's. */
export interface MediaJson {
  id: number;
  jot_id: number | null;
  name: string;
  url: string | null;
  imageUrl: string | null;
  order_column: number;
  width: number | null;
  height: number | null;
  /** Smaller copies (WebP, and the original format below full width), narrowest first. */
  renditions: RenditionJson[];
}

export function presentMedia(row: ImageRow): MediaJson {
  const url = mediaUrl(row.path);
  return {
    id: row.id,
    jot_id: row.jot_id,
    name: row.name,
    url,
    imageUrl: url,
    order_column: row.order_column,
    width: row.width,
    height: row.height,
    renditions: presentRenditions(row.renditions),
  };
}

export const IMAGE_COLUMNS = 'id, jot_id, user_id, name, path, order_column, width, height, renditions';
const COLUMNS = IMAGE_COLUMNS;

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
  stored: StoredImage;
  /** png, jpg or gif: names an image uploaded without a file name. */
  type: string;
  orderColumn: number;
}

export async function insertImage(db: Db, image: ImageInsert): Promise<ImageRow> {
  const [row] = await db.query<ImageRow>(
    `INSERT INTO jot_images (jot_id, user_id, name, path, mime_type, size, order_column, width, height, renditions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING ${COLUMNS}`,
    [
      image.jotId,
      image.userId,
      displayName(image.filename, image.type),
      image.stored.path,
      image.stored.mimeType,
      image.stored.size,
      image.orderColumn,
      image.stored.width,
      image.stored.height,
      JSON.stringify(image.stored.renditions),
    ],
  );
  if (!row) throw new Error('INSERT INTO jot_images returned no row');
  return row;
}

/**
 * The name shown for an image: the uploader's file name without any folders, at most 255
 * characters, or `image.<type>` when there is none. Only ever displayed, never used as a path.
 */
function displayName(filename: string, type: string): string {
  const base = filename.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? `image.${type}` : [...base].slice(0, 255).join('');
}

/** Whether another row still points at the file (seeded images are shared between jots). */
export async function isPathShared(db: Db, path: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM jot_images WHERE path = $1 LIMIT 1', [path]);
  return rows.length > 0;
}
