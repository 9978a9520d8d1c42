import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { awardForProfile } from '../achievements/award.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { ValidationError } from '../http/errors.ts';
import { readImageHeader } from '../images/image-header.ts';
import { AVATAR_WIDTHS, processImage, type ProcessedImage } from '../images/pipeline.ts';
import { StagedFiles } from '../images/staged-files.ts';
import { removeStoredImage, stageProcessed, type RenditionRecord } from '../images/stored-image.ts';
import { loadOwnProfile } from './own-profile.ts';

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 500;

/** Uploaded avatars live here, relative to the storage root; only files here are ever deleted. */
const AVATAR_DIR = 'avatars';

export const AVATAR_MESSAGES = {
  required: 'The avatar field is required.',
  type: 'The avatar field must be a file of type: png, jpg, gif.',
  size: `The avatar field must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`,
  dimensions: `The avatar must be a square image of at most ${AVATAR_MAX_SIDE}x${AVATAR_MAX_SIDE} pixels.`,
} as const;

export interface AvatarOptions {
  db: Db;
  /** The storage root (DATA_DIR/uploads); the database keeps paths relative to it. */
  storageDir: string;
}

/**
 * POST /api/v1/users/avatar, multipart field `avatar`: a PNG, JPEG or GIF of at most 10 MB,
 * square and at most 500x500 px. Type and size are read from the bytes themselves, then the image
 * is decoded, turned upright, stripped of its metadata and re-encoded with smaller copies
 * (images/pipeline.ts). The files get a random name (no caching surprises, no guessable paths),
 * appear only if the row is written, and the previous upload's files are removed.
 */
export const avatarRoutes: FastifyPluginAsync<AvatarOptions> = async (app, { db, storageDir }) => {
  // The app may already parse multipart for other uploads; registering twice would clash.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);

  app.post('/api/v1/users/avatar', { preHandler: requireUser }, async (request) => {
    const userId = viewerOf(request).id;
    const image = await readAvatar(request);
    const staged = new StagedFiles(storageDir, AVATAR_DIR);
    const previous = await staged.around(async () => {
      const stored = await stageProcessed(staged, image);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ avatar: string | null; avatar_renditions: RenditionRecord[] }>(
          `UPDATE users u SET avatar = $2, avatar_width = $3, avatar_height = $4, avatar_renditions = $5::jsonb, updated_at = now()
           FROM users old WHERE u.id = $1 AND old.id = u.id RETURNING old.avatar, old.avatar_renditions`,
          [userId, stored.path, stored.width, stored.height, JSON.stringify(stored.renditions)],
        );
        // The avatar may be what completes the profile ('All Set').
        await awardForProfile(tx, userId);
        return row;
      });
    });
    // Seeded avatars live elsewhere and may be shared by many users: only our uploads are removed.
    await removeStoredImage(storageDir, AVATAR_DIR, previous?.avatar ?? null, previous?.avatar_renditions ?? []);
    return one(await loadOwnProfile(db, userId));
  });
};

async function readAvatar(request: FastifyRequest): Promise<ProcessedImage> {
  if (!request.isMultipart()) throw invalid(AVATAR_MESSAGES.required);
  const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
  if (!file || file.fieldname !== 'avatar') throw invalid(AVATAR_MESSAGES.required);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw invalid(AVATAR_MESSAGES.size);
    throw error;
  }
  // toBuffer() misses a limit hit on the stream's very last chunk; busboy's flag does not.
  if (file.file.truncated) throw invalid(AVATAR_MESSAGES.size);
  if (bytes.length === 0) throw invalid(AVATAR_MESSAGES.required);
  const image = readImageHeader(bytes);
  if (!image) throw invalid(AVATAR_MESSAGES.type);
  // The spec's rule is judged on the header, before any decoding (it also bounds the pixels).
  if (image.width !== image.height || image.width > AVATAR_MAX_SIDE) throw invalid(AVATAR_MESSAGES.dimensions);
  const processed = await processImage(bytes, image, AVATAR_WIDTHS);
  if (!processed.ok) throw invalid(AVATAR_MESSAGES.type);
  return processed.image;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function invalid(message: string): ValidationError {
  return new ValidationError({ avatar: [message] });
}
