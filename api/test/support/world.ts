import type { Db } from '../../src/db/client.ts';
import { Fixtures } from './fixtures.ts';

/**
 * The small catalogue most read tests share. Visible: containers Mathematics, Science, Jotpod;
 * pods Algebra, Geometry (Mathematics), Physics (Science), the company pod (Jotpod). Hidden:
 * the inactive pod Calculus, the inactive container Archived and its active pod Fossils, and
 * everything under those two pods.
 *
 *   Algebra
 *   ├─ Basics ─ list item Variables (jot 3)
 *   │  ├─ Equations
 *   │  │  └─ Linear ─ list item Solving linear equations (jots 1, 2)
 *   │  └─ Inequalities
 *   └─ Advanced
 */
export async function buildWorld(db: Db) {
  const f = new Fixtures(db);
  const users = {
    alice: await f.user({
      name: 'Alice',
      email: 'alice@example.com',
      avatar: 'avatars/alice.png',
      bio: 'Teaches algebra.',
      facebook: 'https://facebook.com/alice',
      jot_level: 2,
      created_at: '2023-01-01T00:00:00Z',
    }),
    bob: await f.user({
      name: 'Bob',
      email: 'bob@example.com',
      phone: '555-0100',
      bio: 'Secret bio.',
      twitter: 'https://twitter.com/bob',
      storefront_url: 'https://shop.example.com/bob',
      is_private: true,
      created_at: '2023-02-01T00:00:00Z',
    }),
    expert: await f.user({ name: 'Jotpod Expert', email: 'expert@example.com', is_expert: true }),
  };

  const containers = {
    math: await f.container({ name: 'Mathematics', slug: 'mathematics', section: 1, position: 1, topic_logo_image: 'logos/math.svg' }),
    science: await f.container({ name: 'Science', slug: 'science', section: 0, position: 2 }),
    company: await f.container({ name: 'Jotpod', slug: 'jotpod', section: 0, position: 3 }),
    archived: await f.container({ name: 'Archived', slug: 'archived', is_active: false, position: 0 }),
  };

  const pods = {
    algebra: await f.pod(containers.math, {
      name: 'Algebra',
      slug: 'algebra',
      description: 'Letters standing for numbers.',
      position: 1,
      topic_profile_image: 'pods/algebra.png',
      created_at: '2024-01-01T00:00:00Z',
    }),
    geometry: await f.pod(containers.math, { name: 'Geometry', slug: 'geometry', position: 2, created_at: '2024-03-01T00:00:00Z' }),
    calculus: await f.pod(containers.math, { name: 'Calculus', slug: 'calculus', position: 3, is_active: false }),
    physics: await f.pod(containers.science, { name: 'Physics', slug: 'physics', position: 1, created_at: '2024-02-01T00:00:00Z' }),
    company: await f.pod(containers.company, { name: 'About Jotpod', slug: 'about-jotpod', is_company: true }),
    fossils: await f.pod(containers.archived, { name: 'Fossils', slug: 'fossils' }),
  };

  const basics = await f.section(pods.algebra, { name: 'Basics', slug: 'basics', position: 1, info: '<p>Start here.</p>' });
  const equations = await f.section(pods.algebra, { name: 'Equations', slug: 'equations', parent_id: basics, position: 1 });
  const sections = {
    basics,
    equations,
    linear: await f.section(pods.algebra, { name: 'Linear', slug: 'linear', parent_id: equations, position: 1 }),
    inequalities: await f.section(pods.algebra, { name: 'Inequalities', slug: 'inequalities', parent_id: basics, position: 2 }),
    advanced: await f.section(pods.algebra, { name: 'Advanced', slug: 'advanced', position: 2 }),
    limits: await f.section(pods.calculus, { name: 'Limits', slug: 'limits' }),
    bones: await f.section(pods.fossils, { name: 'Bones', slug: 'bones' }),
    legal: await f.section(pods.company, { name: 'Legal', slug: 'legal' }),
  };

  const listItems = {
    solving: await f.listItem(sections.linear, {
      name: 'Solving linear equations',
      slug: 'solving-linear-equations',
      author_id: users.alice,
      article: '<p>Balance both sides.</p>',
      created_at: '2024-04-01T00:00:00Z',
    }),
    variables: await f.listItem(sections.basics, { name: 'Variables', slug: 'variables', position: 1 }),
    derivatives: await f.listItem(sections.limits, { name: 'Derivatives', slug: 'derivatives' }),
    dinosaurs: await f.listItem(sections.bones, { name: 'Dinosaurs', slug: 'dinosaurs' }),
    terms: await f.listItem(sections.legal, { name: 'Terms of use', slug: 'terms-of-use' }),
  };

  const jots = {
    first: await f.jot(listItems.solving, users.alice, {
      name: 'Isolate x',
      slug: 'isolate-x',
      content_type: 'story',
      level: 1,
      like_count: 3,
      trending_score: 5,
      created_at: '2024-05-01T00:00:00Z',
    }),
    second: await f.jot(listItems.solving, users.bob, {
      name: 'Balance video',
      slug: 'balance-video',
      content_type: 'video',
      content_url: 'https://youtu.be/abc123',
      like_count: 10,
      trending_score: 1,
      created_at: '2024-05-02T00:00:00Z',
    }),
    third: await f.jot(listItems.variables, users.alice, {
      name: 'What is a variable',
      slug: 'what-is-a-variable',
      content_type: 'article',
      trending_score: 9,
      created_at: '2024-05-03T00:00:00Z',
    }),
    inInactivePod: await f.jot(listItems.derivatives, users.alice, { name: 'Hidden calculus', created_at: '2024-06-01T00:00:00Z' }),
    inInactiveContainer: await f.jot(listItems.dinosaurs, users.alice, { name: 'Hidden fossil', created_at: '2024-06-02T00:00:00Z' }),
  };
  const images = {
    second: await f.jotImage(jots.first, { name: 'b.png', path: 'jots/b.png', order_column: 2 }),
    first: await f.jotImage(jots.first, { name: 'a.jpg', path: 'jots/a.jpg', mime_type: 'image/jpeg', order_column: 1 }),
  };
  await f.like(users.bob, jots.first);
  await f.follow(users.bob, users.alice);

  const glossary = {
    algebra: await f.glossaryTerm('Algebra', [pods.algebra, pods.physics], { reference_url: 'https://en.wikipedia.org/wiki/Algebra' }),
    axiom: await f.glossaryTerm('Axiom', [pods.algebra]),
    binomial: await f.glossaryTerm('Binomial', [pods.algebra, pods.calculus]),
    zeta: await f.glossaryTerm('Zeta', [pods.fossils]),
  };

  const banners = {
    second: await f.banner({ link: '/pod/geometry', alt_text: 'Geometry', image: 'banners/geometry.webp', position: 2 }),
    first: await f.banner({ link: '/pod/algebra', alt_text: 'Algebra', image: 'banners/algebra.png', position: 1 }),
    inactive: await f.banner({ is_active: false }),
  };

  const segments = {
    global: await f.sideSegment({ title: 'Get the app', type: 2, image: 'segments/app.png', link: 'https://example.com/app', link_type: '1', position: 1 }),
    math: await f.sideSegment({ title: 'Math intro', type: 1, video: 'https://www.youtube.com/embed/xyz', container_id: containers.math, position: 2 }),
    science: await f.sideSegment({ title: 'Science intro', container_id: containers.science }),
    archived: await f.sideSegment({ title: 'Archived intro', container_id: containers.archived }),
  };

  const stories = {
    teach: await f.story({ title: 'Teach', content: '<p>Teacher first.</p>', button_text: 'Join', button_link: '/register', image: 'stories/teach.png', position: 1 }),
    learn: await f.story({ title: 'Learn', link_type: '1', button_link: 'https://example.com', position: 2 }),
    about: await f.story({ page: 'about', title: 'About us' }),
  };

  /** What readers never see (for whileShown, the control of the hiding tests). */
  const hidden = { pods: [pods.calculus], containers: [containers.archived] };

  return { f, users, containers, pods, sections, listItems, jots, images, glossary, banners, segments, stories, hidden };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
