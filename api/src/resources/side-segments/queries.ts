import type { Db } from '../../db/client.ts';

export interface SideSegmentRow {
  id: number;
  container_id: number | null;
  type: number;
  title: string;
  link: string | null;
  link_type: string;
  video: string | null;
  info: string | null;
  btn_info: string | null;
  image: string | null;
}

/**
 * The global segments (container_id null) plus, when a container is given, that container's
 * own; segments of inactive containers are never shown.
 */
export function sideSegments(db: Db, containerId: number | undefined): Promise<SideSegmentRow[]> {
  return db.query<SideSegmentRow>(
    `SELECT ss.id, ss.container_id, ss.type, ss.title, ss.link, ss.link_type, ss.video, ss.info, ss.btn_info, ss.image
     FROM side_segments ss LEFT JOIN containers c ON c.id = ss.container_id
     WHERE ss.container_id IS NULL OR (ss.container_id = $1 AND c.is_active)
     ORDER BY ss.position, ss.id`,
    [containerId ?? null],
  );
}
