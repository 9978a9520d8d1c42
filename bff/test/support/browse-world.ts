import type { Db } from '../../../api/src/db/client.ts';
import { Fixtures } from '../../../api/test/support/fixtures.ts';

/** Stored HTML that must come out inert: a script, an event handler and a javascript: link. */
export const HOSTILE_HTML =
  '<p>Safe <strong>text</strong></p><script>alert("script")</script><img src="https://example.com/x.png" onerror="alert(\'onerror\')">' +
  '<a href="javascript:alert(\'link\')">click</a> <a href="https://example.com/read">read</a> <a href="/pod/algebra">pod</a>';

/** Jots in "Solving linear equations": enough for several pages at every tag ordering. */
export const SOLVING_JOTS = 30;

/** i = 1..30 → a permutation of 1..30 (31 is prime), so each tag ordering is distinct and known. */
export const trendingOf = (i: number): number => (7 * i) % 31;
export const likesOf = (i: number): number => (11 * i) % 31;

/**
 * The world of the bff Browse tests, inserted through the api's row builders:
 *
 *   Mathematics (core learning)  ─ Algebra (info, video) ─ Basics ─ Equations ─ Linear ─ "Solving linear equations" (30 jots, 4 authors)
 *                                │                        │        └ Inequalities
 *                                │                        │        └ list item Variables (the hostile jot, with 3 images)
 *                                │                        └ Advanced
 *                                └ Geometry, Calculus (inactive: its section and jot are hidden)
 *   Science (category)           ─ Physics ─ Forces ─ Newton (the top trending jot)
 *   Jotpod (category)            ─ About Jotpod (company pod) ─ Legal ─ terms-of-use, privacy-policy, cookie-policy
 *
 * plus two active banners and an inactive one, side segments (global, Mathematics, Science) and
 * glossary terms.
 */
