import type { Db } from '../db/client.ts';
import { jsonFields } from '../contract/json.ts';
import { OWN_USER_FIELDS, type OwnUserJson } from '../contract/resources.ts';
import { presentUsers } from '../resources/users/present.ts';
import { usersByIds } from '../resources/users/queries.ts';
import { pendingEmailOf } from './email-change.ts';

/**
 * The signed-in user's own profile: the public user resource as its owner sees it, i.e. with
 * email, phone and default_pod_id (the read endpoints' presenter decides the shape, so
 * GET /users/{id} and GET /user never drift apart).
 */
export async function loadOwnProfile(db: Db, userId: number): Promise<OwnUserJson> {
  const rows = await usersByIds(db, [userId]);
  const [json] = await presentUsers({ db, viewerId: userId }, rows);
  if (!json || !rows[0]) throw new Error(`user ${userId} vanished while signed in`);
  return { ...json, ...jsonFields(rows[0], OWN_USER_FIELDS), pending_email: await pendingEmailOf(db, userId) };
}

export type { OwnUserJson as OwnProfileJson } from '../contract/resources.ts';

export { emailTaken, isUniqueViolation } from './email-uniqueness.ts';
