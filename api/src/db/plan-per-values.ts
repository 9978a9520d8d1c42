/**
 * Marks a statement that is planned for its values on every run, never prepared with a plan
 * reused across values. PostgreSQL gives a prepared statement a generic plan after five runs
 * when that plan's estimated cost is no worse than the custom plans' average; for a full-text
 * search the estimate cannot see how many documents its words match (a rare word: a handful
 * through the index; a two-letter prefix: much of the table), and the generic plan it settles on
 * ran several times slower than a plan made for the values. Such statements carry this comment at their end (the
 * start stays the SELECT or WITH that tells a read from a write) and run unnamed and unprepared.
 */
export const PLAN_PER_VALUES = '\n/* planned per values */';

export const plannedPerValues = (text: string): boolean => text.endsWith(PLAN_PER_VALUES);
