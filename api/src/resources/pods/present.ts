import { mediaUrl } from '../../http/media.ts';
import type { ReadContext } from '../context.ts';
import { presentContainers, type ContainerJson } from '../containers/present.ts';
import { containersByIds } from '../containers/queries.ts';
import { groupBy, indexBy, unique } from '../../db/sql.ts';
import { sectionForests, type SectionJson } from '../sections/present.ts';
import { sectionsOfPods } from '../sections/queries.ts';
import { defaultPodOf } from '../users/queries.ts';
import type { PodRow } from './queries.ts';

export interface PodJson {
  id: number;
  container_id: number;
  name: string;
  slug: string;
  description: string;
  is_active: boolean;
  is_company: boolean;
  is_default: boolean;
  topic_logo_image: string | null;
  topic_profile_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  position: number;
  created_at: Date;
  container?: ContainerJson;
  /** Top-level sections, each with its nested `children`. */
  sections?: SectionJson[];
}

export type PodInclude = 'container' | 'sections';
export const POD_INCLUDES: readonly PodInclude[] = ['container', 'sections'];

export async function presentPods(ctx: ReadContext, rows: readonly PodRow[], include: ReadonlySet<PodInclude>): Promise<PodJson[]> {
  const { db, viewerId } = ctx;
  const ids = rows.map((r) => r.id);
  const [defaultPodId, containers, sections] = await Promise.all([
    viewerId === null ? null : defaultPodOf(db, viewerId),
    include.has('container')
      ? containersByIds(db, unique(rows.map((r) => r.container_id))).then((c) => presentContainers(ctx, c, new Set()))
      : undefined,
    include.has('sections') ? sectionsOfPods(db, ids).then(sectionForests) : undefined,
  ]);
  const containerById = indexBy(containers ?? [], (c) => c.id);
  const rootsByPod = groupBy(sections ?? [], (s) => s.pod_id);
  return rows.map((row) => {
    const json = serializePod(row, row.id === defaultPodId);
    const container = containerById.get(row.container_id);
    if (container) json.container = container;
    if (sections) json.sections = rootsByPod.get(row.id) ?? [];
    return json;
  });
}

function serializePod(row: PodRow, isDefault: boolean): PodJson {
  return {
    id: row.id,
    container_id: row.container_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    is_active: row.is_active,
    is_company: row.is_company,
    is_default: isDefault,
    topic_logo_image: mediaUrl(row.topic_logo_image),
    topic_profile_image: mediaUrl(row.topic_profile_image),
    video: row.video,
    info: row.info,
    product: row.product,
    position: row.position,
    created_at: row.created_at,
  };
}
