import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf } from './content-types.ts';

/** Uploaded and generated files never change under the same name, so clients may keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A stored SVG opened directly must not run script in our origin: sandbox the document and
 * forbid everything but inline styles and its own images.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * GET /storage/* serves files under storageDir with node:fs streams. The requested path is
 * resolved and then realpath'd, and must stay inside the (realpath'd) root, so neither `..`
 * segments nor symlinks can reach files outside it; anything else is the JSON 404.
 */
export function registerStorageRoutes(app: FastifyInstance, storageDir: string): void {
  app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
    const file = await locate(storageDir, request.params['*']);
    if (!file) return reply.callNotFound();
    const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    reply
      .header('content-type', contentTypeOf(file.path))
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', new Date(file.mtimeMs).toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('content-length', file.size);
    return reply.send(createReadStream(file.path));
  });
}

async function locate(storageDir: string, relative: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  if (relative === '' || relative.includes('\0')) return null;
  try {
    const root = await realpath(storageDir);
    const path = await realpath(resolve(root, relative));
    if (!path.startsWith(root + sep)) return null;
    const stats = await stat(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null; // missing file or storage root
  }
}
