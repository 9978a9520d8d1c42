import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { MIN_COMPRESSIBLE_BYTES, preferredEncoding, type ContentEncoding } from './content-encoding.ts';
import { isPageRequest } from './page-navigation.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg']);
/** Vite emits content-hashed files under assets/: their bytes never change for a given name. */
const HASHED_ASSETS_PREFIX = '/assets/';

interface Encoded {
  mtimeMs: number;
  identity: Buffer;
  /** Compressible types above the floor only. */
  compressed?: Record<ContentEncoding, Buffer>;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface StaticFilesOptions {
  /** Headers of the app's HTML pages only (its Content-Security-Policy): they rule what the page may load. */
  htmlHeaders?: Readonly<Record<string, string>>;
  /**
   * Whether a page navigation that names no file gets index.html (client routing). Off when the
   * pages are served by their own handler (the shell with each page's head and status).
   */
  appShellFallback?: boolean;
}

/**
 * Serves the built web app: files by path, hashed assets cached forever, everything else
 * revalidated by ETag, and index.html for any other page a browser asks for (client routing).
 * Text files are sent compressed: the build's brotli and gzip copies beside them when they are up
 * to date, else compressed here once; either is kept in memory (the dist folder is small and
 * immutable).
 */
export function createStaticFiles(root: string, options: StaticFilesOptions = {}): StaticHandler {
  const htmlHeaders = options.htmlHeaders ?? {};
  const base = path.resolve(root);
  const cache = new Map<string, Encoded>();

  async function load(file: string): Promise<{ encoded: Encoded; size: number } | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return { encoded: cached, size: info.size };
    const identity = await readFile(file);
    const encoded: Encoded = { mtimeMs: info.mtimeMs, identity };
    if (COMPRESSIBLE.has(path.extname(file)) && identity.length > MIN_COMPRESSIBLE_BYTES) {
      encoded.compressed = {
        br: (await precompressed(`${file}.br`, info.mtimeMs)) ?? (await brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })),
        gzip: (await precompressed(`${file}.gz`, info.mtimeMs)) ?? (await gzipAsync(identity, { level: 9 })),
      };
    }
    cache.set(file, encoded);
    return { encoded, size: info.size };
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): Promise<boolean> {
    const loaded = await load(file);
    if (!loaded) return false;
    const { encoded, size } = loaded;
    const etag = `W/"${size.toString(16)}-${Math.floor(encoded.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'content-type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      etag,
      'x-content-type-options': 'nosniff',
      ...(path.extname(file) === '.html' ? htmlHeaders : {}),
    };
    if (encoded.compressed) headers.vary = 'accept-encoding';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = encoded.compressed ? preferredEncoding(req.headers['accept-encoding']) : null;
    const body = encoding && encoded.compressed ? encoded.compressed[encoding] : encoded.identity;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * The build's compressed copy of a file (`<file>.br`, `<file>.gz`: web/build/precompress.ts),
   * when there is one not older than the file; else null and the file is compressed here.
   */
  async function precompressed(copy: string, originalMtimeMs: number): Promise<Buffer | null> {
    try {
      const info = await stat(copy);
      return info.isFile() && info.mtimeMs >= originalMtimeMs ? await readFile(copy) : null;
    } catch {
      return null;
    }
  }

  return async (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(base)) return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://bff.invalid').pathname);
    } catch {
      return false;
    }
    const file = path.resolve(base, `.${path.posix.normalize(pathname)}`);
    const inside = file.startsWith(base + path.sep);
    if (inside && path.basename(file) !== 'index.html') {
      const immutable = pathname.startsWith(HASHED_ASSETS_PREFIX);
      const served = await send(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (served) return true;
    }
    // Client-side routes: any page navigation gets the app shell, never cached stale.
    if (options.appShellFallback === false) return false;
    if (!isPageRequest(req, pathname)) return false;
    return send(req, res, path.join(base, 'index.html'), 'no-cache');
  };
}
