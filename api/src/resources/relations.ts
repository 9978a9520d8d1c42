/**
 * Relation expansion (`?include=`) for the browse resources, in one module: it imports every
 * resource's serializer and query, and no serializer imports another, so the resources never
 * import each other. Each relation is one batched query for all rows (the places a jot or a list
 * item sits in, its list item, section, pod and container, are one query together), and related
 * rows come without relations of their own (one level, as docs/rest-api.md describes).
 */
import type { ContainerJson, JotJson, ListItemJson, PodJson, SectionJson } from '../contract/resources.ts';
import { groupBy, indexBy, unique } from '../db/sql.ts';
import type { ReadContext } from './context.ts';
import { serializeContainers } from './containers/present.ts';
import { containersByIds, type ContainerRow } from './containers/queries.ts';
import { serializeJots } from './jots/present.ts';
import { latestJotsOfListItems, type JotRow } from './jots/queries.ts';
import { serializeListItem } from './list-items/present.ts';
import { listItemsOfSections, type ListItemRow } from './list-items/queries.ts';
import { placesOfListItems } from './places.ts';
import { serializePods } from './pods/present.ts';
import { podsByIds, podsOfContainers, type PodRow } from './pods/queries.ts';
import { childTree, sectionForests, serializeSection } from './sections/present.ts';
import { ancestorsOf, descendantsOf, sectionsOfPods, type SectionRow } from './sections/queries.ts';
import { presentUsers } from './users/present.ts';
import { usersByIds } from './users/queries.ts';

const relatedContainers = (ctx: ReadContext, ids: readonly (number | null)[]) =>
  containersByIds(ctx.db, unique(ids)).then(serializeContainers);
const relatedPods = (ctx: ReadContext, ids: readonly (number | null)[]) =>
  podsByIds(ctx.db, unique(ids)).then((rows) => serializePods(ctx, rows));
const relatedUsers = (ctx: ReadContext, ids: readonly (number | null)[]) =>
  usersByIds(ctx.db, unique(ids)).then((rows) => presentUsers(ctx, rows));

export type ContainerInclude = 'pods';
export const CONTAINER_INCLUDES: readonly ContainerInclude[] = ['pods'];

/** Containers; `include pods` attaches all their visible pods (one query for all). */
export async function presentContainers(
  ctx: ReadContext,
  rows: readonly ContainerRow[],
  include: ReadonlySet<ContainerInclude>,
): Promise<ContainerJson[]> {
  const ids = rows.map((r) => r.id);
  const containers = serializeContainers(rows);
  const pods = include.has('pods') ? await podsOfContainers(ctx.db, ids).then((p) => serializePods(ctx, p)) : undefined;
  const podsByContainer = groupBy(pods ?? [], (p) => p.container_id);
  return containers.map((json) => (pods ? { ...json, pods: podsByContainer.get(json.id) ?? [] } : json));
}

export type PodInclude = 'container' | 'sections';
export const POD_INCLUDES: readonly PodInclude[] = ['container', 'sections'];

