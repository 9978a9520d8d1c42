import { rm } from 'node:fs/promises';
import path from 'node:path';
import { mediaUrl } from '../http/media.ts';
import type { EncodedImage, ProcessedImage } from './pipeline.ts';
import type { StagedFiles } from './staged-files.ts';

/** One stored copy of an image, as the row keeps it (jsonb): path relative to the storage root. */
export interface RenditionRecord {
  path: string;
  width: number;
  height: number;
  mime_type: string;
}

/** What a row keeps of an uploaded image: the full-size file, its size and its copies. */
export interface StoredImage {
  path: string;
  mimeType: string;
  width: number;
  height: number;
  /** Bytes of the full-size file as stored (re-encoded), not as uploaded. */
  size: number;
  renditions: RenditionRecord[];
}

/** A copy as clients read it: `url` is the relative /storage/... address. */
export interface RenditionJson {
  url: string;
  width: number;
  height: number;
  mime_type: string;
}

/**
 * Stages the full-size image and every copy under one random stem: `<stem>.<ext>` and
 * `<stem>-<width>w.<ext>`, so the files of one upload sit together and are removed together.
 */
export async function stageProcessed(staged: StagedFiles, image: ProcessedImage): Promise<StoredImage> {
  const stem = staged.newStem();
  const original = await staged.stage(image.original.bytes, image.original.extension, stem);
  const renditions: RenditionRecord[] = [];
  for (const copy of image.renditions) {
    const file = await staged.stage(copy.bytes, copy.extension, `${stem}-${copy.width}w`);
    renditions.push(record(file.relative, copy));
  }
  return {
    path: original.relative,
    mimeType: image.original.mimeType,
    width: image.original.width,
    height: image.original.height,
    size: image.original.bytes.length,
    renditions,
  };
}

function record(relative: string, copy: EncodedImage): RenditionRecord {
  return { path: relative, width: copy.width, height: copy.height, mime_type: copy.mimeType };
}

/** The copies as the REST answers list them, narrowest first, WebP before the original format. */
export function presentRenditions(renditions: readonly RenditionRecord[] | null | undefined): RenditionJson[] {
  return [...(renditions ?? [])]
    .sort((a, b) => a.width - b.width || Number(b.mime_type === 'image/webp') - Number(a.mime_type === 'image/webp'))
    .flatMap((r) => {
      const url = mediaUrl(r.path);
      return url === null ? [] : [{ url, width: r.width, height: r.height, mime_type: r.mime_type }];
    });
}

/**
 * Deletes a stored image and its copies if one of our upload endpoints wrote them into `folder`.
 * Anything else (seed images shared by many rows, external URLs, paths that would leave the
 * folder) stays.
 */
export async function removeStoredImage(storageDir: string, folder: string, relative: string | null, renditions: readonly RenditionRecord[] = []): Promise<void> {
  for (const file of [relative, ...renditions.map((r) => r.path)]) await removeUploadedFile(storageDir, folder, file);
}

async function removeUploadedFile(storageDir: string, folder: string, relative: string | null): Promise<void> {
  if (!relative?.startsWith(`${folder}/`)) return;
  const root = path.resolve(storageDir, folder);
  const file = path.resolve(storageDir, relative);
  if (path.dirname(file) !== root) return;
  await rm(file, { force: true });
}
