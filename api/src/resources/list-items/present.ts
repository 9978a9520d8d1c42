import { LIST_ITEM_FIELDS, type ListItemJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import type { ListItemRow } from './queries.ts';

/** A list item without relations (resources/relations.ts adds those). */
export function serializeListItem(row: ListItemRow): ListItemJson {
  return { ...jsonFields(row, LIST_ITEM_FIELDS), pod_id: row.pod_id, container_id: row.container_id };
}
