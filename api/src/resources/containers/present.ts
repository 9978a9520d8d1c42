import { CONTAINER_FIELDS, type ContainerJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { ReadContext } from '../context.ts';
import { visiblePodCounts, type ContainerRow } from './queries.ts';

/** Containers without relations (resources/relations.ts adds those); pods_pagination counts their visible pods. */
export async function serializeContainers(ctx: ReadContext, rows: readonly ContainerRow[]): Promise<ContainerJson[]> {
  const counts = await visiblePodCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...jsonFields(row, CONTAINER_FIELDS),
    topic_logo_image: mediaUrl(row.topic_logo_image),
    pods_pagination: { total_records: counts.get(row.id) ?? 0 },
  }));
}
