import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../api/src/db/client.ts';

/** A 1x1 PNG. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const UNSAFE_STORY_HTML =
  '<p onclick="steal()">Learn <a href="https://example.com/more">more</a> or <a href="javascript:alert(1)">this</a>.</p><script>alert(1)</script>';

export interface Catalogue {
  math: number;
  science: number;
  archived: number;
  /** The 30 active pods of Mathematics, in position order. */
  mathPods: number[];
  hiddenPod: number;
  physics: number;
  stories: number[];
}

/**
 * The small world the bff integration tests read, inserted with plain SQL:
 * Mathematics (core learning, 30 pods + 1 inactive), Science (category, Physics), an inactive
 * container Archived with a pod, and two home-page stories (one with unsafe HTML and an image).
 */
export async function insertCatalogue(db: Db, storageDir: string): Promise<Catalogue> {
  const id = async (sql: string, params: (string | number | boolean | null)[] = []) => {
    const [row] = await db.query<{ id: number }>(sql, params);
    if (!row) throw new Error(`no id from ${sql}`);
    return row.id;
  };
  const container = (name: string, slug: string, section: number, position: number, active = true, logo: string | null = null) =>
    id('INSERT INTO containers (name, slug, section, position, is_active, topic_logo_image) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
      name, slug, section, position, active, logo,
    ]);
  const math = await container('Mathematics', 'mathematics', 1, 1, true, 'logos/math.svg');
  const science = await container('Science', 'science', 0, 2);
  const archived = await container('Archived', 'archived', 0, 0, false);

  const mathPods = (
    await db.query<{ id: number }>(
      `INSERT INTO pods (container_id, name, slug, description, position, topic_profile_image)
       SELECT $1, 'Math pod ' || lpad(n::text, 2, '0'), 'math-pod-' || lpad(n::text, 2, '0'), 'Pod number ' || n, n, 'pods/p' || n || '.png'
       FROM generate_series(1, 30) AS n
       RETURNING id`,
      [math],
    )
  ).map((row) => row.id);
  const hiddenPod = await id("INSERT INTO pods (container_id, name, slug, position, is_active) VALUES ($1, 'Hidden', 'hidden-pod', 0, false) RETURNING id", [math]);
  const physics = await id("INSERT INTO pods (container_id, name, slug, description, position) VALUES ($1, 'Physics', 'physics', 'Forces.', 1) RETURNING id", [science]);
  await id("INSERT INTO pods (container_id, name, slug, position) VALUES ($1, 'Fossils', 'fossils', 1) RETURNING id", [archived]);

  const story = (title: string, content: string, linkType: string, image: string | null, position: number) =>
    id(
      `INSERT INTO marketing_stories (page, title, content, button_text, button_link, link_type, image, position)
       VALUES ('home', $1, $2, 'Go', 'https://example.com/go', $3, $4, $5) RETURNING id`,
      [title, content, linkType, image, position],
    );
  const stories = [
    await story('Teach anything', UNSAFE_STORY_HTML, '1', 'stories/one.png', 1),
    await story('Learn for life', '<p>Plain.</p>', '0', null, 2),
  ];
  await mkdir(path.join(storageDir, 'stories'), { recursive: true });
  await writeFile(path.join(storageDir, 'stories', 'one.png'), PIXEL_PNG);

  return { math, science, archived, mathPods, hiddenPod, physics, stories };
}
