import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface DependencyPatch {
  name: string;
  packageName: string;
}
type ApplyDependencyPatches = (root: string, patches?: DependencyPatch[]) => { file: string; outcome: string }[];

describe('TypeScript run through tsx, as every service runs', () => {
  it('makes a named closure as written, with no call that names it, and the closure keeps its name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jotpod-tsx-'));
    try {
      const module = join(dir, 'closures.ts');
      writeFileSync(
        module,
        [
          'export function makeHandler(): () => number {',
          '  const handle = (): number => 1;',
          '  return handle;',
          '}',
          'console.log(JSON.stringify({ source: makeHandler.toString(), name: makeHandler().name }));',
        ].join('\n'),
      );
      const printed = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', module], { cwd: root, encoding: 'utf8' })) as { source: string; name: string };
      expect(printed.source).not.toContain('__name');
      expect(printed.source).toMatch(/const handle ?= ?\(\) ?=> ?1/);
      expect(printed.name).toBe('handle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is so because the installed tsx is patched', async () => {
    const script = fileURLToPath(new URL('../../scripts/dependency-patches.mjs', import.meta.url));
    const { applyDependencyPatches, dependencyPatches } = (await import(script)) as { applyDependencyPatches: ApplyDependencyPatches; dependencyPatches: DependencyPatch[] };
    const tsx = dependencyPatches.filter((patch) => patch.packageName === 'tsx');
    expect(applyDependencyPatches(root, tsx).map((one) => one.outcome)).toEqual(['already patched', 'already patched']);
  });
});
