import type { Db, SqlValue } from '../../src/db/client.ts';

type Values = Record<string, SqlValue | undefined>;

/**
 * Small, explicit row builders for tests: each inserts one row with sensible defaults (unique
 * names and slugs from a counter) and returns its id. Tests state only what they rely on.
 */
export class Fixtures {
  private counter = 0;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(table: string, values: Values): Promise<number> {
    const entries = Object.entries(values).filter((e): e is [string, SqlValue] => e[1] !== undefined);
    const columns = entries.map(([k]) => k).join(', ');
    const placeholders = entries.map((_, i) => `$${i + 1}`).join(', ');
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns}) VALUES (${placeholders}) RETURNING id`,
      entries.map(([, v]) => v),
    );
    if (!row) throw new Error(`insert into ${table} returned nothing`);
    return row.id;
  }

  private next(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  user(values: Values = {}): Promise<number> {
    const name = this.next('user');
    return this.insert('users', { name, email: `${name}@example.com`, ...values });
  }

  container(values: Values = {}): Promise<number> {
    const slug = this.next('container');
    return this.insert('containers', { name: slug, slug, ...values });
  }

  pod(containerId: number, values: Values = {}): Promise<number> {
    const slug = this.next('pod');
    return this.insert('pods', { container_id: containerId, name: slug, slug, ...values });
  }

  section(podId: number, values: Values = {}): Promise<number> {
    const slug = this.next('section');
    return this.insert('sections', { pod_id: podId, name: slug, slug, ...values });
  }

  listItem(sectionId: number, values: Values = {}): Promise<number> {
    const slug = this.next('list-item');
    return this.insert('list_items', { section_id: sectionId, name: slug, slug, ...values });
  }

  jot(listItemId: number, userId: number, values: Values = {}): Promise<number> {
    const slug = this.next('jot');
    return this.insert('jots', {
      list_item_id: listItemId,
      user_id: userId,
      name: slug,
      slug,
      content: `<p>${slug} content that is long enough to be a jot.</p>`,
      content_type: 'story',
      ...values,
    });
  }

  jotImage(jotId: number, values: Values = {}): Promise<number> {
    const name = this.next('image');
    return this.insert('jot_images', { jot_id: jotId, name: `${name}.png`, path: `jots/${name}.png`, mime_type: 'image/png', ...values });
  }

  async like(userId: number, jotId: number): Promise<void> {
    await this.db.query('INSERT INTO likes (user_id, jot_id) VALUES ($1, $2)', [userId, jotId]);
  }

  async follow(followerId: number, followedId: number): Promise<void> {
    await this.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [followerId, followedId]);
  }

  async glossaryTerm(name: string, podIds: readonly number[], values: Values = {}): Promise<number> {
    const id = await this.insert('glossary_terms', {
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      content: `<p>${name} explained.</p>`,
      first_letter: name.charAt(0).toUpperCase(),
      ...values,
    });
    for (const podId of podIds) {
      await this.db.query('INSERT INTO glossary_term_pods (glossary_term_id, pod_id) VALUES ($1, $2)', [id, podId]);
    }
    return id;
  }

  banner(values: Values = {}): Promise<number> {
    const name = this.next('banner');
    return this.insert('banners', { link: `/pod/${name}`, alt_text: name, image: `banners/${name}.png`, ...values });
  }

  sideSegment(values: Values = {}): Promise<number> {
    return this.insert('side_segments', { title: this.next('segment'), ...values });
  }

  story(values: Values = {}): Promise<number> {
    return this.insert('marketing_stories', { title: this.next('story'), ...values });
  }
}
