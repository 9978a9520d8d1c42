import { BadUserInputError } from '../../bad-user-input.ts';
import { UserRef } from './node-refs.ts';

/**
 * The reader's block list lives on the device (`blockedUsers`); jot lists take it
 * as `excludeAuthors` and hand it to the api, which leaves those authors' jots out before paging:
 * pages stay full (21 or 12 cards) and totalCount stays right, where filtering a fetched page
 * would leave holes. The built-in expert account can never be blocked: the api ignores it.
 */
export const MAX_EXCLUDED_AUTHORS = 500;

/** Spread into `t.arg.globalIDList(...)` on every jot connection. */
export const excludeAuthorsArgOptions = {
  for: UserRef,
  required: false,
  description: `Global User ids whose jots to leave out (the device's block list, at most ${MAX_EXCLUDED_AUTHORS}). The expert account is never left out.`,
} as const;

/** The REST ids of the parsed argument, deduplicated; absent or null means none. */
export function excludedUserIds(arg: readonly { id: number }[] | null | undefined): number[] {
  const ids = [...new Set((arg ?? []).map((entry) => entry.id))];
  if (ids.length > MAX_EXCLUDED_AUTHORS) {
    throw new BadUserInputError(`\`excludeAuthors\` may hold at most ${MAX_EXCLUDED_AUTHORS} ids.`);
  }
  return ids;
}
