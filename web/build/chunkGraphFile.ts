import { fileURLToPath } from 'node:url';

/** Where `npm run build:web` leaves the client build's chunk graph (web/build/chunkGraph.ts): a cache, never served. */
export const CHUNK_GRAPH_FILE = fileURLToPath(new URL('../../node_modules/.cache/jotpod/web-chunk-graph.json', import.meta.url));

/**
 * Set by `npm test` (scripts/test.mjs) once it has built web/dist: the build's checks read that
 * build instead of making their own.
 */
export const WEB_DIST_BUILT_ENV = 'JOTPOD_WEB_DIST_BUILT';
