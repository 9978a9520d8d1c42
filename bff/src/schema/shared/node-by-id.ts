import type { Context } from '../../context.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';

export interface NodeByIdOptions {
  /**
   * Ids per batch call; 100 by default, the most a `filter[id]` list endpoint answers in one
   * page. Loaders that read a whole list whatever the ids (banners, stories, the viewer) pass
   * `Infinity`: one call per request.
   */
  maxBatchSize?: number;
}

/**
 * A Relay Node type whose global id carries the REST id, loaded per request in batches by a
 * dataloader. `load` answers the records it found, in any order and with the missing ones left
 * out (`sort` puts them back in the order asked, a missing one resolving to null). Records of
 * the type that arrive inside other responses (includes, slug lookups, list pages) are primed
 * into the same loader (`cacheResolved`), so a later lookup by id costs no call.
 */
export function nodeLoadedByIds<Record extends { id: number }>(
  name: string,
  load: (ids: number[], context: Context) => Promise<readonly Record[]>,
  { maxBatchSize = 100 }: NodeByIdOptions = {},
) {
  return builder.loadableNodeRef(name, {
    id: { resolve: (record: Record) => record.id, parse: parseDatabaseId },
    load,
    toKey: (record: Record) => record.id,
    sort: true,
    cacheResolved: true,
    loaderOptions: { maxBatchSize },
  });
}
