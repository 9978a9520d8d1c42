import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth/viewer.ts';
import { NotFoundError } from '../http/errors.ts';
import { removeStoredImage, type RenditionRecord } from '../images/stored-image.ts';
import { findJot } from '../resources/jots/queries.ts';
import { assertAuthor } from './access.ts';
import { isPathShared, JOT_IMAGE_DIR } from './images.ts';
import type { WriterDeps } from './jot-writer.ts';

/**
 * DELETE /jots/{id}: the author removes their jot (204). Its likes and image rows go with the row
 * (foreign keys ON DELETE CASCADE), its search entry too (the tsvector is a column of the row),
 * and its pod's trending score drops by the jot's (trigger). The image files are removed after the
 * commit, so a failed delete keeps them; a file another row still uses (seeded images) stays.
 * Anyone but the author gets 403 and nothing changes; an unknown jot is the Jot 404.
 */
export function registerJotDeleteRoute(app: FastifyInstance, { db, storageDir }: WriterDeps): void {
  app.delete<{ Params: { id: string } }>('/jots/:id', async (request, reply) => {
    const jot = await findJot(db, request.params.id);
    if (!jot) throw new NotFoundError('Jot', request.params.id);
    assertAuthor(jot, viewerOf(request).id);
    await removeJot({ db, storageDir }, jot.id);
    return reply.code(204).send();
  });
}

/**
 * Removes a jot for good: the row with its likes, image rows and reports (cascades), then, after
 * the commit, the image files no other row uses. Answers whether there was such a jot.
 */
export async function removeJot({ db, storageDir }: WriterDeps, jotId: number): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const images = await tx.query<{ path: string; renditions: RenditionRecord[] }>(
      'DELETE FROM jot_images WHERE jot_id = $1 RETURNING path, renditions',
      [jotId],
    );
    const removed = await tx.query('DELETE FROM jots WHERE id = $1 RETURNING id', [jotId]);
    return { images, found: removed.length > 0 };
  });
  for (const image of outcome.images) {
    if (!(await isPathShared(db, image.path))) await removeStoredImage(storageDir, JOT_IMAGE_DIR, image.path, image.renditions);
  }
  return outcome.found;
}
