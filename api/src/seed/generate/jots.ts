/** Jots of every content type, spread over list items, authors and the last ~400 days. */
import type { JotLevel } from '../../contract/resources.ts';
import { CONTENT_WIDTHS } from '../../images/pipeline.ts';
import type { RenditionRecord } from '../../images/stored-image.ts';
import { illustrationSvg } from '../images/svg.ts';
import { webpCopies } from '../images/webp-copies.ts';
import type { ImageRegistry } from '../images/registry.ts';
import type { ContentType, JotImageRow, JotRow } from '../model.ts';
import type { Random } from '../random.ts';
import { capitalize, fill, fillHtml, inSentence, slugify } from '../text.ts';
import {
  ARTICLE_HEADINGS,
  BODY,
  CHECKLIST_ITEMS,
  CLOSERS,
  MEDIA_INTROS,
  OPENERS,
  TITLE_TEMPLATES,
  TITLE_TEMPLATES_BY_TYPE,
} from '../words/jot-text.ts';
import { AUDIO_URLS, PDF_URLS, YOUTUBE_IDS, YOUTUBE_URL_FORMS, referenceUrl } from '../words/media.ts';
import { MOTIF_NAMES } from '../images/motifs.ts';
import { DAY_MS, type Clock } from './clock.ts';
import type { ListItemPlan } from './structure.ts';
import type { UserPlan } from './users.ts';

/** The share of list items the demo leaves without jots. */
export const EMPTY_LIST_ITEM_SHARE = 0.12;

/** How many shared illustrations story jots draw their images from. */
export const JOT_ILLUSTRATIONS = 48;

export const CONTENT_TYPE_WEIGHTS: readonly (readonly [ContentType, number])[] = [
  ['story', 30],
  ['video', 22],
  ['article', 20],
  ['pdf', 15],
  ['audio', 13],
];

export const LEVEL_WEIGHTS: readonly (readonly [JotLevel, number])[] = [
  [0, 30],
  [1, 25],
  [2, 20],
  [3, 15],
  [4, 10],
];

export interface Illustration {
  path: string;
  name: string;
  size: number;
  width: number;
  height: number;
  renditions: RenditionRecord[];
}

/** Story illustrations are 800 x 600 SVGs (illustrationSvg), with WebP copies like uploads. */
const ILLUSTRATION_SIZE = { width: 800, height: 600 };

/** The shared pool of story images; each is drawn once to know its byte size. */
export function illustrations(images: ImageRegistry): Illustration[] {
  return Array.from({ length: JOT_ILLUSTRATIONS }, (_, i) => {
    const name = `illustration-${String(i + 1).padStart(2, '0')}.svg`;
    const motif = MOTIF_NAMES[i % MOTIF_NAMES.length] ?? 'bubbles';
    const svg = illustrationSvg(`jot:${name}`, (i * 47) % 360, motif);
    const path = images.add(`seed/jots/${name}`, () => svg);
    const renditions = webpCopies(images, path, () => svg, ILLUSTRATION_SIZE, CONTENT_WIDTHS);
    return { name, path, size: Buffer.byteLength(svg), ...ILLUSTRATION_SIZE, renditions };
  });
}

export interface JotSet {
  jots: JotRow[];
  jotImages: JotImageRow[];
}

