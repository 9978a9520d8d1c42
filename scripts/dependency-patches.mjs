// Edits to installed dependencies: applied after every install (the root package's postinstall)
// and by scripts/bootstrap.mjs before `npm start` and `npm test`, so a checkout installed before
// a patch was added gets it too. Each patch names the version it was written for and the exact
// text it replaces (and the texts its earlier versions wrote, which it brings up to date): a
// dependency upgraded or changed stops with the reason, instead of running unpatched or patching
// the wrong thing. Applying twice changes nothing.
// Node builtins only. Usable on its own: `node scripts/dependency-patches.mjs [root]`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Pothos keeps every per-request cache (each dataloader, the set of them, scope-auth's answers,
 * the plugins' request data) in a process-wide WeakMap keyed by the request's context. V8's
 * young-generation collector does not drop such an entry when its key dies: the entry's value,
 * and everything it reaches (a loader's closure holds the whole context), is copied, promoted
 * and left to a full collection. In Node 20, a loop making short-lived keys with a value each
 * ran three times slower and needed 28 full collections where a property on the key, or a
 * WeakMap entry deleted when done, needed none. Here the request's cache object holds one Map of
 * the entries of every cache, keyed by the cache (under a symbol, not enumerable, so a copied
 * context still starts empty, as a new WeakMap key would), which dies young with the request.
 * One Map rather than a property per cache: forty caches adding their own symbols to each
 * request's object in whatever order the query touches them gave every object another shape,
 * and each lookup went through V8's slow path (about 120 ns against 30 for the Map; a signed-in
 * jot page makes dozens). A context that cannot take properties (frozen) keeps a WeakMap.
 */
const POTHOS_CONTEXT_CACHE_WEAKMAP = `    const cache = new WeakMap();
    const getOrCreate = (context, ...args)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        if (cache.has(cacheKey)) {
            return cache.get(cacheKey);
        }
        const entry = create(context, ...args);
        cache.set(cacheKey, entry);
        return entry;
    };
    getOrCreate.delete = (context)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        cache.delete(cacheKey);
    };`;

/** An earlier version of the patch (a symbol property per cache): brought up to date like the original. */
const POTHOS_CONTEXT_CACHE_SYMBOL_PER_CACHE = `    // Patched by Jotpod (scripts/dependency-patches.mjs): the entry lives on the request's cache
    // object, not in a WeakMap whose entries outlive young-generation collections.
    const entryKey = Symbol('Pothos.contextCacheEntry');
    const frozen = new WeakMap();
    const getOrCreate = (context, ...args)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        if (entryKey in cacheKey) {
            return cacheKey[entryKey];
        }
        if (frozen.has(cacheKey)) {
            return frozen.get(cacheKey);
        }
        const entry = create(context, ...args);
        if (Object.isExtensible(cacheKey)) {
            Object.defineProperty(cacheKey, entryKey, { value: entry, writable: true, configurable: true });
        } else {
            frozen.set(cacheKey, entry);
        }
        return entry;
    };
    getOrCreate.delete = (context)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        delete cacheKey[entryKey];
        frozen.delete(cacheKey);
    };`;

const POTHOS_CONTEXT_CACHE_ON_CONTEXT = `    // Patched by Jotpod (scripts/dependency-patches.mjs): the entries live in one Map on the
    // request's cache object, not in WeakMaps whose entries outlive young-generation collections.
    const entriesKey = Symbol.for('Jotpod.contextCacheEntries');
    const frozen = new WeakMap();
    const getOrCreate = (context, ...args)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        let entries = cacheKey[entriesKey];
        if (entries === undefined) {
            if (!Object.isExtensible(cacheKey)) {
                if (frozen.has(cacheKey)) {
                    return frozen.get(cacheKey);
                }
                const entry = create(context, ...args);
                frozen.set(cacheKey, entry);
                return entry;
            }
            entries = new Map();
            Object.defineProperty(cacheKey, entriesKey, { value: entries, configurable: true });
        }
        const found = entries.get(getOrCreate);
        if (found !== undefined || entries.has(getOrCreate)) {
            return found;
        }
        const entry = create(context, ...args);
        entries.set(getOrCreate, entry);
        return entry;
    };
    getOrCreate.delete = (context)=>{
        const cacheKey = context[contextCacheSymbol] || context;
        cacheKey[entriesKey]?.delete(getOrCreate);
        frozen.delete(cacheKey);
    };`;

export const dependencyPatches = [
  {
    name: "Pothos' per-request caches live on the request's context",
    packageName: '@pothos/core',
    version: '4.15.1',
    files: ['esm/utils/context-cache.js', 'lib/utils/context-cache.js'],
    replace: POTHOS_CONTEXT_CACHE_WEAKMAP,
    supersedes: [POTHOS_CONTEXT_CACHE_SYMBOL_PER_CACHE],
    with: POTHOS_CONTEXT_CACHE_ON_CONTEXT,
  },
];

/**
 * Applies every patch under `root`'s node_modules. Answers one line per file: 'patched',
 * 'already patched', or 'not installed' (an install without that package, e.g. the api's image).
 * Throws when a package is another version or a file holds neither the text nor its replacement.
 */
export function applyDependencyPatches(root, patches = dependencyPatches) {
  const outcomes = [];
  for (const patch of patches) {
    const packageDir = join(root, 'node_modules', ...patch.packageName.split('/'));
    const manifest = join(packageDir, 'package.json');
    if (!existsSync(manifest)) {
      outcomes.push({ patch: patch.name, file: patch.packageName, outcome: 'not installed' });
      continue;
    }
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (version !== patch.version) {
      throw new Error(
        `${patch.packageName} is ${version}, but the patch "${patch.name}" was written for ${patch.version}: check whether ${version} still needs it and update scripts/dependency-patches.mjs`,
      );
    }
    for (const file of patch.files) {
      const path = join(packageDir, file);
      const text = readFileSync(path, 'utf8');
      if (text.includes(patch.with)) {
        outcomes.push({ patch: patch.name, file: `${patch.packageName}/${file}`, outcome: 'already patched' });
        continue;
      }
      // The original text, or what an earlier version of the patch wrote in its place.
      const replaced = [patch.replace, ...(patch.supersedes ?? [])].find((candidate) => text.includes(candidate));
      const at = replaced === undefined ? -1 : text.indexOf(replaced);
      if (replaced === undefined || text.indexOf(replaced, at + 1) >= 0) {
        throw new Error(`${patch.packageName}/${file} does not hold the text the patch "${patch.name}" replaces (exactly once): reinstall it (npm ci) or update scripts/dependency-patches.mjs`);
      }
      writeFileSync(path, text.slice(0, at) + patch.with + text.slice(at + replaced.length));
      outcomes.push({ patch: patch.name, file: `${patch.packageName}/${file}`, outcome: 'patched' });
    }
  }
  return outcomes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  try {
    for (const { file, outcome } of applyDependencyPatches(root)) {
      if (outcome === 'patched') console.log(`patched ${file}`);
    }
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
