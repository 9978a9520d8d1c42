import { groupBy, indexBy, unique } from '../../db/sql.ts';
import type { ReadContext } from '../context.ts';
import { presentContainers, type ContainerJson } from '../containers/present.ts';
import { containersByIds } from '../containers/queries.ts';
import { presentListItems, type ListItemJson } from '../list-items/present.ts';
import { listItemsOfSections } from '../list-items/queries.ts';
import { presentPods, type PodJson } from '../pods/present.ts';
import { podsByIds } from '../pods/queries.ts';
import { ancestorsOf, descendantsOf, type SectionRow } from './queries.ts';

export interface SectionJson {
  id: number;
  pod_id: number;
  container_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  info: string | null;
  description: string | null;
  position: number;
  children?: SectionJson[];
  /** Root first, without this section (breadcrumbs); flat: no children of their own. */
  ancestors?: SectionJson[];
  list_items?: ListItemJson[];
  pod?: PodJson;
  container?: ContainerJson;
}

export type SectionInclude = 'children' | 'ancestors' | 'list_items' | 'pod' | 'container';
export const SECTION_INCLUDES: readonly SectionInclude[] = ['children', 'ancestors', 'list_items', 'pod', 'container'];

export async function presentSections(
  ctx: ReadContext,
  rows: readonly SectionRow[],
  include: ReadonlySet<SectionInclude>,
): Promise<SectionJson[]> {
  const { db } = ctx;
  const ids = rows.map((r) => r.id);
  const [descendants, ancestors, listItems, pods, containers] = await Promise.all([
    include.has('children') ? descendantsOf(db, ids) : undefined,
    include.has('ancestors') ? ancestorsOf(db, ids) : undefined,
    include.has('list_items') ? listItemsOfSections(db, ids).then((li) => presentListItems(ctx, li, new Set())) : undefined,
    include.has('pod') ? podsByIds(db, unique(rows.map((r) => r.pod_id))).then((p) => presentPods(ctx, p, new Set())) : undefined,
    include.has('container')
      ? containersByIds(db, unique(rows.map((r) => r.container_id))).then((c) => presentContainers(ctx, c, new Set()))
      : undefined,
  ]);
  const childrenOf = descendants ? childTree(descendants) : undefined;
  const ancestorsBySection = groupBy(ancestors ?? [], (a) => a.origin_id);
  const listItemsBySection = groupBy(listItems ?? [], (li) => li.section_id);
  const podById = indexBy(pods ?? [], (p) => p.id);
  const containerById = indexBy(containers ?? [], (c) => c.id);
  return rows.map((row) => {
    const json = serializeSection(row);
    if (childrenOf) json.children = childrenOf(row.id);
    if (ancestors) json.ancestors = (ancestorsBySection.get(row.id) ?? []).map(serializeSection);
    if (listItems) json.list_items = listItemsBySection.get(row.id) ?? [];
    const pod = podById.get(row.pod_id);
    if (pod) json.pod = pod;
    const container = containerById.get(row.container_id);
    if (container) json.container = container;
    return json;
  });
}

/**
 * Top-level sections of every pod in `rows` (all sections of those pods, fetched by one query),
 * each with its nested children.
 */
export function sectionForests(rows: readonly SectionRow[]): SectionJson[] {
  const childrenOf = childTree(rows);
  return rows.filter((r) => r.parent_id === null).map((r) => ({ ...serializeSection(r), children: childrenOf(r.id) }));
}

/**
 * Builds nested children in memory from a flat list (already in display order), so a tree of
 * any depth costs one query. Returns a lookup: section id -> its serialized children.
 */
function childTree(rows: readonly SectionRow[]): (id: number) => SectionJson[] {
  const byParent = groupBy(rows, (r) => r.parent_id);
  const build = (id: number, path: ReadonlySet<number>): SectionJson[] =>
    (byParent.get(id) ?? [])
      .filter((child) => !path.has(child.id)) // never recurse into a corrupt parent cycle
      .map((child) => ({ ...serializeSection(child), children: build(child.id, new Set([...path, child.id])) }));
  return (id) => build(id, new Set([id]));
}

export function serializeSection(row: SectionRow): SectionJson {
  return {
    id: row.id,
    pod_id: row.pod_id,
    container_id: row.container_id,
    parent_id: row.parent_id,
    name: row.name,
    slug: row.slug,
    info: row.info,
    description: row.description,
    position: row.position,
  };
}
