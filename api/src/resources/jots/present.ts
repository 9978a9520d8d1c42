import { JOT_FIELDS, JOT_IMAGE_FIELDS, type JotJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import { presentRenditions } from '../../images/stored-image.ts';
import type { ReadContext } from '../context.ts';
import { viewerMarksOf, type JotRow, type ViewerMarks } from './queries.ts';

/**
 * Jots without relations (resources/relations.ts adds those): with their images and the viewer's
 * marks (like, saved in a collection), read for the whole page in one statement.
 */
export async function serializeJots(ctx: ReadContext, rows: readonly JotRow[]): Promise<JotJson[]> {
  const { db, viewerId } = ctx;
  const marks: ViewerMarks =
    viewerId === null || rows.length === 0 ? { liked: new Set(), saved: new Set() } : await viewerMarksOf(db, viewerId, rows.map((r) => r.id));
  return rows.map((row) => serializeJot(row, marks));
}

function serializeJot(row: JotRow, marks: ViewerMarks): JotJson {
  return {
    ...jsonFields(row, JOT_FIELDS),
    type: row.content_type,
    has_liked: marks.liked.has(row.id),
    has_saved: marks.saved.has(row.id),
    images: row.images.map((i) => ({ ...jsonFields(i, JOT_IMAGE_FIELDS), url: mediaUrl(i.path), renditions: presentRenditions(i.renditions) })),
    avatar: mediaUrl(row.user_avatar),
    topic_profile_image: mediaUrl(row.pod_topic_profile_image),
    section_id: row.section_id,
    pod_id: row.pod_id,
    container_id: row.container_id,
  };
}
