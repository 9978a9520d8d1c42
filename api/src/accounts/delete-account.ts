import type { FastifyPluginAsync } from 'fastify';
import { isPathShared, JOT_IMAGE_DIR } from '../authoring/images.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { removeStoredImage, type RenditionRecord } from '../images/stored-image.ts';
import { lockTrendingReference, recomputeJotTrending } from '../trending/score.ts';
import type { Mailer } from './mailer.ts';
import { WRONG_CURRENT_PASSWORD } from './profile.ts';
import { FormReader } from './rules.ts';

const AVATAR_DIR = 'avatars';

interface StoredFile {
  path: string | null;
  renditions: RenditionRecord[];
}

/**
 * DELETE /api/v1/user {password}: the signed-in user deletes their account, confirmed with their
 * password (a session alone, a borrowed laptop, must not be enough). One transaction removes the
 * user row; the foreign keys take everything that is theirs with it (jots with their images, likes
 * and reports, likes given, follows both ways, notifications, block and mute lists, achievements,
 * their collections with their entries and followers, the collections they follow (the counts
 * of those follow, kept by triggers), every access and refresh token: every session ends), list items they authored stay without an
 * author, and pending password resets for the address go. The email can register again at once.
 * After the commit their image files are removed and a confirmation is mailed to the address.
 * Answers 204; a wrong or missing password is a 422 on `password` and changes nothing.
 */
export const deleteAccountRoutes: FastifyPluginAsync<{ db: Db; storageDir: string; mailer: Mailer }> = async (app, { db, storageDir, mailer }) => {
  app.delete('/api/v1/user', { preHandler: requireUser }, async (request, reply) => {
    const userId = viewerOf(request).id;
    const form = new FormReader(request.body);
    const password = form.password('password');
    const [user] = await db.query<{ name: string; email: string; password_hash: string | null }>(
      'SELECT name, email, password_hash FROM users WHERE id = $1',
      [userId],
    );
    if (password !== undefined && !(await verifyPassword(user?.password_hash ?? null, password))) form.fail('password', WRONG_CURRENT_PASSWORD);
    form.done();
    if (!user) return reply.code(204).send();

    const files = await db.transaction(async (tx) => {
      const images = await tx.query<StoredFile>(
        `SELECT i.path, i.renditions FROM jot_images i
          WHERE i.user_id = $1 OR i.jot_id IN (SELECT id FROM jots WHERE user_id = $1)`,
        [userId],
      );
      const [avatar] = await tx.query<StoredFile>('SELECT avatar AS path, avatar_renditions AS renditions FROM users WHERE id = $1', [userId]);
      await tx.query('DELETE FROM password_resets WHERE lower(email) = lower($1)', [user.email]);
      // Their likes of others' jots go with them: those jots' counts and trending scores follow.
      await lockTrendingReference(tx);
      const liked = await tx.query<{ jot_id: number }>(
        `DELETE FROM likes l USING jots j WHERE l.user_id = $1 AND j.id = l.jot_id AND j.user_id <> $1 RETURNING l.jot_id`,
        [userId],
      );
      for (const { jot_id: jotId } of liked) {
        await tx.query('UPDATE jots SET like_count = greatest(like_count - 1, 0) WHERE id = $1', [jotId]);
        await recomputeJotTrending(tx, jotId);
      }
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
      return { images, avatar };
    });
    for (const image of files.images) {
      if (image.path && !(await isPathShared(db, image.path))) await removeStoredImage(storageDir, JOT_IMAGE_DIR, image.path, image.renditions);
    }
    await removeStoredImage(storageDir, AVATAR_DIR, files.avatar?.path ?? null, files.avatar?.renditions ?? []);
    try {
      await mailer.send({
        to: user.email,
        subject: 'Your Jotpod account was deleted',
        text:
          `Hello ${user.name},\n\nYour Jotpod account and everything in it (your jots, images, likes and follows) ` +
          'were deleted at your request, and every sign-in to it has ended.\n\n' +
          'You can register again with this address at any time.\n\nJotpod',
      });
    } catch (error) {
      // The account is gone either way; a mail server hiccup must not turn that into an error.
      request.log.error({ err: error }, 'the account deletion mail could not be sent');
    }
    return reply.code(204).send();
  });
};
