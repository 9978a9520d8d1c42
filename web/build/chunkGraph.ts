import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of a written build: its file in the output folder, the modules it holds, the chunks it imports statically. */
export interface ChunkGraphEntry {
  fileName: string;
  /** The modules' paths relative to the web app's root (`src/main.tsx`, `../node_modules/...`). */
  moduleIds: string[];
  imports: string[];
}

/**
 * Writes the chunk graph of the client build beside it (`file`, outside the served folder), so a
 * check of the build (the first-screen budget) can read the files just written instead of
 * building the app again. Only a build that writes its files writes the graph.
 */
export function chunkGraph(file: string, webRoot: string): Plugin {
  return {
    name: 'jotpod:chunk-graph',
    apply: 'build',
    writeBundle(_options, bundle) {
      const graph: ChunkGraphEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.push({
          fileName: output.fileName,
          moduleIds: output.moduleIds.map((id) => relative(webRoot, id)),
          imports: output.imports,
        });
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(graph)}\n`);
    },
  };
}