export async function presentPods(ctx: ReadContext, rows: readonly PodRow[], include: ReadonlySet<PodInclude>): Promise<PodJson[]> {
  const [pods, containers, sections] = await Promise.all([
    serializePods(ctx, rows),
    include.has('container') ? relatedContainers(ctx, rows.map((r) => r.container_id)) : undefined,
    include.has('sections')
      ? sectionsOfPods(
          ctx.db,
          rows.map((r) => r.id),
        ).then(sectionForests)
      : undefined,
  ]);
  const containerById = indexBy(containers ?? [], (c) => c.id);
  const rootsByPod = groupBy(sections ?? [], (s) => s.pod_id);
  return pods.map((json) => {
    const container = containerById.get(json.container_id);
    if (container) json.container = container;
    if (sections) json.sections = rootsByPod.get(json.id) ?? [];
    return json;
  });
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
    include.has('list_items') ? listItemsOfSections(db, ids).then((li) => li.map(serializeListItem)) : undefined,
    include.has('pod') ? relatedPods(ctx, rows.map((r) => r.pod_id)) : undefined,
    include.has('container') ? relatedContainers(ctx, rows.map((r) => r.container_id)) : undefined,
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

export type ListItemInclude = 'jots' | 'author' | 'container' | 'pod' | 'section';
export const LIST_ITEM_INCLUDES: readonly ListItemInclude[] = ['jots', 'author', 'container', 'pod', 'section'];

/** include=jots embeds this many of each list item's newest jots; page through /jots?list_item_id= for more. */
export const EMBEDDED_JOTS = 12;

export async function presentListItems(
  ctx: ReadContext,
  rows: readonly ListItemRow[],
  include: ReadonlySet<ListItemInclude>,
): Promise<ListItemJson[]> {
  const [jots, authors, places] = await Promise.all([
    include.has('jots')
      ? latestJotsOfListItems(
          ctx.db,
          rows.map((r) => r.id),
          EMBEDDED_JOTS,
        ).then((j) => serializeJots(ctx, j))
      : undefined,
    include.has('author') ? relatedUsers(ctx, rows.map((r) => r.author_id)) : undefined,
    presentPlaces(ctx, rows.map((r) => r.id), { container: include.has('container'), pod: include.has('pod'), section: include.has('section') }),
  ]);
  const { containers, pods, sections } = places;
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

/** `author` is an alias of `user` (the spec uses both names). */
export type JotInclude = 'user' | 'author' | 'list_item' | 'section' | 'pod' | 'container';
export const JOT_INCLUDES: readonly JotInclude[] = ['user', 'author', 'list_item', 'section', 'pod', 'container'];

export async function presentJots(ctx: ReadContext, rows: readonly JotRow[], include: ReadonlySet<JotInclude>): Promise<JotJson[]> {
  const wantsUser = include.has('user') || include.has('author');
  const [jots, users, places] = await Promise.all([
    serializeJots(ctx, rows),
    wantsUser ? relatedUsers(ctx, rows.map((r) => r.user_id)) : undefined,
    presentPlaces(
      ctx,
      rows.map((r) => r.list_item_id),
      { listItem: include.has('list_item'), section: include.has('section'), pod: include.has('pod'), container: include.has('container') },
    ),
  ]);
  const userById = indexBy(users ?? [], (u) => u.id);
  const listItemById = indexBy(places.listItems ?? [], (li) => li.id);
  const sectionById = indexBy(places.sections ?? [], (s) => s.id);
  const podById = indexBy(places.pods ?? [], (p) => p.id);
  const containerById = indexBy(places.containers ?? [], (c) => c.id);
  return jots.map((json) => {
    const user = userById.get(json.user_id);
    if (user && include.has('user')) json.user = user;
    if (user && include.has('author')) json.author = user;
    const listItem = listItemById.get(json.list_item_id);
    if (listItem) json.list_item = listItem;
    const section = sectionById.get(json.section_id);
    if (section) json.section = section;
    const pod = podById.get(json.pod_id);
    if (pod) json.pod = pod;
    const container = containerById.get(json.container_id);
    if (container) json.container = container;
    return json;
  });
}

interface PlacesJson {
  listItems?: ListItemJson[];
  sections?: SectionJson[];
  pods?: PodJson[];
  containers?: ContainerJson[];
}

/**
 * The places (list item, section, pod, container) of the given list items that `wanted` asks
 * for, all read in one statement; nothing is read when none is wanted.
 */
async function presentPlaces(
  ctx: ReadContext,
  listItemIds: readonly (number | null)[],
  wanted: { listItem?: boolean; section?: boolean; pod?: boolean; container?: boolean },
): Promise<PlacesJson> {
  if (!wanted.listItem && !wanted.section && !wanted.pod && !wanted.container) return {};
  const places = await placesOfListItems(ctx.db, unique(listItemIds));
  return {
    ...(wanted.listItem ? { listItems: places.listItems.map(serializeListItem) } : {}),
    ...(wanted.section ? { sections: places.sections.map(serializeSection) } : {}),
    ...(wanted.pod ? { pods: await serializePods(ctx, places.pods) } : {}),
    ...(wanted.container ? { containers: serializeContainers(places.containers) } : {}),
  };
}
