import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { ImageRow } from './images.ts';

/** Laravel's AuthorizationException body. */
export class ForbiddenError extends HttpError {
  constructor() {
    super(403, { message: 'This action is unauthorized.' });
  }
}

/** Only a jot's author changes it. */
export function assertAuthor(jot: { user_id: number }, userId: number): void {
  if (jot.user_id !== userId) throw new ForbiddenError();
}

/**
 * An attached image belongs to its jot's author; a pending one (no jot yet) to its uploader.
 */
export async function assertImageOwner(db: Db, image: ImageRow, userId: number): Promise<void> {
  if (image.jot_id === null) {
    if (image.user_id !== userId) throw new ForbiddenError();
    return;
  }
  const [jot] = await db.query<{ user_id: number }>('SELECT user_id FROM jots WHERE id = $1', [image.jot_id]);
  if (!jot) throw new ForbiddenError();
  assertAuthor(jot, userId);
}
