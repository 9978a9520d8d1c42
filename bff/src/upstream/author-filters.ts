import { segment, type UpstreamClient } from './client.ts';
import { unwrapList, unwrapSingle } from './envelope.ts';
import { UpstreamUnavailableError } from './errors.ts';
import type { UserJson } from '@jotpod/api/contract';

/**
 * The viewer's block and mute lists on their account (docs/rest-api.md, "Block and mute lists").
 * Every call carries the viewer's token; the api only ever answers the caller's own lists. Adding
 * oneself or the expert account arrives as a ValidationError on user_id, an unknown user as
 * UpstreamNotFoundError.
 */

export type AuthorFilterKind = 'block' | 'mute';

const LIST_PATH: Record<AuthorFilterKind, string> = { block: '/users/blocked-authors', mute: '/users/muted-authors' };
const ACTIONS: Record<AuthorFilterKind, { add: string; remove: string }> = {
  block: { add: 'block', remove: 'unblock' },
  mute: { add: 'mute', remove: 'unmute' },
};

/** The authors on the list, most recently added first (at most 500). */
export async function listedAuthors(upstream: UpstreamClient, kind: AuthorFilterKind): Promise<UserJson[]> {
  return users(await upstream.getJson(LIST_PATH[kind]), `GET ${LIST_PATH[kind]}`);
}

/** Puts the author on the list, or takes them off (both idempotent); answers the author. */
export async function setListed(upstream: UpstreamClient, kind: AuthorFilterKind, userId: number, listed: boolean): Promise<UserJson> {
  const action = listed ? ACTIONS[kind].add : ACTIONS[kind].remove;
  const body = unwrapSingle(await upstream.postJson(`/users/${segment(userId)}/${action}`, {}));
  if (!body) throw new UpstreamUnavailableError(`POST /users/{id}/${action}: not a {data: {...}} envelope`);
  return body as unknown as UserJson;
}

/** Adds a device's block list to the account's; answers the merged list. */
export async function mergeBlockedAuthors(upstream: UpstreamClient, userIds: readonly number[]): Promise<UserJson[]> {
  return users(await upstream.postJson(LIST_PATH.block, { user_ids: userIds }), `POST ${LIST_PATH.block}`);
}

function users(body: unknown, what: string): UserJson[] {
  const page = unwrapList(body);
  if (!page) throw new UpstreamUnavailableError(`${what}: not a {data: [...]} envelope`);
  return page.items as unknown as UserJson[];
}
