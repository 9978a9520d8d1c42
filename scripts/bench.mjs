// `npm run bench`: the benchmarks, printing their figures.
//   npm run bench                          search latency, demo data, PGlite
//   npm run bench -- --scale large         the large data (100,000 jots; the first run seeds it, minutes)
//   npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/bench   on a PostgreSQL server
// Extra arguments go to each benchmark. Node builtins only, like the other scripts.
import { bootstrap } from './bootstrap.mjs';
import { bin, fail, header, run } from './lib.mjs';

await bootstrap();
const args = process.argv.slice(2);

header('search latency (api and bff)');
const code = await run(bin('tsx'), ['scripts/bench-search.ts', ...args]);
if (code !== 0) fail(`search benchmark failed (exit ${code})`);
