import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/audit.mjs', import.meta.url));
const folders: string[] = [];

/**
 * Runs `npm run audit`'s script with an `npm` first on PATH that answers `npm audit --json` with
 * the given output, as the registry's audit endpoint would have made npm answer.
 */
function auditWith(npmOutput: unknown) {
  const folder = mkdtempSync(join(tmpdir(), 'jotpod-audit-'));
  folders.push(folder);
  writeFileSync(join(folder, 'answer.json'), JSON.stringify(npmOutput));
  const npm = join(folder, 'npm');
  writeFileSync(npm, `#!/bin/sh\n[ "$1 $2 $3" = "audit --omit=dev --json" ] || exit 64\ncat "${join(folder, 'answer.json')}"\nexit 1\n`);
  chmodSync(npm, 0o755);
  const result = spawnSync(process.execPath, [script], {
    env: { ...process.env, PATH: `${folder}:${process.env.PATH}`, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const report = (vulnerabilities: Record<string, unknown>) => ({ auditReportVersion: 2, vulnerabilities, metadata: {} });
const advisory = (name: string, severity: string, title: string) => ({
  name,
  severity,
  isDirect: true,
  range: '<2.0.0',
  via: [{ title, url: `https://github.com/advisories/${name}`, severity }],
  fixAvailable: { name, version: '2.0.0' },
});

describe('npm run audit', () => {
  it('passes when no production dependency has an advisory', () => {
    const { code, output } = auditWith(report({}));
    expect(code).toBe(0);
    expect(output).toContain('no high or critical advisory');
  });

  it('passes on moderate advisories, and lists them', () => {
    const { code, output } = auditWith(report({ 'left-pad': advisory('left-pad', 'moderate', 'Pads too much') }));
    expect(code).toBe(0);
    expect(output).toContain('moderate left-pad <2.0.0: Pads too much (https://github.com/advisories/left-pad) [fix: left-pad@2.0.0]');
  });

  it('fails on a high or critical advisory, with every advisory listed, the worst first', () => {
    const { code, output } = auditWith(
      report({
        'left-pad': advisory('left-pad', 'moderate', 'Pads too much'),
        'sanitize-html': advisory('sanitize-html', 'high', 'Lets a script through'),
        'is-odd': advisory('is-odd', 'critical', 'Even is odd'),
      }),
    );
    expect(code).toBe(1);
    const listed = output.split('\n').filter((line) => line.startsWith('  '));
    expect(listed.map((line) => line.trim().split(/\s+/)[1])).toEqual(['is-odd', 'sanitize-html', 'left-pad']);
    expect(output).toContain('2 production dependencies have a high or critical advisory');
  });

  it('says in one line that nothing was checked when the registry does not answer the audit endpoint', () => {
    const { code, output } = auditWith({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(code).toBe(3);
    expect(output.trim().split('\n')).toEqual([
      'npm audit: the registry did not answer the audit endpoint (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk): no advisories were checked',
    ]);
  });
});
