import { groupBy, indexBy, unique } from '../../db/sql.ts';
import type { ReadContext } from '../context.ts';
import { presentContainers, type ContainerJson } from '../containers/present.ts';
import { containersByIds } from '../containers/queries.ts';
import { presentJots, type JotJson } from '../jots/present.ts';
import { latestJotsOfListItems } from '../jots/queries.ts';
import { presentPods, type PodJson } from '../pods/present.ts';
import { podsByIds } from '../pods/queries.ts';
import { presentSections, type SectionJson } from '../sections/present.ts';
import { sectionsByIds } from '../sections/queries.ts';
import { presentUsers, type UserJson } from '../users/present.ts';
import { usersByIds } from '../users/queries.ts';
import type { ListItemRow } from './queries.ts';

export interface ListItemJson {
  id: number;
  section_id: number;
  pod_id: number;
  container_id: number;
  author_id: number | null;
  name: string;
  slug: string;
  article: string | null;
  position: number;
  created_at: Date;
  author?: UserJson | null;
  container?: ContainerJson;
  pod?: PodJson;
  section?: SectionJson;
  jots?: JotJson[];
}

export type ListItemInclude = 'jots' | 'author' | 'container' | 'pod' | 'section';
export const LIST_ITEM_INCLUDES: readonly ListItemInclude[] = ['jots', 'author', 'container', 'pod', 'section'];

/** include=jots embeds this many of each list item's newest jots; page through /jots?list_item_id= for more. */
export const EMBEDDED_JOTS = 12;

export async function presentListItems(
  ctx: ReadContext,
  rows: readonly ListItemRow[],
  include: ReadonlySet<ListItemInclude>,
): Promise<ListItemJson[]> {
  const { db } = ctx;
  const none = new Set<never>();
  const [jots, authors, containers, pods, sections] = await Promise.all([
    include.has('jots')
      ? latestJotsOfListItems(db, rows.map((r) => r.id), EMBEDDED_JOTS).then((j) => presentJots(ctx, j, none))
      : undefined,
    include.has('author') ? usersByIds(db, unique(rows.map((r) => r.author_id))).then((u) => presentUsers(ctx, u)) : undefined,
    include.has('container')
      ? containersByIds(db, unique(rows.map((r) => r.container_id))).then((c) => presentContainers(ctx, c, none))
      : undefined,
    include.has('pod') ? podsByIds(db, unique(rows.map((r) => r.pod_id))).then((p) => presentPods(ctx, p, none)) : undefined,
    include.has('section')
      ? sectionsByIds(db, unique(rows.map((r) => r.section_id))).then((s) => presentSections(ctx, s, none))
      : undefined,
  ]);
  const jotsByItem = groupBy(jots ?? [], (j) => j.list_item_id);
  const authorById = indexBy(authors ?? [], (u) => u.id);
  const containerById = indexBy(containers ?? [], (c) => c.id);
  const podById = indexBy(pods ?? [], (p) => p.id);
  const sectionById = indexBy(sections ?? [], (s) => s.id);
  return rows.map((row) => {
    const json = serializeListItem(row);
    if (jots) json.jots = jotsByItem.get(row.id) ?? [];
    if (authors) json.author = row.author_id === null ? null : (authorById.get(row.author_id) ?? null);
    const container = containerById.get(row.container_id);
    if (container) json.container = container;
    const pod = podById.get(row.pod_id);
    if (pod) json.pod = pod;
    const section = sectionById.get(row.section_id);
    if (section) json.section = section;
    return json;
  });
}

function serializeListItem(row: ListItemRow): ListItemJson {
  return {
    id: row.id,
    section_id: row.section_id,
    pod_id: row.pod_id,
    container_id: row.container_id,
    author_id: row.author_id,
    name: row.name,
    slug: row.slug,
    article: row.article,
    position: row.position,
    created_at: row.created_at,
  };
}
