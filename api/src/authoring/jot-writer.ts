import { isUniqueViolation } from '../accounts/own-profile.ts';
import { awardForJots } from '../achievements/award.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { StagedFiles } from '../images/staged-files.ts';
import { notifyNewJot } from '../notifications/events.ts';
import { stageProcessed, type StoredImage } from '../images/stored-image.ts';
import { insertImage, JOT_IMAGE_DIR, nextOrderColumn } from './images.ts';
import type { JotSave, NewImage } from './jot-input.ts';
import { uniqueJotSlug } from './slug.ts';

export interface WriterDeps {
  db: Db;
  storageDir: string;
}

/** Two saves racing for one slug: the loser recomputes it; a few rounds always settle it. */
const SLUG_ATTEMPTS = 3;

/**
 * Creates a validated jot in one transaction: the row (its level is the author's jot_level now,
 * so the My Jots filter keeps what level it was written at), the claimed pending images, the
 * uploaded ones and the achievements the jot earns (First Jot, ...). Image files become visible only after the commit (see StagedFiles).
 */
export async function createJot({ db, storageDir }: WriterDeps, userId: number, save: JotSave): Promise<number> {
  const staged = new StagedFiles(storageDir, JOT_IMAGE_DIR);
  return staged.around(async () => {
    const files = await stageAll(staged, save.images);
    return retryOnSlugClash(() =>
      db.transaction(async (tx) => {
        const { values } = save;
        const slug = await uniqueJotSlug(tx, values.name);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO jots (slug, list_item_id, user_id, name, content, content_type, content_url, duration_seconds, level)
           SELECT $1, $2, u.id, $4, $5, $6, $7, $8, u.jot_level FROM users u WHERE u.id = $3
           RETURNING id`,
          [slug, values.listItemId, userId, values.name, values.content, values.contentType, values.contentUrl, values.durationSeconds],
        );
        if (!row) throw new Error(`user ${userId} vanished while saving a jot`);
        await attachImages(tx, row.id, userId, save.claimIds, files);
        await notifyNewJot(tx, userId, row.id);
        await awardForJots(tx, userId);
        return row.id;
      }),
    );
  });
}

/** Replaces the jot's fields (slug and level stay) and appends images, all or nothing. */
export async function updateJot({ db, storageDir }: WriterDeps, jotId: number, userId: number, save: JotSave): Promise<void> {
  const staged = new StagedFiles(storageDir, JOT_IMAGE_DIR);
  await staged.around(async () => {
    const files = await stageAll(staged, save.images);
    await db.transaction(async (tx) => {
      const { values } = save;
      await tx.query(
        `UPDATE jots SET list_item_id = $2, name = $3, content = $4, content_type = $5, content_url = $6, duration_seconds = $7,
           updated_at = now()
         WHERE id = $1`,
        [jotId, values.listItemId, values.name, values.content, values.contentType, values.contentUrl, values.durationSeconds],
      );
      await attachImages(tx, jotId, userId, save.claimIds, files);
    });
  });
}

interface StagedImage {
  image: NewImage;
  stored: StoredImage;
}

async function stageAll(staged: StagedFiles, images: readonly NewImage[]): Promise<StagedImage[]> {
  const files: StagedImage[] = [];
  for (const image of images) files.push({ image, stored: await stageProcessed(staged, image.image) });
  return files;
}

/**
 * Claimed pending images keep the order numbers they were given while pending; uploaded files
 * follow them, numbered after the jot's last image.
 */
async function attachImages(tx: Db, jotId: number, userId: number, claimIds: readonly number[], files: readonly StagedImage[]): Promise<void> {
  if (claimIds.length > 0) {
    const claimed = await tx.query(
      'UPDATE jot_images SET jot_id = $1 WHERE id = ANY($2::bigint[]) AND jot_id IS NULL AND user_id = $3 RETURNING id',
      [jotId, claimIds, userId],
    );
    // Validation saw them pending; a concurrent save of the same user may have taken them since.
    if (claimed.length !== claimIds.length) throw new ValidationError({ image_ids: ['The selected image ids is invalid.'] });
  }
  let order = await nextOrderColumn(tx, { jotId });
  for (const { image, stored } of files) {
    await insertImage(tx, { jotId, userId, filename: image.filename, stored, type: image.image.type, orderColumn: order });
    order += 1;
  }
}

async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
