import type { FastifyPluginAsync } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { groupBy } from '../db/sql.ts';
import { mediaUrl } from '../http/media.ts';
import { loadOwnProfile } from './own-profile.ts';

/**
 * GET /api/v1/user/export: everything the signed-in user keeps here, as one JSON document (the
 * profile page's "Download my data"): the profile, their jots (held ones too, with image URLs),
 * their likes, whom they follow and who follows them, their block and mute lists, their
 * collections with every entry (the jot's id and title, status, note, when it was saved; the
 * title null once the jot was deleted) and the collections they follow. Only ever the caller's
 * own: no parameter names anyone else.
 */
export const dataExportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/user/export', { preHandler: requireUser }, async (request) => {
    const userId = viewerOf(request).id;
    const [profile, jots, images, likes, following, followers, blocked, muted, collections, entries, followedCollections] = await Promise.all([
      loadOwnProfile(db, userId),
      db.query<{ id: number; slug: string; name: string; content_type: string; content_url: string | null; content: string; level: number; like_count: number; created_at: Date; updated_at: Date; list_item_id: number }>(
        `SELECT id, slug, name, content_type, content_url, content, level, like_count, created_at, updated_at, list_item_id
           FROM jots WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      ),
      db.query<{ jot_id: number; name: string; path: string; order_column: number }>(
        `SELECT i.jot_id, i.name, i.path, i.order_column FROM jot_images i JOIN jots j ON j.id = i.jot_id
          WHERE j.user_id = $1 ORDER BY i.jot_id, i.order_column, i.id`,
        [userId],
      ),
      db.query(
        `SELECT j.id AS jot_id, j.slug, j.name, l.created_at AS liked_at FROM likes l JOIN jots j ON j.id = l.jot_id
          WHERE l.user_id = $1 ORDER BY l.created_at, j.id`,
        [userId],
      ),
      people(db, 'SELECT f.followed_id AS id, f.created_at AS since FROM follows f WHERE f.follower_id = $1', userId),
      people(db, 'SELECT f.follower_id AS id, f.created_at AS since FROM follows f WHERE f.followed_id = $1', userId),
      people(db, 'SELECT b.author_id AS id, b.created_at AS since FROM blocked_authors b WHERE b.user_id = $1', userId),
      people(db, 'SELECT m.author_id AS id, m.created_at AS since FROM muted_authors m WHERE m.user_id = $1', userId),
      db.query<{ id: number; name: string; description: string; is_public: boolean; is_default: boolean; created_at: Date; updated_at: Date }>(
        `SELECT id, name, description, is_public, is_default, created_at, updated_at FROM collections
          WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
        [userId],
      ),
      // In each collection's manual order.
      db.query<{ collection_id: number; jot_id: number | null; title: string | null; status: string; note: string; saved_at: Date }>(
        `SELECT ci.collection_id, ci.jot_id, j.name AS title, ci.status, ci.note, ci.created_at AS saved_at
           FROM collection_items ci LEFT JOIN jots j ON j.id = ci.jot_id
          WHERE ci.user_id = $1 ORDER BY ci.collection_id, ci.rank`,
        [userId],
      ),
      db.query(
        `SELECT c.id, c.name, c.user_id, f.created_at AS since FROM collection_follows f JOIN collections c ON c.id = f.collection_id
          WHERE f.user_id = $1 ORDER BY f.created_at, c.id`,
        [userId],
      ),
    ]);
    const entriesByCollection = groupBy(entries, (entry) => entry.collection_id);
    return {
      exported_at: new Date().toISOString(),
      profile,
      jots: jots.map((jot) => ({
        ...jot,
        images: images.filter((image) => image.jot_id === jot.id).map((image) => ({ name: image.name, url: mediaUrl(image.path), order_column: image.order_column })),
      })),
      likes,
      following,
      followers,
      blocked_authors: blocked,
      muted_authors: muted,
      collections: collections.map((collection) => ({
        ...collection,
        items: (entriesByCollection.get(collection.id) ?? []).map(({ collection_id: _, ...entry }) => entry),
      })),
      followed_collections: followedCollections,
    };
  });
};

/** Users related to the caller by `relation` (id and since), with their names, oldest first. */
function people(db: Db, relation: string, userId: number) {
  return db.query<{ id: number; name: string; since: Date }>(
    `SELECT r.id, u.name, r.since FROM (${relation}) r JOIN users u ON u.id = r.id ORDER BY r.since, r.id`,
    [userId],
  );
}
