import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { buildDemoData } from '../src/seed/demo.ts';
import { slugify } from '../src/seed/text.ts';
import { SUBJECTS } from '../src/seed/words/subjects/index.ts';
import { isSeeded, resetContent, seedDemo, type SeedSummary } from '../src/seed/index.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const SEED = 7;

/** md5 of every row of a table in id order: equal checksums mean identical rows. */
async function checksum(db: Db, table: string, orderBy = 'id'): Promise<string> {
  const [row] = await db.query<{ sum: string }>(`SELECT md5(COALESCE(string_agg(t::text, '|' ORDER BY ${orderBy}), '')) AS sum FROM ${table} t`);
  return row?.sum ?? '';
}

const CHECKSUMMED: [string, string][] = [
  ['containers', 'id'],
  ['pods', 'id'],
  ['users', 'id'],
  ['sections', 'id'],
  ['list_items', 'id'],
  ['jots', 'id'],
  ['jot_images', 'id'],
  ['glossary_terms', 'id'],
  ['glossary_term_pods', 'glossary_term_id, pod_id'],
  ['likes', 'user_id, jot_id'],
  ['follows', 'follower_id, followed_id'],
  ['user_achievements', 'user_id, achievement_id'],
  ['side_segments', 'id'],
  ['marketing_stories', 'id'],
];

