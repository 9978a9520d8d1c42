/**
 * Where list items sit: each with its section, pod and container, read in one statement (one
 * row per list item, its places' columns side by side), for the relations of jots and list
 * items. Rows of the same section, pod or container come once however many list items share it.
 */
import { CONTAINER_FIELDS, LIST_ITEM_FIELDS, POD_FIELDS, SECTION_FIELDS } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import { visiblePodsOf, type ContainerRow } from './containers/queries.ts';
import type { ListItemRow } from './list-items/queries.ts';
import type { PodRow } from './pods/queries.ts';
import type { SectionRow } from './sections/queries.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from './visibility.ts';

export interface Places {
  listItems: ListItemRow[];
  sections: SectionRow[];
  pods: PodRow[];
  containers: ContainerRow[];
}

type Part = keyof Places;

/** Each part's columns: the name in its row, and the SQL giving it. */
const PARTS: Record<Part, readonly (readonly [string, string])[]> = {
  listItems: [...LIST_ITEM_FIELDS.map((f) => [f, `li.${f}`] as const), ['pod_id', 's.pod_id'], ['container_id', 'p.container_id']],
  sections: [...SECTION_FIELDS.map((f) => [f, `s.${f}`] as const), ['container_id', 'p.container_id']],
  pods: POD_FIELDS.map((f) => [f, `p.${f}`] as const),
  containers: [...CONTAINER_FIELDS.map((f) => [f, `c.${f}`] as const), ['visible_pods', visiblePodsOf('c')]],
};

/** Output columns are named `<part>.<column>` and split back into one row per part. */
const COLUMNS = (Object.keys(PARTS) as Part[])
  .flatMap((part) => PARTS[part].map(([name, sql]) => `${sql} AS "${part}.${name}"`))
  .join(', ');

const STATEMENT = `SELECT ${COLUMNS} FROM list_items li JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER}
  WHERE ${VISIBLE_POD} AND li.id = ANY($1::bigint[]) ORDER BY li.id`;

/** The visible list items among `listItemIds`, and their sections, pods and containers. */
export async function placesOfListItems(db: Db, listItemIds: readonly number[]): Promise<Places> {
  const places: Places = { listItems: [], sections: [], pods: [], containers: [] };
  if (listItemIds.length === 0) return places;
  const rows = await db.query<Record<string, unknown>>(STATEMENT, [listItemIds]);
  const seen: Record<Part, Set<unknown>> = { listItems: new Set(), sections: new Set(), pods: new Set(), containers: new Set() };
  for (const row of rows) {
    for (const part of Object.keys(PARTS) as Part[]) {
      const id = row[`${part}.id`];
      if (seen[part].has(id)) continue;
      seen[part].add(id);
      const value: Record<string, unknown> = {};
      for (const [name] of PARTS[part]) value[name] = row[`${part}.${name}`];
      (places[part] as unknown[]).push(value);
    }
  }
  return places;
}
