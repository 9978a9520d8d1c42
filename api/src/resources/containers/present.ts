import { CONTAINER_FIELDS, type ContainerJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { ContainerRow } from './queries.ts';

/** Containers without relations (resources/relations.ts adds those); pods_pagination counts their visible pods. */
export function serializeContainers(rows: readonly ContainerRow[]): ContainerJson[] {
  return rows.map((row) => ({
    ...jsonFields(row, CONTAINER_FIELDS),
    topic_logo_image: mediaUrl(row.topic_logo_image),
    pods_pagination: { total_records: row.visible_pods },
  }));
}
