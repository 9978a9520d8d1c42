import type { Db } from '../db/client.ts';
import { removeJot } from '../authoring/jot-delete.ts';
import { openReports, restoreJot } from './jot-reports.ts';

export const REVIEW_USAGE = `usage: npm run reports -- <command>
  list              jots with reports not yet reviewed (held ones first)
  restore <jot id>  show the jot again; its reports so far count as reviewed
  remove <jot id>   delete the jot for good (with its images, likes and reports)`;

/**
 * The reports script's commands. Writes what it did to `print`; answers the process exit code
 * (0 done, 1 unknown jot, 2 usage).
 */
export async function runReviewCommand(deps: { db: Db; storageDir: string }, args: readonly string[], print: (line: string) => void): Promise<number> {
  const [command, key, ...extra] = args;
  if (command === 'list' && key === undefined) {
    const open = await openReports(deps.db);
    if (open.length === 0) {
      print('No reports to review.');
      return 0;
    }
    for (const jot of open) {
      print(`jot ${jot.jot_id} "${jot.jot_name}" (/jot/${jot.jot_slug}) by user ${jot.author_id}: ${jot.reports.length} report(s)${jot.held ? ', HELD (hidden until reviewed)' : ''}`);
      for (const report of jot.reports) {
        print(`  - ${report.created_at} user ${report.reporter_id}: ${report.reason}${report.note ? ` — ${report.note.replace(/\s+/g, ' ')}` : ''}`);
      }
    }
    return 0;
  }
  const jotId = key !== undefined && /^\d{1,15}$/.test(key) ? Number(key) : null;
  if ((command === 'restore' || command === 'remove') && jotId !== null && extra.length === 0) {
    const found = command === 'restore' ? await restoreJot(deps.db, jotId) : await removeJot(deps, jotId);
    if (!found) {
      print(`No jot ${jotId}: nothing changed.`);
      return 1;
    }
    print(command === 'restore' ? `Jot ${jotId} is shown again; its reports are marked reviewed.` : `Jot ${jotId} is removed.`);
    return 0;
  }
  print(REVIEW_USAGE);
  return 2;
}
