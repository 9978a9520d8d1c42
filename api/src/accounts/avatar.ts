import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { awardForProfile } from '../achievements/award.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { one } from '../http/envelope.ts';
import { ValidationError } from '../http/errors.ts';
import { readImageHeader, type ImageInfo } from '../images/image-header.ts';
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
 * square and at most 500x500 px. Type and size are read from the bytes themselves. The new file
 * gets a random name (no caching surprises, no guessable paths) and the previous upload is removed.
 */
export const avatarRoutes: FastifyPluginAsync<AvatarOptions> = async (app, { db, storageDir }) => {
  // The app may already parse multipart for other uploads; registering twice would clash.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);

  app.post('/api/v1/users/avatar', { preHandler: requireUser }, async (request) => {
    const userId = viewerOf(request).id;
    const { bytes, image } = await readAvatar(request);

    const relative = `${AVATAR_DIR}/${randomBytes(16).toString('hex')}.${image.type}`;
    await mkdir(path.join(storageDir, AVATAR_DIR), { recursive: true });
    await writeFile(path.join(storageDir, relative), bytes);

    const previous = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ avatar: string | null }>(
        'UPDATE users u SET avatar = $2, updated_at = now() FROM users old WHERE u.id = $1 AND old.id = u.id RETURNING old.avatar',
        [userId, relative],
      );
      // The avatar may be what completes the profile ('All Set').
      await awardForProfile(tx, userId);
      return row;
    });
    await removeUploadedAvatar(storageDir, previous?.avatar ?? null);
    return one(await loadOwnProfile(db, userId));
  });
};

async function readAvatar(request: FastifyRequest): Promise<{ bytes: Buffer; image: ImageInfo }> {
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
  if (image.width !== image.height || image.width > AVATAR_MAX_SIDE) throw invalid(AVATAR_MESSAGES.dimensions);
  return { bytes, image };
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function invalid(message: string): ValidationError {
  return new ValidationError({ avatar: [message] });
}

/**
 * Deletes the replaced avatar if this endpoint uploaded it. Seeded avatars live elsewhere and
 * may be shared by many users, so they stay; the resolved path must stay inside the folder.
 */
async function removeUploadedAvatar(storageDir: string, relative: string | null): Promise<void> {
  if (!relative?.startsWith(`${AVATAR_DIR}/`)) return;
  const root = path.resolve(storageDir, AVATAR_DIR);
  const file = path.resolve(storageDir, relative);
  if (path.dirname(file) !== root) return;
  await rm(file, { force: true });
}
