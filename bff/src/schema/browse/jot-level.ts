import type { JotLevel } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { coveringValues } from '../shared/enum-values.ts';

/** Jot levels 0 All, 1 Beginner, 2 Intermediate, 3 Advanced, 4 Expert (REST integers). */
export const JotLevelEnum = builder.enumType('JotLevel', {
  description: "A reader's expertise: a user's chosen level, and the level a jot was written at (its author's level then).",
  values: coveringValues<JotLevel>()({
    ALL: { value: 0, description: 'No particular level (REST 0); as a filter, every level.' },
    BEGINNER: { value: 1, description: 'Beginner (REST 1).' },
    INTERMEDIATE: { value: 2, description: 'Intermediate (REST 2).' },
    ADVANCED: { value: 3, description: 'Advanced (REST 3).' },
    EXPERT: { value: 4, description: 'Expert (REST 4).' },
  }),
});

/** REST integer → enum value; a server breaking the contract with a level outside 0..4 reads as ALL. */
export function jotLevelOf(level: number): JotLevel {
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : 0;
}
