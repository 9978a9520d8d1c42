import { fileURLToPath } from 'node:url';
import { constants as zlib, brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

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

/** Builds the client as `npm run build:web` does (production), in memory: nothing is written. */
export async function buildClientChunks(): Promise<Rolldown.OutputChunk[]> {
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
  const chunks: Rolldown.OutputChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('the client build started a watcher');
    for (const file of output.output) if (file.type === 'chunk') chunks.push(file);
  }
  return chunks;
}

/** Each landing page's first-screen chunks and their total size. */
export function firstScreens(chunks: readonly Rolldown.OutputChunk[]): FirstScreen[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizes = new Map<string, ChunkSize>();
  const sizeOf = (chunk: Rolldown.OutputChunk): ChunkSize => {
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
  const chunkOf = (module: string): Rolldown.OutputChunk => {
    const id = `${WEB_ROOT}${module}`;
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk of the build holds ${module}`);
    return chunk;
  };
  return Object.entries(FIRST_SCREENS).map(([page, modules]) => {
    const loaded = new Set<string>();
    const load = (chunk: Rolldown.OutputChunk): void => {
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
