import { builder } from '../builder.ts';

/** Spec section 3: jot levels 0 All, 1 Beginner, 2 Intermediate, 3 Advanced, 4 Expert (REST integers). */
export const JotLevelEnum = builder.enumType('JotLevel', {
  description: "A reader's expertise: a user's chosen level, and the level a jot was written at (its author's level then).",
  values: {
    ALL: { value: 0, description: 'No particular level (REST 0); as a filter, every level.' },
    BEGINNER: { value: 1, description: 'Beginner (REST 1).' },
    INTERMEDIATE: { value: 2, description: 'Intermediate (REST 2).' },
    ADVANCED: { value: 3, description: 'Advanced (REST 3).' },
    EXPERT: { value: 4, description: 'Expert (REST 4).' },
  } as const,
});

export type JotLevelValue = 0 | 1 | 2 | 3 | 4;

/** REST integer → enum value; anything outside 0..4 (not in the contract) reads as ALL. */
export function jotLevelOf(level: number): JotLevelValue {
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : 0;
}
