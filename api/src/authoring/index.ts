import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { registerJotDeleteRoute } from './jot-delete.ts';
import { registerJotWriteRoutes } from './jot-routes.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerOwnJotRoutes } from './own-jots.ts';
import { startPendingUploadSweep } from './pending-uploads.ts';

export interface AuthoringOptions {
  db: Db;
  /** The storage root (DATA_DIR/uploads); jot images go to storageDir/jots. */
  storageDir: string;
}

/**
 * Writing jots: create, update and delete, their images (media), and the author's own list.
 * Every route needs a signed-in user (401 otherwise). Register with the api prefix.
 */
export const authoringRoutes: FastifyPluginAsync<AuthoringOptions> = async (app, { db, storageDir }) => {
  // Encapsulated: multipart parsing stays in this scope (the avatar route registers its own).
  // An oversized file is marked, not thrown, so the form still reports every image's problem.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preHandler', requireUser);
  registerJotWriteRoutes(app, { db, storageDir });
  registerJotDeleteRoute(app, { db, storageDir });
  registerMediaRoutes(app, { db, storageDir });
  registerOwnJotRoutes(app, db);
  // Unclaimed uploads older than a day are removed while the api runs, and no longer once it closes.
  const sweep = startPendingUploadSweep({ db, storageDir, onError: (error) => app.log.error({ err: error }, 'removing expired pending uploads failed') });
  app.addHook('onClose', async () => sweep.stop());
};
