import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { one, whole } from '../http/envelope.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { keyAsId } from '../http/lookup.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import { presentUsers, type UserJson } from '../resources/users/present.ts';
import { usersByIds, type UserRow } from '../resources/users/queries.ts';
import { addAuthor, listedAuthorIds, MAX_FILTERED_AUTHORS, mergeBlockedAuthors, removeAuthor, type AuthorFilterKind } from './lists.ts';

const PATHS: Record<AuthorFilterKind, { list: string; add: string; remove: string }> = {
  block: { list: '/users/blocked-authors', add: 'block', remove: 'unblock' },
  mute: { list: '/users/muted-authors', add: 'mute', remove: 'unmute' },
};

/**
 * The reader's block and mute lists, kept on their account. Every route needs a signed-in user
 * (401) and reads or changes only the caller's own lists: there is no way to name someone else's.
 * Register with the api prefix.
 */
export const authorFilterRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', requireUser);
  for (const kind of ['block', 'mute'] as const) registerList(app, db, kind);

  /** POST /users/blocked-authors {user_ids: [...]}: the device's list joins the account's (sign-in). */
  app.post(PATHS.block.list, async (request) => {
    const ids = readUserIds(request.body);
    const userId = viewerOf(request).id;
    await mergeBlockedAuthors(db, userId, ids);
    return whole(await presentListed(db, request, 'block'));
  });
};

function registerList(app: FastifyInstance, db: Db, kind: AuthorFilterKind): void {
  const paths = PATHS[kind];
  app.get(paths.list, async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    return whole(await presentListed(db, request, kind));
  });

  for (const [action, write] of [
    [paths.add, (userId: number, author: UserRow) => addAuthor(db, kind, userId, author)],
    [paths.remove, (userId: number, author: UserRow) => removeAuthor(db, kind, userId, author.id)],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/users/:id/${action}`, async (request) => {
      const author = await existingUser(db, request.params.id);
      await write(viewerOf(request).id, author);
      const [json] = await presentUsers(contextOf(db, request), [author]);
      return one(json);
    });
  }
}

async function presentListed(db: Db, request: FastifyRequest, kind: AuthorFilterKind): Promise<UserJson[]> {
  const ids = await listedAuthorIds(db, kind, viewerOf(request).id);
  const rows = new Map((await usersByIds(db, ids)).map((row) => [row.id, row]));
  return presentUsers(
    contextOf(db, request),
    ids.flatMap((id) => rows.get(id) ?? []),
  );
}

/** `user_ids`: an array of at most 500 positive integer ids (a device's block list). */
function readUserIds(body: unknown): number[] {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).user_ids : undefined;
  if (!Array.isArray(raw)) throw new ValidationError({ user_ids: ['The user ids field must be an array.'] });
  if (raw.length > MAX_FILTERED_AUTHORS) throw new ValidationError({ user_ids: [`The user ids field must not have more than ${MAX_FILTERED_AUTHORS} items.`] });
  const ids = raw.map((value) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null));
  if (ids.some((id) => id === null)) throw new ValidationError({ user_ids: ['The user ids field must hold user ids.'] });
  return [...new Set(ids as number[])];
}

async function existingUser(db: Db, key: string): Promise<UserRow> {
  const id = keyAsId(key);
  const [user] = id === null ? [] : await usersByIds(db, [id]);
  if (!user) throw new NotFoundError('User', key);
  return user;
}
