import type { FastifyInstance } from 'fastify';
import { FormReader } from '../accounts/rules.ts';
import { viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { keyAsId } from '../http/lookup.ts';
import { CONTENT_WIDTHS } from '../images/pipeline.ts';
import { StagedFiles } from '../images/staged-files.ts';
import { removeStoredImage, stageProcessed } from '../images/stored-image.ts';
import { imageMessages, PENDING_UPLOADS_MAX, PENDING_UPLOADS_MESSAGE, readImageUpload } from '../images/upload-rules.ts';
import { findJot } from '../resources/jots/queries.ts';
import { assertAuthor, assertImageOwner } from './access.ts';
import { readFormInput, valueOf, type FormInput } from './form-input.ts';
import { findImage, IMAGE_COLUMNS, insertImage, isPathShared, JOT_IMAGE_DIR, nextOrderColumn, presentMedia, type ImageRow } from './images.ts';
import type { WriterDeps } from './jot-writer.ts';

const FILE = imageMessages('file');
const MAX_ORDER = 1_000_000;

/**
 * The jot form's image widget: upload one image (to a jot, or pending until a save claims it
 * through image_ids[]), delete one, renumber one. Only the jot's author, or for a pending image
 * its uploader, may change it (403 otherwise). A user holds at most PENDING_UPLOADS_MAX pending
 * uploads; unclaimed ones are removed after a day (pending-sweep.ts).
 */
export function registerMediaRoutes(app: FastifyInstance, { db, storageDir }: WriterDeps): void {
  app.post('/media/create', async (request, reply) => {
    const userId = viewerOf(request).id;
    const input = await readFormInput(request, { maxFiles: 1, maxFieldBytes: 1024 });
    const jotId = await readTargetJot(db, input, userId);
    // Refused before the decode when the quota is already reached; checked again under a lock below.
    if (jotId === null) await assertPendingRoom(db, userId);
    const upload = await readFile(input);
    const staged = new StagedFiles(storageDir, JOT_IMAGE_DIR);
    const row = await staged.around(async () => {
      const stored = await stageProcessed(staged, upload.image);
      return db.transaction(async (tx) => {
        if (jotId === null) {
          // Serializes one user's concurrent uploads, so parallel requests cannot pass the quota together.
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
          await assertPendingRoom(tx, userId);
        }
        const orderColumn = await nextOrderColumn(tx, jotId === null ? { pendingOf: userId } : { jotId });
        const image = await insertImage(tx, { jotId, userId, filename: upload.filename, stored, type: upload.image.type, orderColumn });
        await touchJot(tx, jotId);
        return image;
      });
    });
    return reply.code(201).send(one(presentMedia(row)));
  });

  app.delete<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const image = await ownImage(db, request.params.id, viewerOf(request).id);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM jot_images WHERE id = $1', [image.id]);
      await touchJot(tx, image.jot_id);
    });
    // After the commit: a failed delete keeps its file. Seeded files may back several rows.
    if (!(await isPathShared(db, image.path))) await removeStoredImage(storageDir, JOT_IMAGE_DIR, image.path, image.renditions);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/media/:id/order-column', async (request) => {
    const image = await ownImage(db, request.params.id, viewerOf(request).id);
    const input = await readFormInput(request, { maxFiles: 0, maxFieldBytes: 64 });
    const orderColumn = readOrderColumn(valueOf(input, 'order_column'));
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.query<ImageRow>(
        `UPDATE jot_images SET order_column = $2 WHERE id = $1 RETURNING ${IMAGE_COLUMNS}`,
        [image.id, orderColumn],
      );
      await touchJot(tx, image.jot_id);
      return row;
    });
    if (!updated) throw mediaNotFound(request.params.id);
    return one(presentMedia(updated));
  });
}

/** `jot_id` when given must name a jot the viewer wrote; absent or empty means a pending upload. */
async function readTargetJot(db: Db, input: FormInput, userId: number): Promise<number | null> {
  const raw = valueOf(input, 'jot_id')?.trim();
  if (raw === undefined || raw === '') return null;
  const jot = keyAsId(raw) === null ? undefined : await findJot(db, raw);
  if (!jot) throw new ValidationError({ jot_id: ['The selected jot id is invalid.'] });
  assertAuthor(jot, userId);
  return jot.id;
}

async function readFile(input: FormInput) {
  if (input.tooManyFiles) throw new ValidationError({ file: ['Only one file may be uploaded per request.'] });
  const file = input.files.find((f) => f.field === 'file' && (f.bytes.length > 0 || f.truncated));
  if (!file) throw new ValidationError({ file: [FILE.required] });
  const upload = await readImageUpload(file.bytes, file.truncated, CONTENT_WIDTHS);
  if (!upload.ok) throw new ValidationError({ file: [FILE[upload.problem]] });
  return { filename: file.filename, image: upload.image };
}

/** A user's uploads waiting for a jot are capped: each one is files on our disk until claimed or swept. */
async function assertPendingRoom(db: Db, userId: number): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jot_images WHERE jot_id IS NULL AND user_id = $1', [userId]);
  if ((row?.n ?? 0) >= PENDING_UPLOADS_MAX) throw new ValidationError({ file: [PENDING_UPLOADS_MESSAGE] });
}

/** `order_column`: an integer of at least 1 (ties are ordered by id). */
function readOrderColumn(raw: string | undefined): number {
  const form = new FormReader({ order_column: raw });
  const value = form.requiredString('order_column');
  if (value !== undefined) {
    if (!/^-?\d{1,15}$/.test(value)) form.fail('order_column', 'The order column field must be an integer.');
    else if (Number(value) < 1) form.fail('order_column', 'The order column field must be at least 1.');
    else if (Number(value) > MAX_ORDER) form.fail('order_column', `The order column field must not be greater than ${MAX_ORDER}.`);
  }
  form.done();
  return Number(value);
}

async function ownImage(db: Db, key: string, userId: number): Promise<ImageRow> {
  const id = keyAsId(key);
  const image = id === null ? undefined : await findImage(db, id);
  if (!image) throw mediaNotFound(key);
  await assertImageOwner(db, image, userId);
  return image;
}

function mediaNotFound(key: string): HttpError {
  return new HttpError(404, { message: `No query results for model [App\\Models\\Media] ${key}` });
}

/** A jot's images are part of it: clients caching by updated_at see the change. */
async function touchJot(tx: Db, jotId: number | null): Promise<void> {
  if (jotId !== null) await tx.query('UPDATE jots SET updated_at = now() WHERE id = $1', [jotId]);
}
