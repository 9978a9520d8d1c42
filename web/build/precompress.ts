import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; the bff compresses the same types when no such copy exists. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg']);

/** Below this a file fits in one packet either way (the bff applies the same floor). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip level 9) beside each
 * compressible file of the written build, public files included. The bff sends them as they are
 * (bff/src/http/static-files.ts): a build compresses once, as hard as it likes, where the bff
 * could only afford a faster level at a request. Only a build that writes its files writes them.
 */
export function precompress(): Plugin {
  return {
    name: 'jotpod:precompress',
    apply: 'build',
    // Last: the other plugins' files are written, and public/ was copied before any was.
    enforce: 'post',
    async writeBundle(options) {
      if (!options.dir) return;
      await Promise.all((await compressibleFiles(options.dir)).map(writeCompressed));
    },
  };
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    if ((await stat(file)).size > MIN_BYTES) files.push(file);
  }
  return files;
}

async function writeCompressed(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  // Written after the file itself, so neither copy is older than it (the bff checks).
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
