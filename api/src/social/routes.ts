import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { earnedAchievements } from '../achievements/queries.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { list, one, whole } from '../http/envelope.ts';
import { NotFoundError } from '../http/errors.ts';
import { keyAsId } from '../http/lookup.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import type { JotJson } from '../contract/resources.ts';
import { JOT_INCLUDES, presentJots } from '../resources/relations.ts';
import { findJot, JOT_ORDER_COLUMNS, jotPage, likedJotPage, type JotRow } from '../resources/jots/queries.ts';
import { MAX_EXCLUDED_USERS } from '../resources/jots/routes.ts';
import { presentUsers, type UserJson } from '../resources/users/present.ts';
import { followedUserPage, followerUserPage, usersByIds, type UserRow } from '../resources/users/queries.ts';
import { follow, unfollow } from './follows.ts';
import { likeJot, unlikeJot } from './likes.ts';

/** Liked jots 99 a page, author jots 12; the followed list is a card grid like pods. */
const LIKED_PAGE = 99;
const AUTHOR_JOT_PAGE = 12;
const FOLLOWED_PAGE = 12;

/**
 * The social endpoints: likes, follows, an author's jots and achievements. Writes and
 * the caller's own lists need a signed-in user (401); an author's jots and achievements are public.
 * Register with the api prefix.
 */
export const socialRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  registerLikeRoutes(app, db);
  registerFollowRoutes(app, db);
  registerAuthorRoutes(app, db);
};

function registerLikeRoutes(app: FastifyInstance, db: Db): void {
  /** Both answer the jot as GET /jots/{id} does (same include), with its new like_count and has_liked. */
  for (const [action, write] of [
    ['like', likeJot],
    ['unlike', unlikeJot],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/jots/:id/${action}`, { preHandler: requireUser }, async (request) => {
      const include = readInclude(request);
      const jot = await visibleJot(db, request.params.id);
      await write(db, viewerOf(request).id, jot);
      return one(await presentJot(db, request, jot.id, include));
    });
  }

  app.get('/users/likes', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    const page = q.page(LIKED_PAGE);
    q.orderBy(['created_at'] as const, 'created_at'); // when it was liked: the only order
    const dir = q.direction('desc');
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS);
    q.done();
    const viewerId = viewerOf(request).id;
    const { rows, total } = await likedJotPage(db, viewerId, { excludeUserIds, mutedBy: viewerId }, dir, page);
    return list(await presentJots(contextOf(db, request), rows, include), total, page);
  });
}

function registerFollowRoutes(app: FastifyInstance, db: Db): void {
  /** Both answer the user with its new is_following and followers_count. */
  for (const [action, write] of [
    ['follow', follow],
    ['unfollow', unfollow],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/users/:id/${action}`, { preHandler: requireUser }, async (request) => {
      const user = await existingUser(db, request.params.id);
      await write(db, viewerOf(request).id, user.id);
      // Read again: the counts come with the row, and the write just changed them.
      return one(await presentUser(db, request, await existingUser(db, String(user.id))));
    });
  }

  app.get('/users/follows', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    const page = q.page(FOLLOWED_PAGE);
    q.orderBy(['created_at'] as const, 'created_at'); // when they were followed: the only order
    const dir = q.direction('desc');
    q.done();
    const { rows, total } = await followedUserPage(db, viewerOf(request).id, dir, page);
    return list(await presentUsers(contextOf(db, request), rows), total, page);
  });

  /** The viewer's followers (people see only their own), most recent first, as /users/follows pages. */
  app.get('/users/followers', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    const page = q.page(FOLLOWED_PAGE);
    q.orderBy(['created_at'] as const, 'created_at'); // when they followed: the only order
    const dir = q.direction('desc');
    q.done();
    const { rows, total } = await followerUserPage(db, viewerOf(request).id, dir, page);
    return list(await presentUsers(contextOf(db, request), rows), total, page);
  });
}

function registerAuthorRoutes(app: FastifyInstance, db: Db): void {
  /** The author page's jots: oldest first by default, 12 a page. */
  app.get<{ Params: { id: string } }>('/users/:id/jots', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    const page = q.page(AUTHOR_JOT_PAGE);
    const orderBy = q.orderBy(JOT_ORDER_COLUMNS, 'created_at');
    const dir = q.direction('asc');
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS);
    q.done();
    const user = await existingUser(db, request.params.id);
    const { rows, total } = await jotPage(db, { userId: user.id, excludeUserIds }, { by: orderBy, dir }, page);
    return list(await presentJots(contextOf(db, request), rows, include), total, page);
  });

  // Pure reads: achievements are awarded in the transaction of the event that earns them, so a
  // public GET never writes (a crawler or a flood of reads cannot turn into a flood of writes).
  app.get('/users/achievements', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    return whole(await earnedAchievements(db, viewerOf(request).id));
  });

  app.get<{ Params: { id: string } }>('/users/:id/achievements', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    const user = await existingUser(db, request.params.id);
    return whole(await earnedAchievements(db, user.id));
  });
}

function readInclude(request: FastifyRequest) {
  const q = new QueryReader(request.query);
  const include = q.include(JOT_INCLUDES);
  q.done();
  return include;
}

/** A jot the caller can see (inactive pods hide theirs): the Jot 404 otherwise. */
async function visibleJot(db: Db, key: string): Promise<JotRow> {
  const jot = await findJot(db, key);
  if (!jot) throw new NotFoundError('Jot', key);
  return jot;
}

async function presentJot(db: Db, request: FastifyRequest, id: number, include: ReturnType<typeof readInclude>): Promise<JotJson> {
  const jot = await visibleJot(db, String(id));
  const [json] = await presentJots(contextOf(db, request), [jot], include);
  if (!json) throw new NotFoundError('Jot', String(id));
  return json;
}

/** Users have no slugs: /users/{id} is numeric only (the User 404 otherwise). */
async function existingUser(db: Db, key: string): Promise<UserRow> {
  const id = keyAsId(key);
  const [user] = id === null ? [] : await usersByIds(db, [id]);
  if (!user) throw new NotFoundError('User', key);
  return user;
}

async function presentUser(db: Db, request: FastifyRequest, user: UserRow): Promise<UserJson> {
  const [json] = await presentUsers(contextOf(db, request), [user]);
  if (!json) throw new NotFoundError('User', String(user.id));
  return json;
}
