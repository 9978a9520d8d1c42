import type { UpstreamClient } from './client.ts';
import type { UserJson } from '@jotpod/api/contract';

/** Batch read of public profiles for the id loader (≤ 100 ids). */
export async function usersByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UserJson[]> {
  return (await upstream.getList<UserJson>('/users', { 'filter[id]': ids })).items;
}
