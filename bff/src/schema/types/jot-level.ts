import { builder } from '../builder.ts';

/** Spec section 3: jot levels 0 All, 1 Beginner, 2 Intermediate, 3 Advanced, 4 Expert (REST integers). */
export const JotLevelEnum = builder.enumType('JotLevel', {
  values: {
    ALL: { value: 0 },
    BEGINNER: { value: 1 },
    INTERMEDIATE: { value: 2 },
    ADVANCED: { value: 3 },
    EXPERT: { value: 4 },
  } as const,
});

export type JotLevelValue = 0 | 1 | 2 | 3 | 4;

/** REST integer → enum value; anything outside 0..4 (not in the contract) reads as ALL. */
export function jotLevelOf(level: number): JotLevelValue {
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : 0;
}