export function generateJots(rng: Random, clock: Clock, images: ImageRegistry, items: readonly ListItemPlan[], users: readonly UserPlan[], count: number): JotSet {
  const pool = illustrations(images);
  const earliest = clock.daysAgo(400);
  const latest = clock.nowMs - 3600_000;
  // Where jots land: a few list items stay empty ('No jots available.'); every other one gets a
  // jot first, so a visitor who opens a pod's items finds jots under most of them, and the rest
  // go by a heavy-tailed share, so some items are busy and most are quiet.
  const targets = items.filter((item) => item.pod.row.is_company === false);
  const weighted = targets.map((item) => [item, rng.chance(EMPTY_LIST_ITEM_SHARE) ? 0 : rng.skewed(1, 200, 1.1)] as const);
  const covered = weighted.filter(([, weight]) => weight > 0).map(([item]) => item);
  if (covered.length > count) throw new Error(`${count} jots cannot cover ${covered.length} list items`);
  const pickItem = rng.weightedPicker(weighted);
  const pickAuthor = rng.weightedPicker(users.map((u) => [u, u.jotWeight] as const));

  const jots: JotRow[] = [];
  const jotImages: JotImageRow[] = [];
  for (let i = 0; i < count; i++) {
    const item = covered[i] ?? pickItem();
    const author = pickAuthor();
    const type = rng.weighted(CONTENT_TYPE_WEIGHTS);
    // After the list item and the author exist, and at least a couple of days before 'now'.
    const from = Math.min(latest - 2 * DAY_MS, Math.max(earliest, Date.parse(item.row.created_at) + DAY_MS, Date.parse(author.row.created_at)));
    const created = clock.between(from, latest, rng.float());
    const id = jots.length + 1;
    const vars = {
      Term: capitalize(item.term),
      term: inSentence(item.term),
      related: inSentence(item.related),
      topic: item.pod.row.name,
      subject: item.pod.subject.name,
      practice: rng.pick(item.pod.subject.practice),
    };
    const titleTemplate = rng.chance(0.35) ? rng.pick(TITLE_TEMPLATES_BY_TYPE[type]) : rng.pick(TITLE_TEMPLATES);
    const name = capitalize(fill(titleTemplate, vars));
    // Edits: a quarter of the jots were updated some time after posting.
    const updated = rng.chance(0.25) ? clock.between(created, latest, rng.float()) : created;
    jots.push({
      id,
      slug: `${slugify(name)}-${id}`,
      list_item_id: item.row.id,
      user_id: author.row.id,
      name,
      content: contentHtml(rng, type, vars),
      content_type: type,
      content_url: contentUrl(rng, type, item.term),
      level: rng.weighted(LEVEL_WEIGHTS),
      like_count: 0,
      trending_score: 0,
      created_at: clock.iso(created),
      updated_at: clock.iso(Math.max(created, updated)),
    });
    if (type === 'story') {
      rng.sample(pool, rng.int(1, 5)).forEach((picture, order) => {
        jotImages.push({
          id: jotImages.length + 1,
          jot_id: id,
          user_id: author.row.id,
          name: picture.name,
          path: picture.path,
          mime_type: 'image/svg+xml',
          size: picture.size,
          order_column: order + 1,
          width: picture.width,
          height: picture.height,
          renditions: picture.renditions,
          created_at: clock.iso(created),
        });
      });
    }
  }
  return { jots, jotImages };
}

function contentUrl(rng: Random, type: ContentType, term: string): string | null {
  switch (type) {
    case 'story':
      return null; // the form sends no content_url for stories
    case 'video':
      return rng.pick(YOUTUBE_URL_FORMS)(rng.pick(YOUTUBE_IDS));
    case 'audio':
      return rng.pick(AUDIO_URLS);
    case 'pdf':
      return rng.pick(PDF_URLS);
    case 'article':
      return rng.chance(0.5) ? referenceUrl(term) : null;
  }
}

function paragraph(rng: Random, vars: Readonly<Record<string, string>>, sentences: number): string {
  return `<p>${rng
    .sample(BODY, sentences)
    .map((s) => fillHtml(s, vars))
    .join(' ')}</p>`;
}

function contentHtml(rng: Random, type: ContentType, vars: Readonly<Record<string, string>>): string {
  const opener = `<p>${fillHtml(rng.pick(OPENERS), vars)} ${fillHtml(rng.pick(BODY), vars)}</p>`;
  const closer = `<p>${fillHtml(rng.pick(CLOSERS), vars)}</p>`;
  if (type === 'article') {
    const headings = rng.sample(ARTICLE_HEADINGS, 2);
    const checklist = rng.sample(CHECKLIST_ITEMS, 3).map((c) => `<li>${fillHtml(c, vars)}</li>`);
    return [
      opener,
      `<h3>${headings[0]}</h3>`,
      paragraph(rng, vars, 3),
      `<h3>${headings[1]}</h3>`,
      paragraph(rng, vars, 2),
      `<ul>${checklist.join('')}</ul>`,
      closer,
    ].join('');
  }
  const intro = `<p>${fillHtml(rng.pick(MEDIA_INTROS[type]), vars)}</p>`;
  return rng.chance(0.5) ? intro + opener + closer : intro + paragraph(rng, vars, 2) + closer;
}
