import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Versions below which a dependency has a published advisory we must not ship, wherever the
 * lockfile holds it (hoisted or nested). Add a row when an advisory names a package we use.
 */
const ADVISED_MINIMUMS: Record<string, { minimum: string; why: string }> = {
  'sanitize-html': { minimum: '2.17.7', why: 'two advisories fixed in 2.17.6 and 2.17.7 (the bff and api sanitize every author\'s HTML with it)' },
};

type Lockfile = { packages: Record<string, { version?: string }> };
const lockfile = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lockfile;

function compareVersions(a: string, b: string) {
  const [pa, pb] = [a, b].map((version) => version.split('-')[0]!.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    const difference = (pa![i] ?? 0) - (pb![i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every copy of a package the lockfile installs, by where it goes. */
function installed(name: string) {
  return Object.entries(lockfile.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => ({ path, version: entry.version! }));
}

describe('package-lock.json', () => {
  it.each(Object.entries(ADVISED_MINIMUMS))('installs %s only at or above its advised minimum', (name, { minimum, why }) => {
    const copies = installed(name);
    expect(copies.length, `${name} is not in package-lock.json: remove its row or check the name`).toBeGreaterThan(0);
    for (const { path, version } of copies) {
      expect(compareVersions(version, minimum), `${path} is ${version}, below ${minimum}: ${why}`).toBeGreaterThanOrEqual(0);
    }
  });
});
