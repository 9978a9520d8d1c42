// `npm run bench [-- <name>] [options]`: the benchmarks, printing their figures.
//   npm run bench                          search latency, demo data, PGlite (the default benchmark)
//   npm run bench -- search --scale large  the large data (100,000 jots; the first run seeds it, minutes)
//   npm run bench -- search --database-url postgres://postgres@127.0.0.1:5432/bench   on a PostgreSQL server
//   npm run bench -- collections           a 5,000-jot collection's pages through the bff (p95 target 50 ms)
//   npm run bench -- load                  200 virtual users for 60 s on the api + bff processes
//   npm run bench -- load --users 10 --seconds 5   a short smoke run
//   npm run bench -- throughput            req/s of every main screen: bff (warm and cold cache), api, /health
//   npm run bench -- throughput --scale large --database-url postgres://...   large data, PostgreSQL
//   npm run bench -- signed-in-cost --screens "feed NEW,jot" --cpu-prof .bench/profiles   CPU per signed-in request, a profile of the bff
//   npm run bench -- compare-bffs --base ../before   this checkout's bff against another's, signed-in screens in turns
//   npm run bench -- bff-layer             CPU of the bff's GraphQL work per signed-in screen, in one process, without the network
//   npm run bench -- promotion --screens section   MB the bff's scavenges move to the old generation, and the allocation sites
//   npm run bench -- pages                 pages/s and bff CPU per server-rendered page: a visitor's kept, rendered, a signed-in user's
//   npm run bench -- lighthouse            Lighthouse (mobile) on home, feed, a pod and a jot (build:web first)
//   npm run bench -- lighthouse --runs 3   the median of three runs a page
// The first argument names the benchmark when it is one of the names below; without a name (no
// arguments, or options only) search runs, as it did before there was a choice. The remaining
// arguments go to that benchmark. Node builtins only, like the other scripts.
import { bootstrap } from './bootstrap.mjs';
import { runOnNode24 } from './node-runtime.mjs';
import { bin, fail, header, run } from './lib.mjs';

await runOnNode24();

const benchmarks = {
  search: { title: 'search latency (api and bff)', script: 'scripts/bench-search.ts' },
  collections: { title: 'a collection of 5,000 jots through the bff: first pages and filtered pages', script: 'scripts/bench-collections.ts' },
  load: { title: 'load: virtual users on the api and bff processes', script: 'scripts/bench-load/main.ts' },
  throughput: { title: 'throughput: every main screen through the bff and at the api, against the /health floor', script: 'scripts/bench-throughput/main.ts' },
  'signed-in-cost': { title: "signed-in screens: each process's CPU time per request, through the bff and at the api", script: 'scripts/bench-throughput/signed-in-cost.ts' },
  'compare-bffs': { title: "two bffs' signed-in screens in turns: this checkout against --base", script: 'scripts/bench-throughput/compare-bffs.ts' },
  'bff-layer': { title: "the bff's GraphQL work per signed-in screen, in one process, against forwarding the same REST answers", script: 'scripts/bench-throughput/bff-layer.ts' },
  promotion: { title: 'what the bff moves into its old generation under signed-in load, and where it was made', script: 'scripts/bench-throughput/promotion.ts' },
  'visitors-while-writing': { title: "visitors' cached answers and pages while signed-in readers write their own data, then public data", script: 'scripts/bench-throughput/visitors-while-writing.ts' },
  pages: { title: "server-rendered pages: a visitor's kept and rendered, a signed-in user's", script: 'scripts/bench-throughput/pages.ts' },
  lighthouse: { title: 'Lighthouse (mobile preset) on home, feed, a pod and a jot', script: 'scripts/bench-lighthouse/main.ts' },
};

await bootstrap();
const args = process.argv.slice(2);
const named = args[0] !== undefined && !args[0].startsWith('-');
const name = named ? args[0] : 'search';
const benchmark = benchmarks[name];
if (!benchmark) fail(`no benchmark named "${name}"; choose one of: ${Object.keys(benchmarks).join(', ')}`);

header(benchmark.title);
const code = await run(process.execPath, [benchmark.script, ...(named ? args.slice(1) : args)]);
if (code !== 0) fail(`${name} benchmark failed (exit ${code})`);
