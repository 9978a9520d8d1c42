import type { FormData } from 'undici';
import { segment, type UpstreamClient } from './client.ts';
import { unwrapSingle, type ListPage } from './envelope.ts';
import { UpstreamUnavailableError } from './errors.ts';
import type { JotJson, JotReportBody, RenditionJson } from '@jotpod/api/contract';

/**
 * The authoring endpoints of the api (docs/rest-api.md, "Authoring"): jot create and update
 * (multipart), the media endpoints of the form's image widget and My Jots. Every call carries the
 * viewer's token; 422 arrives as ValidationError, 403 as NotAuthorizedError, 404 as
 * UpstreamNotFoundError.
 */

/**
 * Saves answer the jot with its author and breadcrumbs, so the mutation payload can hand Relay the
 * list item (its slug is where the form goes next) without another call.
 */
const SAVE_INCLUDE = 'user,list_item,section,pod,container';
/** My Jots shows cards, which show their author (see jots.ts). */
const CARD_INCLUDE = 'user';

/** One image as the media endpoints answer it; `jot_id` is null for a pending upload. */
export interface MediaJson {
  id: number;
  jot_id: number | null;
  name: string;
  url: string;
  imageUrl: string;
  order_column: number;
  width: number | null;
  height: number | null;
  renditions: RenditionJson[];
}

/** POST /jots: fields content_type, list_item_id, name, content_url, content and images[]. */
export async function createJot(upstream: UpstreamClient, form: FormData): Promise<JotJson> {
  return single<JotJson>(await upstream.postForm(`/jots?include=${SAVE_INCLUDE}`, form), 'POST /jots');
}

/** POST /jots/{id}: the same fields; new images[] are appended after the jot's last image. */
export async function updateJot(upstream: UpstreamClient, jotId: number, form: FormData): Promise<JotJson> {
  return single<JotJson>(await upstream.postForm(`/jots/${segment(jotId)}?include=${SAVE_INCLUDE}`, form), 'POST /jots/{id}');
}

/** DELETE /jots/{id}: the jot with its images, likes and search entry (204). */
export async function deleteJot(upstream: UpstreamClient, jotId: number): Promise<void> {
  await upstream.send('DELETE', `/jots/${segment(jotId)}`);
}

/** POST /media/create with `file` and `jot_id`: the image joins the jot after its last one. */
export async function createMedia(upstream: UpstreamClient, form: FormData): Promise<MediaJson> {
  return single<MediaJson>(await upstream.postForm('/media/create', form), 'POST /media/create');
}

/** DELETE /media/{id}: the row and its file go (204). */
export async function deleteMedia(upstream: UpstreamClient, imageId: number): Promise<void> {
  await upstream.send('DELETE', `/media/${segment(imageId)}`);
}

/** POST /media/{id}/order-column: renumbers one image (ties are ordered by id). */
export async function reorderMedia(upstream: UpstreamClient, imageId: number, orderColumn: number): Promise<MediaJson> {
  return single<MediaJson>(await upstream.postJson(`/media/${segment(imageId)}/order-column`, { order_column: orderColumn }), 'POST /media/{id}/order-column');
}

/** GET /users/jots: the viewer's own jots, oldest first; level 0 keeps every level. */
export function ownJots(upstream: UpstreamClient, level: number, page: { page: number; size: number }): Promise<ListPage<JotJson>> {
  return upstream.getList<JotJson>('/users/jots', {
    level: level === 0 ? undefined : level,
    include: CARD_INCLUDE,
    order_by: 'created_at',
    dir: 'asc',
    page: page.page,
    size: page.size,
  });
}

function single<T>(body: unknown, what: string): T {
  const data = unwrapSingle(body);
  if (!data) throw new UpstreamUnavailableError(`${what}: not a {data: {...}} envelope`);
  return data as unknown as T;
}

/** POST /jots/{id}/report: one report per reader and jot (a second is a 422 on `reason`). */
export async function reportJot(upstream: UpstreamClient, jotId: number, report: JotReportBody): Promise<void> {
  await upstream.postJson(`/jots/${segment(jotId)}/report`, report);
}
