import type { Db } from '../db/client.ts';
import { removeStoredImage, type RenditionRecord } from '../images/stored-image.ts';
import { isPathShared, JOT_IMAGE_DIR } from './images.ts';

/** A pending upload (the jot form's widget uploads before the save) is kept this long unclaimed. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the api looks for expired pending uploads. */
export const PENDING_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes every upload no jot claimed within PENDING_UPLOAD_TTL_MS of `now`: the rows first
 * (in one statement, so a save claiming one at the same moment either wins and keeps it or finds
 * it gone), then their files. Returns how many were removed.
 */
export async function removeExpiredPendingUploads(db: Db, storageDir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  const removed = await db.query<{ path: string; renditions: RenditionRecord[] }>(
    'DELETE FROM jot_images WHERE jot_id IS NULL AND created_at < $1 RETURNING path, renditions',
    [cutoff.toISOString()],
  );
  for (const image of removed) {
    if (!(await isPathShared(db, image.path))) await removeStoredImage(storageDir, JOT_IMAGE_DIR, image.path, image.renditions);
  }
  return removed.length;
}

export interface PendingSweep {
  stop(): void;
}

/**
 * Runs the removal every `intervalMs` (first after one interval) until stopped. A failed round
 * (the database briefly away) is reported and retried at the next one; it never stops the api.
 */
export function startPendingUploadSweep(
  { db, storageDir, intervalMs = PENDING_SWEEP_INTERVAL_MS, onError }: { db: Db; storageDir: string; intervalMs?: number; onError: (error: unknown) => void },
): PendingSweep {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    removeExpiredPendingUploads(db, storageDir, new Date())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The sweep never keeps a process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
