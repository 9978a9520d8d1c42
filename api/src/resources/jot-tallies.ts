/**
 * Counting jots from jot_tallies (kept by triggers: migrations/0010_jot_tallies.sql) instead of
 * counting the jots: exact, and a read of a few index entries whatever the number of jots. Rows:
 * (pod, author) with the pod's visibility; (pod, 0) all the pod's authors; (0, author) the
 * author's jots in every visible pod. Only visible pods count (the catalogue's one visibility
 * rule, resources/visibility.ts).
 */

import { mutedByCondition } from '../author-filters/muted.ts';

/** The id standing for "every author" (user_id) or "every visible pod" (pod_id); real ids start at 1. */
const EVERY = 0;

/** The filters a tally can answer, each an SQL expression (placeholder) of its value. */
export interface TallyFilter {
  podId?: string;
  userId?: string;
  /** A bigint[] of authors left out (the built-in expert account never is). */
  excludedUserIds?: string;
  /** The reader whose muted authors are left out. */
  mutedBy?: string;
}

const EXPERT = 'EXISTS (SELECT 1 FROM users eu WHERE eu.id = jt.user_id AND eu.is_expert)';

function sum(conditions: readonly string[]): string {
  return `(SELECT coalesce(sum(jt.jots), 0) FROM jot_tallies jt WHERE ${['jt.visible', ...conditions].join(' AND ')})`;
}

/** A SELECT of the number of visible jots the filter keeps. */
export function talliedJots(filter: TallyFilter): string {
  const pod = `jt.pod_id = ${filter.podId ?? EVERY}`;
  // Authors whose jots are left out: on the reader's block list (never the expert), or muted.
  const leftOut: string[] = [];
  if (filter.excludedUserIds !== undefined) leftOut.push(`(jt.user_id = ANY(${filter.excludedUserIds}::bigint[]) AND NOT ${EXPERT})`);
  if (filter.mutedBy !== undefined) leftOut.push(`(NOT ${mutedByCondition('jt.user_id', filter.mutedBy)})`);
  const anyLeftOut = `(${leftOut.join(' OR ')})`;
  if (filter.userId !== undefined) {
    return `SELECT ${sum([pod, `jt.user_id = ${filter.userId}`, ...(leftOut.length > 0 ? [`NOT ${anyLeftOut}`] : [])])}::int`;
  }
  // Every author: the pods' rows (summed over the visible pods unless one pod is asked for).
  const all = sum([...(filter.podId === undefined ? [] : [pod]), `jt.user_id = ${EVERY}`]);
  if (leftOut.length === 0) return `SELECT ${all}::int`;
  return `SELECT (${all} - ${sum([pod, `jt.user_id <> ${EVERY}`, anyLeftOut])})::int`;
}

/** The visible jots of the author whose id is `userId` (an SQL expression), as a scalar subquery. */
export function visibleJotsOfAuthor(userId: string): string {
  return `${sum([`jt.pod_id = ${EVERY}`, `jt.user_id = ${userId}`])}::int`;
}
