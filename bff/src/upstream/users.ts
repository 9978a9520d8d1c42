import type { UpstreamClient } from './client.ts';
import type { UserRecord } from './records.ts';

/** Batch read of public profiles for the id loader (≤ 100 ids). */
export async function usersByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UserRecord[]> {
  return (await upstream.getList<UserRecord>('/users', { 'filter[id]': ids })).items;
}
