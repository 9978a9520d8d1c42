import type { Pagination } from '../../http/envelope.ts';
import { mediaUrl } from '../../http/media.ts';
import type { ReadContext } from '../context.ts';
import { presentPods, type PodJson } from '../pods/present.ts';
import { podsOfContainers } from '../pods/queries.ts';
import { groupBy } from '../../db/sql.ts';
import { visiblePodCounts, type ContainerRow } from './queries.ts';

/** total_records always; page, size and total_pages when the container's pods were paged. */
export type PodsPagination = Pick<Pagination, 'total_records'> & Partial<Omit<Pagination, 'total_records'>>;

export interface ContainerJson {
  id: number;
  name: string;
  slug: string;
  is_active: boolean;
  section: number;
  topic_logo_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  position: number;
  pods_pagination: PodsPagination;
  pods?: PodJson[];
}

export type ContainerInclude = 'pods';

/** Serializes containers; `include pods` attaches all their visible pods (one query for all). */
export async function presentContainers(
  ctx: ReadContext,
  rows: readonly ContainerRow[],
  include: ReadonlySet<ContainerInclude>,
): Promise<ContainerJson[]> {
  const ids = rows.map((r) => r.id);
  const [counts, pods] = await Promise.all([
    visiblePodCounts(ctx.db, ids),
    include.has('pods') ? podsOfContainers(ctx.db, ids).then((p) => presentPods(ctx, p, new Set())) : undefined,
  ]);
  const podsByContainer = groupBy(pods ?? [], (p) => p.container_id);
  return rows.map((row) => {
    const json = serializeContainer(row, counts.get(row.id) ?? 0);
    if (pods) json.pods = podsByContainer.get(row.id) ?? [];
    return json;
  });
}

function serializeContainer(row: ContainerRow, podCount: number): ContainerJson {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_active: row.is_active,
    section: row.section,
    topic_logo_image: mediaUrl(row.topic_logo_image),
    video: row.video,
    info: row.info,
    product: row.product,
    position: row.position,
    pods_pagination: { total_records: podCount },
  };
}
