import { groupBy, indexBy, unique } from '../../db/sql.ts';
import { mediaUrl } from '../../http/media.ts';
import type { ReadContext } from '../context.ts';
import { presentContainers, type ContainerJson } from '../containers/present.ts';
import { containersByIds } from '../containers/queries.ts';
import { presentListItems, type ListItemJson } from '../list-items/present.ts';
import { listItemsByIds } from '../list-items/queries.ts';
import { presentPods, type PodJson } from '../pods/present.ts';
import { podsByIds } from '../pods/queries.ts';
import { presentSections, type SectionJson } from '../sections/present.ts';
import { sectionsByIds } from '../sections/queries.ts';
import { presentUsers, type UserJson } from '../users/present.ts';
import { usersByIds } from '../users/queries.ts';
import { presentRenditions, type RenditionJson } from '../../images/stored-image.ts';
import { imagesOfJots, likedBy, type ContentType, type JotImageRow, type JotRow } from './queries.ts';

export interface JotImageJson {
  id: number;
  name: string;
  url: string | null;
  order_column: number;
  /** Pixel size of `url`; null for images stored before uploads were decoded. */
  width: number | null;
  height: number | null;
  renditions: RenditionJson[];
}

export interface JotJson {
  id: number;
  slug: string;
  name: string;
  content: string;
  content_type: ContentType;
  content_url: string | null;
  /** Legacy name of content_type, kept because older clients read it. */
  type: ContentType;
  level: number;
  like_count: number;
  has_liked: boolean;
  images: JotImageJson[];
  avatar: string | null;
  topic_profile_image: string | null;
  user_id: number;
  list_item_id: number;
  section_id: number;
  pod_id: number;
  container_id: number;
  created_at: Date;
  updated_at: Date;
  user?: UserJson;
  author?: UserJson;
  list_item?: ListItemJson;
  section?: SectionJson;
  pod?: PodJson;
  container?: ContainerJson;
}

/** `author` is an alias of `user` (the spec uses both names). */
export type JotInclude = 'user' | 'author' | 'list_item' | 'section' | 'pod' | 'container';
export const JOT_INCLUDES: readonly JotInclude[] = ['user', 'author', 'list_item', 'section', 'pod', 'container'];

export async function presentJots(ctx: ReadContext, rows: readonly JotRow[], include: ReadonlySet<JotInclude>): Promise<JotJson[]> {
  const { db, viewerId } = ctx;
  const ids = rows.map((r) => r.id);
  const none = new Set<never>();
  const wantsUser = include.has('user') || include.has('author');
  const [images, liked, users, listItems, sections, pods, containers] = await Promise.all([
    imagesOfJots(db, ids),
    viewerId === null ? new Set<number>() : likedBy(db, viewerId, ids),
    wantsUser ? usersByIds(db, unique(rows.map((r) => r.user_id))).then((u) => presentUsers(ctx, u)) : undefined,
    include.has('list_item')
      ? listItemsByIds(db, unique(rows.map((r) => r.list_item_id))).then((li) => presentListItems(ctx, li, none))
      : undefined,
    include.has('section')
      ? sectionsByIds(db, unique(rows.map((r) => r.section_id))).then((s) => presentSections(ctx, s, none))
      : undefined,
    include.has('pod') ? podsByIds(db, unique(rows.map((r) => r.pod_id))).then((p) => presentPods(ctx, p, none)) : undefined,
    include.has('container')
      ? containersByIds(db, unique(rows.map((r) => r.container_id))).then((c) => presentContainers(ctx, c, none))
      : undefined,
  ]);
  const imagesByJot = groupBy(images, (i) => i.jot_id);
  const userById = indexBy(users ?? [], (u) => u.id);
  const listItemById = indexBy(listItems ?? [], (li) => li.id);
  const sectionById = indexBy(sections ?? [], (s) => s.id);
  const podById = indexBy(pods ?? [], (p) => p.id);
  const containerById = indexBy(containers ?? [], (c) => c.id);
  return rows.map((row) => {
    const json = serializeJot(row, imagesByJot.get(row.id) ?? [], liked.has(row.id));
    const user = userById.get(row.user_id);
    if (user && include.has('user')) json.user = user;
    if (user && include.has('author')) json.author = user;
    const listItem = listItemById.get(row.list_item_id);
    if (listItem) json.list_item = listItem;
    const section = sectionById.get(row.section_id);
    if (section) json.section = section;
    const pod = podById.get(row.pod_id);
    if (pod) json.pod = pod;
    const container = containerById.get(row.container_id);
    if (container) json.container = container;
    return json;
  });
}

function serializeJot(row: JotRow, images: readonly JotImageRow[], hasLiked: boolean): JotJson {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    content: row.content,
    content_type: row.content_type,
    content_url: row.content_url,
    type: row.content_type,
    level: row.level,
    like_count: row.like_count,
    has_liked: hasLiked,
    images: images.map((i) => ({
      id: i.id,
      name: i.name,
      url: mediaUrl(i.path),
      order_column: i.order_column,
      width: i.width,
      height: i.height,
      renditions: presentRenditions(i.renditions),
    })),
    avatar: mediaUrl(row.user_avatar),
    topic_profile_image: mediaUrl(row.pod_topic_profile_image),
    user_id: row.user_id,
    list_item_id: row.list_item_id,
    section_id: row.section_id,
    pod_id: row.pod_id,
    container_id: row.container_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
