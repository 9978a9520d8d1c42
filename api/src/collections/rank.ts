import { generateKeyBetween } from 'fractional-indexing';

/**
 * The manual order of a collection's entries: each entry's rank is a fractional index, a string
 * that sorts byte by byte (collection_items.rank is COLLATE "C") between its neighbours'. Putting
 * an entry somewhere makes one new key between the two it lands between, so a move or an insert
 * writes that entry's row only, whatever the collection holds; keys grow by about a character per
 * few dozen insertions at one spot, never needing a renumbering.
 *
 * `before` and `after` are the ranks of the entries it lands between (null: the start or the end).
 */
export function rankBetween(before: string | null, after: string | null): string {
  return generateKeyBetween(before, after);
}

/** The rank of an entry put first, before `first` (the current first entry's rank, null when empty). */
export const rankBefore = (first: string | null): string => rankBetween(null, first);
