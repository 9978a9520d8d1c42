/**
 * The large scale for benchmarks: grows the demo data set (which stays intact, fixtures
 * included) to 3,500 pods and 100,000 jots with set-based SQL: the word banks are loaded into
 * temporary tables and every bulk table is one INSERT ... SELECT over generate_series.
 */
import type { Db } from '../../db/client.ts';
import { illustrations } from '../generate/jots.ts';
import { ImageRegistry, writeImages } from '../images/registry.ts';
import { bannerSvg, logoSvg } from '../images/svg.ts';
import { slugify } from '../text.ts';
import { INACTIVE_SUBJECTS, SUBJECTS } from '../words/subjects/index.ts';
import { loadWordBanks } from './banks.ts';
import { createSqlFunctions, dropSqlFunctions } from './functions.ts';
import { insertBulkGlossary } from './glossary.ts';
import { insertBulkJotImages, insertBulkJotsAndLikes } from './jots.ts';
import { insertBulkFollows, insertBulkUsers } from './people.ts';
import { planLarge, type LargePlan, type LargeSize } from './plan.ts';
import { insertBulkListItems, insertBulkPods, insertBulkSections } from './structure.ts';

export { LARGE_SIZE, type LargeSize } from './plan.ts';

export interface LargeOptions {
  seed: number;
  now: Date;
  storageDir: string;
  /** Called after each step with its duration, for the CLI's timing report. */
  onStep?: (step: string, ms: number) => void;
  /** Totals to grow to; LARGE_SIZE unless a test wants the same shape smaller. */
  size?: LargeSize;
}

/**
 * Adds the bulk rows on top of a demo-seeded database. Run it inside a transaction: its
 * temporary tables live until commit, and on a PostgreSQL pool only a transaction keeps every
 * statement on one connection. Achievements and id sequences are the caller's (seedDemo's) job.
 */
export async function extendToLarge(db: Db, options: LargeOptions): Promise<LargePlan> {
  const plan = await planLarge(db, options.now, options.size);
  const images = new ImageRegistry();
  const step = async (name: string, run: () => Promise<unknown>): Promise<void> => {
    const started = performance.now();
    await run();
    options.onStep?.(name, performance.now() - started);
  };

  await step('word banks', async () => {
    await createSqlFunctions(db, options.seed);
    await loadWordBanks(db, illustrations(images));
  });
  await step('users', () => insertBulkUsers(db, plan, options.seed, images));
  await step('pods', () => insertBulkPods(db, plan));
  await step('sections', () => insertBulkSections(db, plan));
  await step('list items', () => insertBulkListItems(db, plan));
  await step('jots and likes', () => insertBulkJotsAndLikes(db, plan));
  await step('jot images', () => insertBulkJotImages(db, plan));
  await step('follows', () => insertBulkFollows(db, plan));
  await step('glossary', () => insertBulkGlossary(db, plan));
  await step('images', async () => {
    registerPodArtwork(images, plan.podArtworkVariants);
    await writeImages(options.storageDir, images.list());
  });
  await dropSqlFunctions(db);
  return plan;
}

/** The bounded artwork set the bulk pods point at: a few logo/profile variants per subject. */
function registerPodArtwork(images: ImageRegistry, variants: number): void {
  for (const subject of SUBJECTS) {
    if (INACTIVE_SUBJECTS.has(subject.name)) continue;
    const slug = slugify(subject.name);
    for (let v = 0; v < variants; v++) {
      const key = `${slug}-${v}`;
      images.add(`seed/pods/bulk/${key}-logo.svg`, () => logoSvg(`pod:bulk:${key}`, subject.name, subject.hue + v * 9, subject.motif, 256));
      images.add(`seed/pods/bulk/${key}-profile.svg`, () => bannerSvg(`pod-profile:bulk:${key}`, subject.name, subject.hue + v * 9, subject.motif, 1200, 400, 'Jotpod'));
    }
  }
}
