import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from '../context.ts';

/** The api's filter[id] cap (docs/rest-api.md): one REST call per 100 keys. */
export const MAX_BATCH = 100;

/**
 * A per-request DataLoader over a `filter[id]` batch read, for relations that are not nodes of
 * their own (a section's subtree, a pod's section forest). createContextCache keys it on the
 * request context, so nothing is shared between requests (a module-scope loader would serve one user's rows to another).
 * Missing ids resolve to null: hidden or deleted rows are simply absent from batch answers.
 */
export function batchLoaderById<T extends { id: number }>(
  read: (context: Context, ids: readonly number[]) => Promise<T[]>,
): (context: Context) => DataLoader<number, T | null> {
  return createContextCache(
    (context: Context) =>
      new DataLoader<number, T | null>(
        async (ids) => {
          const byId = new Map((await read(context, ids)).map((row) => [row.id, row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      ),
  );
}
