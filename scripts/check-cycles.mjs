// `node scripts/check-cycles.mjs [dir ...]`: fails when modules import each other in a cycle.
// A cycle makes load order matter (a module can see another's exports still undefined) and ties
// features together so neither can move alone. Type-only imports and lazy `import()` count too:
// they are edges of the same design.
//
// Why not madge or dependency-cruiser: both parse TypeScript through the compiler API of
// TypeScript < 6, which the pinned TypeScript 7 no longer ships (madge will not install beside it;
// dependency-cruiser's swc parser cannot read .tsx). Our sources import each other only through
// relative specifiers, so reading them is a few regular expressions.
// Node builtins only, like the other scripts `npm test` runs first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts)$/;
// `import x from './a'`, `export { y } from './b'`, `import './c'` and `import('./d')`.
const SPECIFIERS = [/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__generated__' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each file's imports of other files in the checked directories. */
export function importGraph(dirs) {
  const files = dirs.flatMap((dir) => sourceFiles(resolve(root, dir)));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    // Comments may quote import lines; they are not edges.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set();
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const target = resolveSpecifier(file, specifier);
        if (target && known.has(target) && target !== file) targets.add(target);
      }
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan), each as one cycle through it. */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['api/src', 'bff/src', 'web/src'];
const graph = importGraph(dirs);
const found = cycles(graph);
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
if (found.length === 0) {
  console.log(`No import cycles among ${graph.size} modules (${edges} imports) in ${dirs.join(', ')}`);
} else {
  console.error(`${found.length} import cycle(s) in ${dirs.join(', ')}; each group imports itself through the others:`);
  for (const component of found) {
    console.error(`  - ${component.map((file) => relative(root, file)).join('\n    ')}`);
  }
  process.exit(1);
}
