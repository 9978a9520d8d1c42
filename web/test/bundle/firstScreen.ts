import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib, brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { ChunkGraphEntry } from '../../build/chunkGraph.ts';
import { CHUNK_GRAPH_FILE, WEB_DIST_BUILT_ENV } from '../../build/chunkGraphFile.ts';

/**
 * What a visitor's browser loads before the first interaction, page by page, read from a
 * production build of the web app (the chunk graph Rolldown wrote, not a measurement): the boot
 * script, the app and everything it imports statically, the page's screen with its own static
 * imports, and what opens by itself once the page is idle. The sizes are the chunks' bytes
 * gzipped at level 9 (the unit of the first-screen budget) and brotli (what the bff sends).
 */

const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every page loads these: the entry and the app. */
const APP_MODULES = ['src/boot.ts', 'src/main.tsx'];

/** The main layout's mobile-app prompt: a phone gets it once the page is idle, without any interaction. */
const MOBILE_APP_PROMPT = 'src/components/dialogs/MobileAppDialog.tsx';

/** The landing pages the budget holds (those the Lighthouse bench measures), by the modules each loads besides the app. */
export const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  home: ['src/screens/home/HomePage.tsx'],
  feed: ['src/screens/feeds/FeedsPage.tsx', MOBILE_APP_PROMPT],
  pod: ['src/screens/pod/PodPage.tsx', MOBILE_APP_PROMPT],
  jot: ['src/screens/jot/JotPage.tsx', MOBILE_APP_PROMPT],
};

/** A chunk of the client build: its place in the chunk graph and its code. */
export interface BuiltChunk extends ChunkGraphEntry {
  code: string;
}

export interface ChunkSize {
  fileName: string;
  gzip: number;
  brotli: number;
}

export interface FirstScreen {
  page: string;
  /** The chunks the page loads, largest first. */
  chunks: ChunkSize[];
  gzip: number;
  brotli: number;
}

/**
 * The client build's chunks: web/dist as `npm test` has just built it (it says so in
 * `JOTPOD_WEB_DIST_BUILT`), otherwise a production build made in memory, as `npm run build:web`
 * makes it: a check run on its own never reads a stale web/dist.
 */
export async function clientChunks(): Promise<BuiltChunk[]> {
  return process.env[WEB_DIST_BUILT_ENV] === '1' ? readWrittenChunks() : buildClientChunks();
}

/** web/dist's chunks, by the chunk graph its build wrote (web/build/chunkGraph.ts). */
function readWrittenChunks(): BuiltChunk[] {
  const graph = JSON.parse(readFileSync(CHUNK_GRAPH_FILE, 'utf8')) as ChunkGraphEntry[];
  // A graph and a web/dist of different builds name different hashed files: the read fails.
  return graph.map((entry) => ({ ...entry, code: readFileSync(`${WEB_ROOT}dist/${entry.fileName}`, 'utf8') }));
}

/** Builds the client as `npm run build:web` does (production), in memory: nothing is written. */
async function buildClientChunks(): Promise<BuiltChunk[]> {
  // Vite builds for the NODE_ENV it finds (a test runner sets 'test': React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: `${WEB_ROOT}vite.config.ts`,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, reportCompressedSize: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = Array.isArray(result) ? result : [result];
  const chunks: BuiltChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('the client build started a watcher');
    for (const file of output.output) {
      if (file.type !== 'chunk') continue;
      chunks.push({
        fileName: file.fileName,
        code: file.code,
        moduleIds: file.moduleIds.map((id) => relative(WEB_ROOT, id)),
        imports: file.imports,
      });
    }
  }
  return chunks;
}

/** Each landing page's first-screen chunks and their total size. */
export function firstScreens(chunks: readonly BuiltChunk[]): FirstScreen[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizes = new Map<string, ChunkSize>();
  const sizeOf = (chunk: BuiltChunk): ChunkSize => {
    let size = sizes.get(chunk.fileName);
    if (!size) {
      const code = Buffer.from(chunk.code);
      size = {
        fileName: chunk.fileName,
        gzip: gzipSync(code, { level: zlib.Z_BEST_COMPRESSION }).length,
        brotli: brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length,
      };
      sizes.set(chunk.fileName, size);
    }
    return size;
  };
  const chunkOf = (module: string): BuiltChunk => {
    const chunk = chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`no chunk of the build holds ${module}`);
    return chunk;
  };
  return Object.entries(FIRST_SCREENS).map(([page, modules]) => {
    const loaded = new Set<string>();
    const load = (chunk: BuiltChunk): void => {
      if (loaded.has(chunk.fileName)) return;
      loaded.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) load(next);
      }
    };
    for (const module of [...APP_MODULES, ...modules]) load(chunkOf(module));
    const loadedChunks = [...loaded].map((fileName) => sizeOf(byFile.get(fileName)!)).sort((a, b) => b.gzip - a.gzip);
    return {
      page,
      chunks: loadedChunks,
      gzip: loadedChunks.reduce((sum, c) => sum + c.gzip, 0),
      brotli: loadedChunks.reduce((sum, c) => sum + c.brotli, 0),
    };
  });
}
