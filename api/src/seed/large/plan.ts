/** Sizes of the large scale and the id ranges the bulk rows occupy. */
import type { Db } from '../../db/client.ts';
import { INACTIVE_SUBJECTS, SUBJECTS } from '../words/subjects/index.ts';
import { EXPERT_USER_ID } from '../generate/users.ts';

/** Sections per bulk pod: the rows of structure.ts's SECTION_LAYOUT. */
export const SECTIONS_PER_POD = 7;
export const ITEMS_PER_SECTION = 2;

export interface LargeSize {
  pods: number;
  jots: number;
  users: number;
  glossaryTerms: number;
}

/** Totals of the large scale, demo rows included. */
export const LARGE_SIZE: LargeSize = {
  pods: 3500,
  jots: 100_000,
  users: 500,
  glossaryTerms: 11_000,
};

export interface LargePlan {
  /** Highest id of each table after the demo rows: bulk ids start right after. */
  base: { pods: number; sections: number; listItems: number; jots: number; jotImages: number; users: number; glossaryTerms: number };
  /** How many rows the bulk load adds. */
  bulk: { pods: number; jots: number; users: number; glossaryTerms: number };
  /** The seed's anchor time (ISO), every bulk timestamp is placed before it. */
  now: string;
  activeSubjects: number;
  /** Bulk pods share this many artwork variants per subject. */
  podArtworkVariants: number;
  expertUserId: number;
  totalUsers: number;
  /** List items the bulk pods get (their ids follow base.listItems). */
  bulkListItems: number;
}

export async function planLarge(db: Db, now: Date, size: LargeSize = LARGE_SIZE): Promise<LargePlan> {
  const [row] = await db.query<Record<keyof LargePlan['base'], number>>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM pods)::int AS pods, (SELECT COALESCE(max(id), 0) FROM sections)::int AS sections,
            (SELECT COALESCE(max(id), 0) FROM list_items)::int AS "listItems", (SELECT COALESCE(max(id), 0) FROM jots)::int AS jots,
            (SELECT COALESCE(max(id), 0) FROM jot_images)::int AS "jotImages", (SELECT COALESCE(max(id), 0) FROM users)::int AS users,
            (SELECT COALESCE(max(id), 0) FROM glossary_terms)::int AS "glossaryTerms"`,
  );
  if (!row) throw new Error('could not read the demo id ranges');
  const bulkPods = Math.max(0, size.pods - row.pods);
  return {
    base: row,
    bulk: {
      pods: bulkPods,
      jots: Math.max(0, size.jots - row.jots),
      users: Math.max(0, size.users - row.users),
      glossaryTerms: Math.max(0, size.glossaryTerms - row.glossaryTerms),
    },
    now: now.toISOString(),
    activeSubjects: SUBJECTS.filter((s) => !INACTIVE_SUBJECTS.has(s.name)).length,
    podArtworkVariants: 8,
    expertUserId: EXPERT_USER_ID,
    totalUsers: Math.max(size.users, row.users),
    bulkListItems: bulkPods * SECTIONS_PER_POD * ITEMS_PER_SECTION,
  };
}