export async function buildBrowseWorld(db: Db) {
  const f = new Fixtures(db);
  const users = {
    alice: await f.user({ name: 'Alice', avatar: 'avatars/alice.png', bio: 'Teaches algebra.', twitter: 'https://twitter.com/alice', jot_level: 2, created_at: '2023-01-01T00:00:00Z' }),
    bob: await f.user({ name: 'Bob', bio: 'Secret.', facebook: 'https://facebook.com/bob', is_private: true }),
    carol: await f.user({ name: 'Carol' }),
    expert: await f.user({ name: 'Jotpod Expert', is_expert: true }),
  };
  const authors = [users.alice, users.bob, users.carol, users.expert];

  const containers = {
    math: await f.container({ name: 'Mathematics', slug: 'mathematics', section: 1, position: 1 }),
    science: await f.container({ name: 'Science', slug: 'science', section: 0, position: 2 }),
    company: await f.container({ name: 'Jotpod', slug: 'jotpod', section: 0, position: 3 }),
  };
  const pods = {
    algebra: await f.pod(containers.math, {
      name: 'Algebra',
      slug: 'algebra',
      description: 'Letters for numbers.',
      info: HOSTILE_HTML,
      video: 'https://www.youtube.com/embed/algebra',
      position: 1,
      created_at: '2024-01-01T00:00:00Z',
    }),
    geometry: await f.pod(containers.math, { name: 'Geometry', slug: 'geometry', position: 2, created_at: '2024-03-01T00:00:00Z' }),
    calculus: await f.pod(containers.math, { name: 'Calculus', slug: 'calculus', position: 3, is_active: false }),
    physics: await f.pod(containers.science, { name: 'Physics', slug: 'physics', position: 1, created_at: '2024-02-01T00:00:00Z' }),
    company: await f.pod(containers.company, { name: 'About Jotpod', slug: 'about-jotpod', is_company: true, created_at: '2023-01-01T00:00:00Z' }),
  };

  const basics = await f.section(pods.algebra, { name: 'Basics', slug: 'basics', position: 1, info: '<p>Start here.</p>' });
  const equations = await f.section(pods.algebra, { name: 'Equations', slug: 'equations', parent_id: basics, position: 1 });
  const sections = {
    basics,
    equations,
    linear: await f.section(pods.algebra, { name: 'Linear', slug: 'linear', parent_id: equations, position: 1 }),
    inequalities: await f.section(pods.algebra, { name: 'Inequalities', slug: 'inequalities', parent_id: basics, position: 2 }),
    advanced: await f.section(pods.algebra, { name: 'Advanced', slug: 'advanced', position: 2 }),
    forces: await f.section(pods.physics, { name: 'Forces', slug: 'forces' }),
    limits: await f.section(pods.calculus, { name: 'Limits', slug: 'limits' }),
    legal: await f.section(pods.company, { name: 'Legal', slug: 'legal' }),
  };

  const listItems = {
    solving: await f.listItem(sections.linear, {
      name: 'Solving linear equations',
      slug: 'solving-linear-equations',
      author_id: users.alice,
      article: HOSTILE_HTML,
    }),
    variables: await f.listItem(sections.basics, { name: 'Variables', slug: 'variables', position: 1 }),
    quadratics: await f.listItem(sections.advanced, { name: 'Quadratics', slug: 'quadratics', position: 1 }),
    newton: await f.listItem(sections.forces, { name: 'Newton', slug: 'newton' }),
    derivatives: await f.listItem(sections.limits, { name: 'Derivatives', slug: 'derivatives' }),
    terms: await f.listItem(sections.legal, { name: 'Terms of use', slug: 'terms-of-use', article: '<p>Terms.</p>', position: 1 }),
    privacy: await f.listItem(sections.legal, { name: 'Privacy policy', slug: 'privacy-policy', position: 2 }),
    cookies: await f.listItem(sections.legal, { name: 'Cookie policy', slug: 'cookie-policy', position: 3 }),
  };

  // Solving jot i: created on day i of 2024-05, authors in turn, trending/likes permutations.
  const solving: number[] = [];
  for (let i = 1; i <= SOLVING_JOTS; i += 1) {
    solving.push(
      await f.jot(listItems.solving, authors[i % authors.length] ?? users.alice, {
        name: `Solving ${String(i).padStart(2, '0')}`,
        slug: `solving-${i}`,
        trending_score: trendingOf(i),
        like_count: likesOf(i),
        level: i % 5,
        created_at: `2024-05-${String(i).padStart(2, '0')}T12:00:00Z`,
      }),
    );
  }
  const jots = {
    solving,
    hostile: await f.jot(listItems.variables, users.bob, {
      name: 'A hostile jot',
      slug: 'hostile-jot',
      content: HOSTILE_HTML,
      content_type: 'story',
      created_at: '2024-04-01T00:00:00Z',
    }),
    video: await f.jot(listItems.variables, users.carol, {
      name: 'Balance video',
      slug: 'balance-video',
      content_type: 'video',
      content_url: 'https://youtu.be/abc123',
      created_at: '2024-04-02T00:00:00Z',
    }),
    newton: await f.jot(listItems.newton, users.alice, { name: 'Newton', slug: 'newton-jot', trending_score: 10_000, created_at: '2024-03-01T00:00:00Z' }),
    hidden: await f.jot(listItems.derivatives, users.alice, { name: 'Hidden', slug: 'hidden-jot', created_at: '2024-07-01T00:00:00Z' }),
  };
  const images = {
    third: await f.jotImage(jots.hostile, { name: 'c.png', path: 'jots/c.png', order_column: 3 }),
    first: await f.jotImage(jots.hostile, { name: 'a.png', path: 'jots/a.png', order_column: 1 }),
    second: await f.jotImage(jots.hostile, { name: 'b.png', path: 'jots/b.png', order_column: 2 }),
  };

  const banners = {
    second: await f.banner({ link: '/pod/geometry', alt_text: 'Geometry', image: 'banners/geometry.png', position: 2 }),
    first: await f.banner({ link: '/pod/algebra', alt_text: 'Algebra', image: 'banners/algebra.png', position: 1 }),
    inactive: await f.banner({ is_active: false }),
  };
  const segments = {
    global: await f.sideSegment({ title: 'Get the app', type: 2, image: 'segments/app.png', link: 'https://example.com/app', link_type: '1', position: 1 }),
    math: await f.sideSegment({
      title: 'Math intro',
      type: 1,
      video: 'https://www.youtube.com/embed/xyz',
      info: HOSTILE_HTML,
      btn_info: 'Watch',
      container_id: containers.math,
      position: 2,
    }),
    science: await f.sideSegment({ title: 'Science intro', type: 2, container_id: containers.science, position: 3 }),
  };
  const glossary = {
    algebra: await f.glossaryTerm('Algebra', [pods.algebra, pods.physics], { reference_url: 'https://en.wikipedia.org/wiki/Algebra', content: HOSTILE_HTML }),
    axiom: await f.glossaryTerm('Axiom', [pods.algebra, pods.calculus]),
  };

  return { users, containers, pods, sections, listItems, jots, images, banners, segments, glossary };
}

export type BrowseWorld = Awaited<ReturnType<typeof buildBrowseWorld>>;