async function one<Row>(db: Db, sql: string, params: (string | number)[] = []): Promise<Row> {
  const [row] = await db.query<Row>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

describe('word banks', () => {
  it('give every topic a curriculum of its own subject\'s terms', () => {
    for (const subject of SUBJECTS) {
      expect(Object.keys(subject.curriculum).sort(), subject.name).toEqual([...subject.topics].sort());
      for (const [topic, terms] of Object.entries(subject.curriculum)) {
        expect(terms.filter((t) => !subject.terms.includes(t)), `${subject.name} / ${topic}`).toEqual([]);
      }
    }
  });

  it('name topics uniquely across subjects (pod slugs) and start terms with a letter', () => {
    const topics = SUBJECTS.flatMap((s) => s.topics.map(slugify));
    expect(new Set(topics).size).toBe(topics.length);
    const terms = SUBJECTS.flatMap((s) => s.terms);
    expect(terms.filter((t) => !/^[A-Za-z]/.test(t))).toEqual([]);
    expect(new Set(terms.map(slugify)).size).toBeGreaterThanOrEqual(1000);
  });
});

describe('demo seed', () => {
  let first: TestDb;
  let second: TestDb;
  let db: Db;
  let storageDir: string;
  let summary: SeedSummary;
  /** What seeding `second` answered while it still held content (other demo data). */
  let seedOverContent: unknown;
  let seededAfterReset: boolean;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'jotpod-seed-'));
    // `first` is fresh; `second` starts with content (the run's demo template: another seed and
    // day), is reset, and is seeded again: one second seed serves both the determinism and the
    // reset specs.
    first = await openTestDb();
    second = await openTestDb({ template: 'demo' });
    db = first.db;
    summary = await seedDemo(db, { storageDir, seed: SEED, now: NOW });
    seedOverContent = await seedDemo(second.db, { storageDir, seed: SEED, now: NOW }).catch((error: unknown) => error);
    await resetContent(second.db);
    seededAfterReset = await isSeeded(second.db);
    await seedDemo(second.db, { storageDir, seed: SEED, now: NOW });
  }, 600_000); // two databases and two seeds: a guard against a hang, generous for a busy CI machine

  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('yields identical rows for the same seed, in a fresh database and in one reset after holding other content', async () => {
    for (const [table, order] of CHECKSUMMED) {
      expect(await checksum(second.db, table, order), table).toBe(await checksum(db, table, order));
    }
  });

  it('yields different content for a different seed', () => {
    const a = buildDemoData(1, NOW);
    const b = buildDemoData(2, NOW);
    expect(a.jots.map((j) => j.name)).not.toEqual(b.jots.map((j) => j.name));
    // ...while the fixtures stay put.
    expect(b.listItems.slice(0, 3).map((l) => l.slug)).toEqual(a.listItems.slice(0, 3).map((l) => l.slug));
  });

  it('reports the sizes of the demo scale', async () => {
    expect(summary).toEqual({ containers: 16, pods: 166, jots: 2800, glossaryTerms: 1000, users: 60 });
    expect(await isSeeded(db)).toBe(true);
    const counts = await one<Record<string, number>>(
      db,
      `SELECT (SELECT count(*)::int FROM sections) AS sections, (SELECT count(*)::int FROM list_items) AS list_items,
              (SELECT count(*)::int FROM banners) AS banners, (SELECT count(*)::int FROM side_segments) AS side_segments,
              (SELECT count(*)::int FROM marketing_stories WHERE page = 'home') AS stories,
              (SELECT count(*)::int FROM likes) AS likes, (SELECT count(*)::int FROM follows) AS follows`,
    );
    expect(counts.sections).toBeGreaterThan(500);
    expect(counts.list_items).toBeGreaterThan(1000);
    expect(counts.banners).toBeGreaterThanOrEqual(3);
    expect(counts.banners).toBeLessThanOrEqual(4);
    expect(counts.stories).toBeGreaterThanOrEqual(4);
    expect(counts.likes).toBeGreaterThan(2000);
    expect(counts.follows).toBeGreaterThan(200);
  });

  it('puts the legal pages at list items 1, 2 and 3 of the company pod (the footer links)', async () => {
    const rows = await db.query<{ id: number; slug: string; name: string; is_company: boolean; pod_slug: string; container_slug: string; container_active: boolean; section: number }>(
      `SELECT li.id, li.slug, li.name, p.is_company, p.slug AS pod_slug, c.slug AS container_slug, c.is_active AS container_active, c.section
         FROM list_items li JOIN sections s ON s.id = li.section_id JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
        WHERE li.id <= 3 ORDER BY li.id`,
    );
    expect(rows.map((r) => [r.id, r.slug])).toEqual([
      [1, 'terms-of-use'],
      [2, 'privacy-policy'],
      [3, 'cookie-policy'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ is_company: true, pod_slug: 'jotpod', container_slug: 'jotpod', container_active: true, section: 0 });
    }
  });

  it('has exactly one company pod, slug jotpod, in the active Jotpod container', async () => {
    const pods = await db.query<{ slug: string; name: string; is_active: boolean; container: string }>(
      'SELECT p.slug, p.name, p.is_active, c.name AS container FROM pods p JOIN containers c ON c.id = p.container_id WHERE p.is_company',
    );
    expect(pods).toEqual([{ slug: 'jotpod', name: 'Jotpod', is_active: true, container: 'Jotpod' }]);
  });

  it('has the built-in expert account and one company account, without passwords', async () => {
    const expert = await one<{ id: number; name: string; email: string; is_expert: boolean }>(db, 'SELECT id, name, email, is_expert FROM users WHERE is_expert');
    expect(expert).toEqual({ id: 1, name: 'Jotpod Expert', email: 'expert@jotpod.local', is_expert: true });
    const flags = await one<{ experts: number; companies: number; private: number; with_password: number; with_avatar: number }>(
      db,
      `SELECT count(*) FILTER (WHERE is_expert)::int AS experts, count(*) FILTER (WHERE is_company)::int AS companies,
              count(*) FILTER (WHERE is_private)::int AS private, count(*) FILTER (WHERE password_hash IS NOT NULL)::int AS with_password,
              count(*) FILTER (WHERE avatar IS NOT NULL)::int AS with_avatar FROM users`,
    );
    expect(flags).toMatchObject({ experts: 1, companies: 1, with_password: 0 });
    expect(flags.private).toBeGreaterThan(0);
    expect(flags.with_avatar).toBeGreaterThan(50);
    expect(await one(db, "SELECT id, email FROM users WHERE email = 'demo@jotpod.local'")).toEqual({ id: 3, email: 'demo@jotpod.local' });
  });

  it('has core-learning and category containers, one inactive container and some inactive pods', async () => {
    const c = await one<{ core: number; categories: number; inactive: number }>(
      db,
      `SELECT count(*) FILTER (WHERE section = 1 AND is_active)::int AS core, count(*) FILTER (WHERE section = 0 AND is_active)::int AS categories,
              count(*) FILTER (WHERE NOT is_active)::int AS inactive FROM containers`,
    );
    expect(c.core).toBeGreaterThanOrEqual(5);
    expect(c.categories).toBeGreaterThanOrEqual(5);
    expect(c.inactive).toBe(1);
    const p = await one<{ inactive: number; in_inactive_container: number; without_logo: number }>(
      db,
      `SELECT count(*) FILTER (WHERE NOT p.is_active AND c.is_active)::int AS inactive,
              count(*) FILTER (WHERE NOT c.is_active)::int AS in_inactive_container,
              count(*) FILTER (WHERE p.topic_logo_image IS NULL)::int AS without_logo
         FROM pods p JOIN containers c ON c.id = p.container_id`,
    );
    expect(p.inactive).toBeGreaterThanOrEqual(2);
    expect(p.in_inactive_container).toBeGreaterThan(0);
    expect(p.without_logo).toBeGreaterThan(0);
    expect(await one(db, "SELECT slug, container_id FROM pods WHERE slug = 'algebra-foundations'")).toEqual({ slug: 'algebra-foundations', container_id: 1 });
  });

  it('nests sections three levels deep and leaves some pods without sections', async () => {
    const { depth } = await one<{ depth: number }>(
      db,
      `WITH RECURSIVE tree AS (SELECT id, 1 AS depth FROM sections WHERE parent_id IS NULL
                               UNION ALL SELECT s.id, t.depth + 1 FROM sections s JOIN tree t ON s.parent_id = t.id)
       SELECT max(depth)::int AS depth FROM tree`,
    );
    expect(depth).toBe(3);
    const { bare } = await one<{ bare: number }>(db, 'SELECT count(*)::int AS bare FROM pods p WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM sections s WHERE s.pod_id = p.id)');
    expect(bare).toBeGreaterThan(0);
    const children = await one<{ pod_mismatch: number }>(db, 'SELECT count(*)::int AS pod_mismatch FROM sections s JOIN sections p ON p.id = s.parent_id WHERE s.pod_id <> p.pod_id');
    expect(children.pod_mismatch).toBe(0);
  });

  it('writes list item articles with paragraphs, headings, lists and a link', async () => {
    const { article } = await one<{ article: string }>(db, 'SELECT article FROM list_items WHERE id = 10');
    expect(article).toMatch(/<p>/);
    expect(article).toMatch(/<h3>/);
    expect(article).toMatch(/<ul><li>/);
    expect(article).toMatch(/<a href="https:\/\//);
  });

  it('has jots of every content type with fitting content urls', async () => {
    const types = await db.query<{ content_type: string; n: number; with_url: number }>(
      'SELECT content_type, count(*)::int AS n, count(content_url)::int AS with_url FROM jots GROUP BY 1 ORDER BY 1',
    );
    expect(types.map((t) => t.content_type)).toEqual(['article', 'audio', 'pdf', 'story', 'video']);
    const byType = Object.fromEntries(types.map((t) => [t.content_type, t]));
    expect(byType.story?.with_url).toBe(0);
    expect(byType.video?.with_url).toBe(byType.video?.n);
    expect(byType.audio?.with_url).toBe(byType.audio?.n);
    expect(byType.pdf?.with_url).toBe(byType.pdf?.n);

    const forms = await db.query<{ form: string }>(
      `SELECT DISTINCT CASE WHEN content_url LIKE 'https://youtu.be/%' THEN 'short link' WHEN content_url LIKE '%/watch?v=%' THEN 'watch'
                            WHEN content_url LIKE '%/shorts/%' THEN 'shorts' WHEN content_url LIKE '%/embed/%' THEN 'embed' ELSE content_url END AS form
         FROM jots WHERE content_type = 'video' ORDER BY 1`,
    );
    expect(forms.map((f) => f.form)).toEqual(['embed', 'short link', 'shorts', 'watch']);
    const stray = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM jots WHERE (content_type = 'audio' AND content_url NOT LIKE '%.mp3')
                                          OR (content_type = 'pdf' AND content_url NOT LIKE '%pdf%')`,
    );
    expect(stray.n).toBe(0);
  });

  it('gives every story 1 to 5 ordered images and no other jot any', async () => {
    const rows = await db.query<{ content_type: string; min: number; max: number; ordered: boolean }>(
      `SELECT j.content_type, min(n)::int AS min, max(n)::int AS max, bool_and(ordered) AS ordered
         FROM jots j
         JOIN LATERAL (SELECT count(i.id)::int AS n,
                              COALESCE(array_agg(i.order_column ORDER BY i.order_column) = array(SELECT generate_series(1, count(i.id)::int)), true) AS ordered
                         FROM jot_images i WHERE i.jot_id = j.id) x ON true
        GROUP BY 1 ORDER BY 1`,
    );
    for (const row of rows) {
      if (row.content_type === 'story') expect(row).toMatchObject({ min: 1, max: 5, ordered: true });
      else expect(row.max).toBe(0);
    }
  });

  it('spreads jots over levels 0-4 and the last ~400 days, at least 40 characters of text each', async () => {
    const stats = await one<{ levels: number; oldest_days: number; newest_days: number; short: number; users: number }>(
      db,
      `SELECT count(DISTINCT level)::int AS levels,
              extract(day FROM $1::timestamptz - min(created_at))::int AS oldest_days,
              extract(day FROM $1::timestamptz - max(created_at))::int AS newest_days,
              count(*) FILTER (WHERE length(regexp_replace(content, '<[^>]*>', '', 'g')) < 40)::int AS short,
              count(DISTINCT user_id)::int AS users
         FROM jots`,
      [NOW.toISOString()],
    );
    expect(stats.levels).toBe(5);
    expect(stats.oldest_days).toBeGreaterThan(300);
    expect(stats.oldest_days).toBeLessThanOrEqual(400);
    expect(stats.newest_days).toBeLessThan(7);
    expect(stats.short).toBe(0);
    expect(stats.users).toBeGreaterThan(30);
  });

  it('keeps jots.like_count equal to the likes, and trending follows recent likes', async () => {
    const { mismatched } = await one<{ mismatched: number }>(
      db,
      'SELECT count(*)::int AS mismatched FROM jots j WHERE like_count <> (SELECT count(*) FROM likes l WHERE l.jot_id = j.id)',
    );
    expect(mismatched).toBe(0);
    const { self_likes, early } = await one<{ self_likes: number; early: number }>(
      db,
      `SELECT count(*) FILTER (WHERE l.user_id = j.user_id)::int AS self_likes,
              count(*) FILTER (WHERE l.created_at < j.created_at)::int AS early
         FROM likes l JOIN jots j ON j.id = l.jot_id`,
    );
    expect(self_likes).toBe(0);
    expect(early).toBe(0);
    const unliked = await one<{ scored: number }>(db, 'SELECT count(*)::int AS scored FROM jots WHERE like_count = 0 AND trending_score <> 0');
    expect(unliked.scored).toBe(0);
    // A like's weight halves every week: the score never exceeds the count.
    const over = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM jots WHERE trending_score > like_count');
    expect(over.n).toBe(0);
  });

  it('shows every kind of page on the demo: a container with several pages of pods, glossaries with several pages, jots under most list items', async () => {
    // Page sizes of the screens: 12 pods a container page, 20 terms a glossary page.
    const containers = await db.query<{ slug: string; pods: number }>(
      `SELECT c.slug, count(p.id)::int AS pods FROM containers c JOIN pods p ON p.container_id = c.id AND p.is_active
        WHERE c.is_active GROUP BY c.slug ORDER BY pods DESC`,
    );
    expect(containers[0]).toEqual({ slug: 'mathematics', pods: expect.any(Number) });
    expect(containers[0]?.pods).toBeGreaterThan(2 * 12);
    // ...while the other containers hold about one page each.
    expect(containers.slice(1).every((c) => c.pods <= 12)).toBe(true);

    const glossaries = await one<{ pods: number; largest: number }>(
      db,
      `SELECT count(*)::int AS pods, max(n)::int AS largest FROM (
         SELECT g.pod_id, count(*) AS n FROM glossary_term_pods g GROUP BY g.pod_id HAVING count(*) > 2 * 20) x`,
    );
    expect(glossaries.pods).toBeGreaterThanOrEqual(10);
    expect(glossaries.largest).toBeGreaterThan(3 * 20);

    const items = await one<{ total: number; with_jots: number; busy: number }>(
      db,
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE n > 0)::int AS with_jots, count(*) FILTER (WHERE n > 12)::int AS busy
         FROM (SELECT li.id, (SELECT count(*) FROM jots j WHERE j.list_item_id = li.id) AS n
                 FROM list_items li JOIN sections s ON s.id = li.section_id JOIN pods p ON p.id = s.pod_id WHERE NOT p.is_company) x`,
    );
    expect(items.with_jots / items.total).toBeGreaterThan(0.8);
    // Some stay empty ('No jots available.'), and some are busy enough for a second page of jots.
    expect(items.with_jots).toBeLessThan(items.total);
    expect(items.busy).toBeGreaterThan(0);
  });

  it('has 1,000 glossary terms covering A to Z, each linked to a pod', async () => {
    const letters = await db.query<{ first_letter: string }>('SELECT DISTINCT first_letter FROM glossary_terms ORDER BY 1');
    expect(letters.map((l) => l.first_letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const bad = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM glossary_terms
        WHERE first_letter <> upper(left(name, 1)) OR reference_url IS NULL OR content NOT LIKE '<p>%'`,
    );
    expect(bad.n).toBe(0);
    const unlinked = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM glossary_terms t WHERE NOT EXISTS (SELECT 1 FROM glossary_term_pods g WHERE g.glossary_term_id = t.id)');
    expect(unlinked.n).toBe(0);
  });

  it('awards achievements consistently with the data', async () => {
    const catalogue = await db.query<{ key: string }>('SELECT key FROM achievements ORDER BY position');
    expect(catalogue.map((a) => a.key)).toEqual(
      expect.arrayContaining(['first_jot', 'ten_jots', 'fifty_jots', 'first_like_received', 'hundred_likes', 'first_follower', 'ten_followers', 'complete_profile']),
    );
    const wrong = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id
        WHERE (a.key = 'first_jot' AND NOT EXISTS (SELECT 1 FROM jots WHERE user_id = ua.user_id))
           OR (a.key = 'ten_jots' AND (SELECT count(*) FROM jots WHERE user_id = ua.user_id) < 10)
           OR (a.key = 'hundred_likes' AND (SELECT count(*) FROM likes l JOIN jots j ON j.id = l.jot_id WHERE j.user_id = ua.user_id) < 100)
           OR (a.key = 'ten_followers' AND (SELECT count(*) FROM follows WHERE followed_id = ua.user_id) < 10)`,
    );
    expect(wrong.n).toBe(0);
    const missing = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM users u
        WHERE EXISTS (SELECT 1 FROM jots WHERE user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id WHERE ua.user_id = u.id AND a.key = 'first_jot')`,
    );
    expect(missing.n).toBe(0);
    const earned = await db.query<{ key: string }>('SELECT DISTINCT a.key FROM user_achievements ua JOIN achievements a ON a.id = ua.achievement_id');
    expect(earned.length).toBeGreaterThanOrEqual(6);
  });

  it('has side segments of both types, global and per container, and alternating home stories', async () => {
    const segments = await db.query<{ type: number; global: boolean; link_type: string; video: string | null; image: string | null }>(
      'SELECT type, container_id IS NULL AS global, link_type, video, image FROM side_segments',
    );
    expect(new Set(segments.map((s) => s.type))).toEqual(new Set([1, 2]));
    expect(new Set(segments.map((s) => s.global))).toEqual(new Set([true, false]));
    expect(new Set(segments.map((s) => s.link_type))).toEqual(new Set(['0', '1']));
    for (const s of segments) {
      if (s.type === 1) expect(s.video).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
      else expect(s.image).toMatch(/^seed\/segments\//);
    }
    const stories = await db.query<{ link_type: string; content: string }>("SELECT link_type, content FROM marketing_stories WHERE page = 'home' ORDER BY position");
    stories.slice(1).forEach((story, i) => expect(story.link_type).not.toBe(stories[i]?.link_type));
    expect(stories.some((s) => s.content.includes('over 3500 topics'))).toBe(true);
  });

  it('writes an image file for every image path it references', async () => {
    const paths = await db.query<{ path: string }>(
      `SELECT topic_logo_image AS path FROM containers UNION SELECT topic_logo_image FROM pods UNION SELECT topic_profile_image FROM pods
       UNION SELECT avatar FROM users UNION SELECT path FROM jot_images UNION SELECT image FROM banners UNION SELECT image FROM side_segments
       UNION SELECT image FROM marketing_stories UNION SELECT image FROM achievements`,
    );
    const referenced = paths.map((p) => p.path).filter((p): p is string => p !== null);
    expect(referenced.length).toBeGreaterThan(300);
    expect(referenced.filter((p) => !existsSync(join(storageDir, p)))).toEqual([]);
    const { illustrations } = await one<{ illustrations: number }>(db, 'SELECT count(DISTINCT path)::int AS illustrations FROM jot_images');
    expect(illustrations).toBeLessThanOrEqual(48);
  });

  it('gives story images their size and WebP copies, as uploads have, each copy written; avatars their size', async () => {
    const images = await db.query<{ width: number | null; height: number | null; renditions: { path: string; width: number; height: number; mime_type: string }[] }>(
      'SELECT DISTINCT ON (path) width, height, renditions FROM jot_images ORDER BY path',
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect([image.width, image.height]).toEqual([800, 600]);
      expect(image.renditions.map((r) => [r.width, r.height, r.mime_type])).toEqual([
        [320, 240, 'image/webp'],
        [640, 480, 'image/webp'],
        [800, 600, 'image/webp'],
      ]);
    }
    const avatars = await db.query<{ avatar: string | null; avatar_width: number | null; avatar_renditions: { path: string; width: number }[] }>(
      'SELECT avatar, avatar_width, avatar_renditions FROM users',
    );
    for (const user of avatars) {
      if (user.avatar === null) expect([user.avatar_width, user.avatar_renditions]).toEqual([null, []]);
      // Vector avatars of a few kilobytes: their size, no copies.
      else expect([user.avatar_width, user.avatar_renditions]).toEqual([256, []]);
    }
    const copies = [...images.flatMap((i) => i.renditions), ...avatars.flatMap((u) => u.avatar_renditions)];
    for (const copy of copies.slice(0, 40)) {
      const meta = await sharp(join(storageDir, copy.path)).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', copy.width]);
    }
    expect(copies.filter((copy) => !existsSync(join(storageDir, copy.path)))).toEqual([]);
  });

  it('moves the id sequences past the seeded rows', async () => {
    const [row] = await db.query<{ id: number }>("INSERT INTO containers (name, slug) VALUES ('Scratch', 'scratch-seed-test') RETURNING id");
    expect(row?.id).toBe(17);
    await db.query("DELETE FROM containers WHERE slug = 'scratch-seed-test'");
  });

  it('refuses to seed over existing content; a reset empties it for the next seed (identical rows: above)', () => {
    expect(seedOverContent).toBeInstanceOf(Error);
    expect((seedOverContent as Error).message).toMatch(/empty content tables/);
    expect(seededAfterReset).toBe(false);
  });
});
