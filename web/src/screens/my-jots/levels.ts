import type { JotLevel } from '../../__generated__/MyJotsPageQuery.graphql.ts';

/** The My Jots filter buttons, in order; `param` is the `?level=` value. */
export const LEVEL_FILTERS: ReadonlyArray<{ value: JotLevel; label: string; param: string | null }> = [
  { value: 'ALL', label: 'All', param: null },
  { value: 'BEGINNER', label: 'Beginner', param: 'beginner' },
  { value: 'INTERMEDIATE', label: 'Intermediate', param: 'intermediate' },
  { value: 'ADVANCED', label: 'Advanced', param: 'advanced' },
  { value: 'EXPERT', label: 'Expert', param: 'expert' },
];

/** `?level=` → the filter; anything unknown is All. */
export function levelFromParam(param: string | null): JotLevel {
  return LEVEL_FILTERS.find((filter) => filter.param !== null && filter.param === param?.toLowerCase())?.value ?? 'ALL';
}
