import { mediaUrl } from '../../http/media.ts';
import type { SideSegmentRow } from './queries.ts';

export interface SideSegmentJson {
  id: number;
  container_id: number | null;
  /** 1 embedded video frame, 2 image. */
  type: number;
  title: string;
  link: string | null;
  /** '1' opens in a new tab. */
  link_type: string;
  video: string | null;
  info: string | null;
  btn_info: string | null;
  image: { original_url: string } | null;
}

export function serializeSideSegment(row: SideSegmentRow): SideSegmentJson {
  const url = mediaUrl(row.image);
  return {
    id: row.id,
    container_id: row.container_id,
    type: row.type,
    title: row.title,
    link: row.link,
    link_type: row.link_type,
    video: row.video,
    info: row.info,
    btn_info: row.btn_info,
    image: url === null ? null : { original_url: url },
  };
}
