import { art, cooking, music, photography } from './creative.ts';
import { economics, history, languages, philosophy } from './humanities.ts';
import { health, programming } from './practical.ts';
import { astronomy, biology, chemistry, mathematics, physics } from './sciences.ts';
import type { Subject } from '../subject.ts';

/**
 * Subjects in container order (ids follow this order: Mathematics is container 1). The last one,
 * Astronomy, ships inactive.
 */
export const SUBJECTS: readonly Subject[] = [
  mathematics, physics, chemistry, biology, history, languages, programming,
  music, art, economics, health, photography, cooking, philosophy,
  astronomy,
];

/** Subjects whose container is hidden (is_active = false). */
export const INACTIVE_SUBJECTS: ReadonlySet<string> = new Set([astronomy.name]);
