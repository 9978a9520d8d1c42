// No secret has a default anywhere: a default in a public repository is a secret everyone knows.
// docker-compose requires each one (`${VAR:?message}`), and the code never falls back to a fixed
// value for SESSION_SECRET or OAUTH_CLIENT_SECRET (npm start generates them per checkout).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('secrets', () => {
  test('docker-compose.yml requires SESSION_SECRET and OAUTH_CLIENT_SECRET, with no default', () => {
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    for (const name of ['SESSION_SECRET', 'OAUTH_CLIENT_SECRET']) {
      const uses = compose.match(new RegExp(`\\$\\{${name}[^}]*\\}`, 'g')) ?? [];
      expect(uses.length, `${name} is used`).toBeGreaterThan(0);
      for (const use of uses) expect(use, `${name} must be required`).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    }
    expect(compose).not.toMatch(/SECRET[^\n]*:-/);
  });

  test('no code of the api, the bff or the scripts falls back to a fixed secret', () => {
    const fallback = /(SESSION_SECRET|OAUTH_CLIENT_SECRET|sessionSecret|oauthClientSecret)\b[^\n;]*(\?\?|\|\|)\s*['"`]/;
    const fixed = /(sessionSecret|secret)\s*:\s*['"`][^'"`]{8,}['"`]/;
    const offenders = ['api/src', 'bff/src', 'scripts'].flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return fallback.test(text) || fixed.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
