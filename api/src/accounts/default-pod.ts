import type { FastifyPluginAsync } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { loadOwnProfile } from './own-profile.ts';
import { FormReader } from './rules.ts';

/**
 * POST /api/v1/users/pod {pod_id}: the pod page's "Set as Default Topic" / "Unset Default Topic"
 * button. Sending the current default again (or null) unsets it, so the button is one call
 * either way. Only pods a reader can see (active, in an active container) can be chosen.
 */
export const defaultPodRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/v1/users/pod', { preHandler: requireUser }, async (request) => {
    const userId = viewerOf(request).id;
    const form = new FormReader(request.body);
    const podId = form.presentNullableId('pod_id');
    if (typeof podId === 'number' && !(await isVisiblePod(db, podId))) form.fail('pod_id', 'The selected pod id is invalid.');
    form.done();

    await db.query(
      `UPDATE users SET default_pod_id = CASE WHEN default_pod_id IS NOT DISTINCT FROM $2 THEN NULL ELSE $2 END,
         updated_at = now()
       WHERE id = $1`,
      [userId, podId ?? null],
    );
    return one(await loadOwnProfile(db, userId));
  });
};

async function isVisiblePod(db: Db, podId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM pods p JOIN containers c ON c.id = p.container_id
     WHERE p.id = $1 AND p.is_active AND c.is_active`,
    [podId],
  );
  return rows.length > 0;
}
