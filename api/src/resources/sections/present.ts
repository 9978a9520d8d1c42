import { SECTION_FIELDS, type SectionJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { groupBy } from '../../db/sql.ts';
import type { SectionRow } from './queries.ts';

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
export function childTree(rows: readonly SectionRow[]): (id: number) => SectionJson[] {
  const byParent = groupBy(rows, (r) => r.parent_id);
  const build = (id: number, path: ReadonlySet<number>): SectionJson[] =>
    (byParent.get(id) ?? [])
      .filter((child) => !path.has(child.id)) // never recurse into a corrupt parent cycle
      .map((child) => ({ ...serializeSection(child), children: build(child.id, new Set([...path, child.id])) }));
  return (id) => build(id, new Set([id]));
}

/** A section without relations (resources/relations.ts adds those). */
export function serializeSection(row: SectionRow): SectionJson {
  return { ...jsonFields(row, SECTION_FIELDS), container_id: row.container_id };
}
