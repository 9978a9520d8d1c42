import { segment, type UpstreamClient } from './client.ts';
import type { AchievementRecord } from './accounts.ts';
import { answeredResource as resource, type ListPage } from './envelope.ts';
import { excludeParam } from './jots.ts';
import type { JotJson, UserJson } from '@jotpod/api/contract';

/**
 * The social endpoints of the api: likes, follows, an author's jots and achievements. Writes
 * answer the changed resource (a 404 for an unknown or hidden jot or user arrives as
 * UpstreamNotFoundError, following oneself as a ValidationError).
 */

/** Jot cards show their author, so every jot read includes it (see jots.ts). */
const CARD_INCLUDE = 'user';

export interface PageRequest {
  page: number;
  size: number;
}

/** Idempotent: liking twice is one like. Answers the jot with its new like_count and has_liked. */
export async function likeJot(upstream: UpstreamClient, jotId: number): Promise<JotJson> {
  return resource<JotJson>(await upstream.postJson(`/jots/${segment(jotId)}/like?include=${CARD_INCLUDE}`, {}), 'POST /jots/{id}/like');
}

export async function unlikeJot(upstream: UpstreamClient, jotId: number): Promise<JotJson> {
  return resource<JotJson>(await upstream.postJson(`/jots/${segment(jotId)}/unlike?include=${CARD_INCLUDE}`, {}), 'POST /jots/{id}/unlike');
}

/** Idempotent; following oneself is a 422. Answers the user with is_following and the counts. */
export async function followUser(upstream: UpstreamClient, userId: number): Promise<UserJson> {
  return resource<UserJson>(await upstream.postJson(`/users/${segment(userId)}/follow`, {}), 'POST /users/{id}/follow');
}

export async function unfollowUser(upstream: UpstreamClient, userId: number): Promise<UserJson> {
  return resource<UserJson>(await upstream.postJson(`/users/${segment(userId)}/unfollow`, {}), 'POST /users/{id}/unfollow');
}

/** One public profile; null when there is no such user. */
export function findUser(upstream: UpstreamClient, userId: number): Promise<UserJson | null> {
  return upstream.findOne<UserJson>(`/users/${segment(userId)}`);
}

/** The viewer's liked jots, most recently liked first ('Inspired Jots'). */
export function likedJots(upstream: UpstreamClient, page: PageRequest, excludeUserIds?: readonly number[]): Promise<ListPage<JotJson>> {
  return upstream.getList<JotJson>('/users/likes', {
    include: CARD_INCLUDE,
    exclude_user_ids: excludeParam(excludeUserIds),
    order_by: 'created_at',
    dir: 'desc',
    page: page.page,
    size: page.size,
  });
}

/** The users the viewer follows, most recently followed first. */
export function followedUsers(upstream: UpstreamClient, page: PageRequest): Promise<ListPage<UserJson>> {
  return upstream.getList<UserJson>('/users/follows', { page: page.page, size: page.size });
}

/** The users following the viewer, most recent first. */
export function followers(upstream: UpstreamClient, page: PageRequest): Promise<ListPage<UserJson>> {
  return upstream.getList<UserJson>('/users/followers', { page: page.page, size: page.size });
}

/** An author's jots, oldest first (the author page's endless scroll), or newest first (their feed). */
export function jotsOfUser(
  upstream: UpstreamClient,
  userId: number,
  page: PageRequest,
  excludeUserIds?: readonly number[],
  direction: 'asc' | 'desc' = 'asc',
): Promise<ListPage<JotJson>> {
  return upstream.getList<JotJson>(`/users/${segment(userId)}/jots`, {
    include: CARD_INCLUDE,
    exclude_user_ids: excludeParam(excludeUserIds),
    order_by: 'created_at',
    dir: direction,
    page: page.page,
    size: page.size,
  });
}

/** What a user has earned, first earned first (empty for an unknown user). */
export async function achievementsOfUser(upstream: UpstreamClient, userId: number): Promise<AchievementRecord[]> {
  return (await upstream.getList<AchievementRecord>(`/users/${segment(userId)}/achievements`)).items;
}

