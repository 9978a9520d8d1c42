// `npm run audit`: the advisories against what Jotpod ships (production dependencies only), from
// the registry's audit endpoint. Fails on a high or critical one, and lists every advisory found.
// Exit codes: 0 none at high or above, 1 one or more, 3 the registry did not answer the audit
// endpoint (nothing was checked; `.ci/run` says so in one line and goes on).
// Node builtins only.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { bold, green, red, root, yellow } from './lib.mjs';

export const AUDIT_LEVEL = 'high';
const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
export const EXIT_UNANSWERED = 3;

/**
 * Reads `npm audit --json`: either the report (auditReportVersion 2) or, when the endpoint
 * failed, npm's description of the failed request. Answers what to print and the exit code.
 */
export function readAuditReport(json, level = AUDIT_LEVEL) {
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    return { code: EXIT_UNANSWERED, lines: [`npm audit gave no report (${json.trim().split('\n')[0] || 'no output'})`] };
  }
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const why = report?.message ?? report?.error?.summary ?? 'no report';
    return { code: EXIT_UNANSWERED, lines: [`the registry did not answer the audit endpoint (${why}): no advisories were checked`] };
  }
  const floor = SEVERITIES.indexOf(level);
  const found = Object.values(report.vulnerabilities).sort(
    (a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name),
  );
  const lines = found.map((entry) => {
    const advisories = entry.via
      .filter((via) => typeof via === 'object')
      .map((via) => `${via.title}${via.url ? ` (${via.url})` : ''}`);
    const through = entry.via.filter((via) => typeof via === 'string');
    const fix = entry.fixAvailable === false ? 'no fix yet' : entry.fixAvailable === true ? 'fix: npm audit fix' : `fix: ${entry.fixAvailable.name}@${entry.fixAvailable.version}`;
    const what = advisories.length ? advisories.join('; ') : `through ${through.join(', ')}`;
    return `${entry.severity.padEnd(8)} ${entry.name} ${entry.range}: ${what} [${fix}]`;
  });
  const blocking = found.filter((entry) => SEVERITIES.indexOf(entry.severity) >= floor).length;
  return { code: blocking > 0 ? 1 : 0, lines, blocking, total: found.length };
}

function npmAuditJson() {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['audit', '--omit=dev', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code, lines, blocking, total } = readAuditReport(await npmAuditJson());
  if (code === EXIT_UNANSWERED) {
    console.log(yellow(`npm audit: ${lines[0]}`));
  } else {
    for (const line of lines) console.log(`  ${line}`);
    console.log(
      code === 0
        ? green(`npm audit: no ${AUDIT_LEVEL} or critical advisory against the production dependencies${total ? ` (${total} below ${AUDIT_LEVEL}, listed above)` : ''}`)
        : bold(red(`npm audit: ${blocking} production ${blocking === 1 ? 'dependency has' : 'dependencies have'} a ${AUDIT_LEVEL} or critical advisory (listed above)`)),
    );
  }
  process.exit(code);
}
