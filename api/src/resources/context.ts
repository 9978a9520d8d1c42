import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';

/** What every query and presenter needs: the database and who is looking. */
export interface ReadContext {
  db: Db;
  /** The signed-in user, or null for visitors (has_liked, is_following, is_default, private profiles). */
  viewerId: number | null;
}

export function contextOf(db: Db, request: FastifyRequest): ReadContext {
  return { db, viewerId: viewerIdOf(request) };
}

/**
 * `request.viewer` is set by the auth layer's onRequest hook (auth/viewer.ts) from the bearer
 * token. Read structurally so the read side works, as a visitor, whether or not that hook is
 * registered on the instance.
 */
function viewerIdOf(request: FastifyRequest): number | null {
  const { viewer } = request as { viewer?: { id: number } | null };
  return viewer?.id ?? null;
}
