import { SIDE_SEGMENT_FIELDS, type SideSegmentJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import type { SideSegmentRow } from './queries.ts';

export function serializeSideSegment(row: SideSegmentRow): SideSegmentJson {
  const url = mediaUrl(row.image);
  return { ...jsonFields(row, SIDE_SEGMENT_FIELDS), image: url === null ? null : { original_url: url } };
}
