import type { Db } from '../../db/client.ts';
import { SIDE_SEGMENT_FIELDS } from '../../contract/resources.ts';
import { columnsOf } from '../../db/sql.ts';
import type { SideSegmentsTable } from '../../db/rows.generated.ts';

/** The segment's columns and its image path (sent as a media object). */
export type SideSegmentRow = Pick<SideSegmentsTable, (typeof SIDE_SEGMENT_FIELDS)[number] | 'image'>;

/**
 * The global segments (container_id null) plus, when a container is given, that container's
 * own; segments of inactive containers are never shown.
 */
const COLUMNS = `${columnsOf('ss', SIDE_SEGMENT_FIELDS)}, ss.image`;

export function sideSegments(db: Db, containerId: number | undefined): Promise<SideSegmentRow[]> {
  return db.query<SideSegmentRow>(
    `SELECT ${COLUMNS}
     FROM side_segments ss LEFT JOIN containers c ON c.id = ss.container_id
     WHERE ss.container_id IS NULL OR (ss.container_id = $1 AND c.is_active)
     ORDER BY ss.position, ss.id`,
    [containerId ?? null],
  );
}

/** Batch read (node lookups): global segments and those of active containers; others are absent. */
export function sideSegmentsByIds(db: Db, ids: readonly number[]): Promise<SideSegmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<SideSegmentRow>(
    `SELECT ${COLUMNS}
     FROM side_segments ss LEFT JOIN containers c ON c.id = ss.container_id
     WHERE (ss.container_id IS NULL OR c.is_active) AND ss.id = ANY($1::bigint[])
     ORDER BY ss.position, ss.id`,
    [ids],
  );
}
