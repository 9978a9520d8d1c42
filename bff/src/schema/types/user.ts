import type { Context } from '../../context.ts';
import { usersByIds } from '../../upstream/users.ts';
import type { UserRecord } from '../../upstream/records.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';
import { JotLevelEnum, jotLevelOf } from './jot-level.ts';

/**
 * A public profile (an author). Batched by id (`/users?filter[id]`); users that arrive inside
 * other responses (a jot's `user`, a list item's `author`) are primed into the loader.
 * Privacy is the api's job: for a private user seen by someone else, bio and links arrive null.
 */
export const UserRef = builder.loadableNodeRef('User', {
  id: { resolve: (user: UserRecord) => user.id, parse: parseDatabaseId },
  load: (ids: number[], context: Context) => usersByIds(context.upstream, ids),
  toKey: (user) => user.id,
  sort: true,
  cacheResolved: true,
  loaderOptions: { maxBatchSize: 100 },
});

UserRef.implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (/author/{id}).' }),
    name: t.exposeString('name'),
    avatarUrl: t.string({ nullable: true, resolve: (user) => user.avatar }),
    bio: t.string({ nullable: true, description: 'Null when the profile is private.', resolve: (user) => user.bio }),
    facebook: t.string({ nullable: true, resolve: (user) => user.facebook }),
    linkedin: t.string({ nullable: true, resolve: (user) => user.linkedin }),
    instagram: t.string({ nullable: true, resolve: (user) => user.instagram }),
    twitter: t.string({ nullable: true, resolve: (user) => user.twitter }),
    pinterest: t.string({ nullable: true, resolve: (user) => user.pinterest }),
    storefrontUrl: t.string({ nullable: true, resolve: (user) => user.storefront_url }),
    isPrivate: t.exposeBoolean('is_private', { description: "Bio and social links are hidden from others ('This account is private.')." }),
    isCompany: t.exposeBoolean('is_company'),
    isExpert: t.exposeBoolean('is_expert', { description: 'The built-in expert account (cannot be blocked).' }),
    jotLevel: t.field({ type: JotLevelEnum, resolve: (user) => jotLevelOf(user.jot_level) }),
    createdAt: t.exposeString('created_at', { description: 'ISO 8601 (member since).' }),
  }),
});
