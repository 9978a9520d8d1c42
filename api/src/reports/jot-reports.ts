import type { Db } from '../db/client.ts';
import { JOT_REPORTS_REASON } from '../db/rows.generated.ts';
import { ValidationError } from '../http/errors.ts';

/** Why a reader reports a jot: the closed set of the migration's CHECK constraint. */
export const REPORT_REASONS = JOT_REPORTS_REASON;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports by this many different readers (since the jot's last review) hold it for review. */
export const HOLD_THRESHOLD = 3;
export const MAX_NOTE = 1000;

export const REPORT_MESSAGES = {
  reason: 'Please choose why you are reporting this jot.',
  twice: 'You have already reported this jot.',
  own: 'You cannot report your own jot.',
} as const;

export interface ReportInput {
  reason: ReportReason;
  note: string | null;
}

/**
 * Files one reader's report of a jot: once per reader and jot (a second one is a 422 and changes
 * nothing), never one's own jot. In the same transaction, the jot is held (hidden everywhere) when
 * HOLD_THRESHOLD different readers have reported it since its last review.
 */
export async function fileReport(db: Db, jot: { id: number; user_id: number }, reporterId: number, input: ReportInput): Promise<void> {
  if (jot.user_id === reporterId) throw new ValidationError({ reason: [REPORT_MESSAGES.own] });
  await db.transaction(async (tx) => {
    // One report at a time per jot, so the third of three racing reports is the one that holds it.
    await tx.query('SELECT 1 FROM jots WHERE id = $1 FOR UPDATE', [jot.id]);
    const inserted = await tx.query(
      `INSERT INTO jot_reports (jot_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4)
       ON CONFLICT (jot_id, reporter_id) DO NOTHING RETURNING id`,
      [jot.id, reporterId, input.reason, input.note],
    );
    if (inserted.length === 0) throw new ValidationError({ reason: [REPORT_MESSAGES.twice] });
    await tx.query(
      `UPDATE jots SET held_at = now()
        WHERE id = $1 AND held_at IS NULL
          AND (SELECT count(*) FROM jot_reports WHERE jot_id = $1 AND reviewed_at IS NULL) >= $2`,
      [jot.id, HOLD_THRESHOLD],
    );
  });
}

export interface OpenReport {
  jot_id: number;
  jot_slug: string;
  jot_name: string;
  author_id: number;
  held: boolean;
  reports: { reporter_id: number; reason: ReportReason; note: string | null; created_at: string }[];
}

/** Every jot with reports not yet reviewed, held ones first, then by their latest report. */
export async function openReports(db: Db): Promise<OpenReport[]> {
  return db.query<OpenReport>(
    `SELECT j.id AS jot_id, j.slug AS jot_slug, j.name AS jot_name, j.user_id AS author_id, j.held_at IS NOT NULL AS held,
            json_agg(json_build_object('reporter_id', r.reporter_id, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at)
                     ORDER BY r.created_at, r.id) AS reports
       FROM jot_reports r JOIN jots j ON j.id = r.jot_id
      WHERE r.reviewed_at IS NULL
      GROUP BY j.id
      ORDER BY (j.held_at IS NOT NULL) DESC, max(r.created_at) DESC, j.id DESC`,
  );
}

/**
 * Review outcome "keep": the jot is shown again and its reports so far are marked reviewed, so
 * only new reports can hold it again. Answers whether there was such a jot.
 */
export async function restoreJot(db: Db, jotId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const jot = await tx.query('UPDATE jots SET held_at = NULL WHERE id = $1 RETURNING id', [jotId]);
    await tx.query('UPDATE jot_reports SET reviewed_at = now() WHERE jot_id = $1 AND reviewed_at IS NULL', [jotId]);
    return jot.length > 0;
  });
}

/** Reads a report's body: `reason` (required, one of REPORT_REASONS), `note` (optional, at most 1000). */
export function readReport(body: unknown): ReportInput {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string[]> = {};
  const reason = input.reason;
  const validReason = typeof reason === 'string' && (REPORT_REASONS as readonly string[]).includes(reason);
  if (!validReason) errors.reason = [REPORT_MESSAGES.reason];
  let note: string | null = null;
  if (input.note !== undefined && input.note !== null) {
    if (typeof input.note !== 'string') errors.note = ['The note field must be a string.'];
    else {
      const trimmed = input.note.trim();
      if ([...trimmed].length > MAX_NOTE) errors.note = [`The note field must not be greater than ${MAX_NOTE} characters.`];
      else note = trimmed === '' ? null : trimmed;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { reason: reason as ReportReason, note };
}
