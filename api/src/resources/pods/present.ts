import { POD_FIELDS, type PodJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { ReadContext } from '../context.ts';
import { defaultPodOf } from '../users/queries.ts';
import type { PodRow } from './queries.ts';

/** Pods without relations (resources/relations.ts adds those); is_default is the viewer's. */
export async function serializePods(ctx: ReadContext, rows: readonly PodRow[]): Promise<PodJson[]> {
  const defaultPodId = ctx.viewerId === null ? null : await defaultPodOf(ctx.db, ctx.viewerId);
  return rows.map((row) => ({
    ...jsonFields(row, POD_FIELDS),
    is_default: row.id === defaultPodId,
    topic_logo_image: mediaUrl(row.topic_logo_image),
    topic_profile_image: mediaUrl(row.topic_profile_image),
  }));
}
