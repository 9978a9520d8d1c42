import { File } from 'node:buffer';
import { FormData } from 'undici';
import { ValidationError, type FieldError } from '../../upstream/errors.ts';
import type { JotContentType } from '@jotpod/api/contract';

/** 10 MB per image, as the api and Yoga's multipart limit (src/http/graphql.ts) have it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** What createJot and updateJot take, once Pothos has parsed the input (ids decoded). */
export interface JotSaveInput {
  contentType: JotContentType;
  listItemId?: { id: number } | null | undefined;
  title: string;
  contentUrl?: string | null | undefined;
  contentHtml: string;
  durationSeconds?: number | null | undefined;
  images?: readonly globalThis.File[] | null | undefined;
  imageIds?: readonly number[] | null | undefined;
}

/** The content types whose length the author may give (reading time adds it). */
const PLAYED: ReadonlySet<JotContentType> = new Set(['video', 'audio']);

/** The api's message for an oversize upload (Laravel's max:10240), so both layers say the same. */
export const tooLargeMessage = (field: string): string => `The ${field} field must not be greater than 10240 kilobytes.`;

/**
 * The multipart body of POST /jots and POST /jots/{id}. A missing list item is sent empty so the
 * api answers the spec's 'Please select list item to submit.'; stories send no content_url.
 * Files are checked against the 10 MB limit here too: Yoga's parser limit
 * already refuses bigger parts, this keeps the answer a field message if that limit ever changes.
 */
export async function jotFormData(input: JotSaveInput): Promise<FormData> {
  const images = input.images ?? [];
  const oversize: FieldError[] = images.flatMap((image, index) =>
    image.size > MAX_IMAGE_BYTES ? [{ field: `images.${index}`, messages: [tooLargeMessage(`images.${index}`)] }] : [],
  );
  if (oversize.length > 0) throw new ValidationError(oversize.flatMap((f) => f.messages).join(' '), oversize);

  const form = new FormData();
  form.append('content_type', input.contentType);
  form.append('list_item_id', input.listItemId ? String(input.listItemId.id) : '');
  form.append('name', input.title);
  if (input.contentType !== 'story') form.append('content_url', input.contentUrl ?? '');
  form.append('content', input.contentHtml);
  // Only audio and video play for a while; empty clears a duration given before.
  if (PLAYED.has(input.contentType)) form.append('duration_seconds', input.durationSeconds == null ? '' : String(input.durationSeconds));
  for (const id of input.imageIds ?? []) form.append('image_ids[]', String(id));
  for (const image of images) form.append('images[]', await forwardable(image, 'image'));
  return form;
}

/** Yoga's File is not one undici's FormData accepts: rebuild it as a node:buffer File. */
export async function forwardable(upload: globalThis.File, fallbackName: string): Promise<File> {
  return new File([Buffer.from(await upload.arrayBuffer())], upload.name || fallbackName, { type: upload.type });
}
