import { FormReader, label } from '../accounts/rules.ts';
import type { Db } from '../db/client.ts';
import { CONTENT_WIDTHS, type ProcessedImage } from '../images/pipeline.ts';
import { imageMessages, readImageUpload } from '../images/upload-rules.ts';
import { JOT_CONTENT_TYPES as CONTENT_TYPES, JOT_DURATION_RANGE, type JotContentType as ContentType } from '../contract/resources.ts';
import { sanitizeContent, visibleLength } from './content-html.ts';
import { valueOf, type FormInput } from './form-input.ts';
import { pendingImagesOf } from './images.ts';

/** Images one save may upload; with 10 MB each that bounds what one request holds in memory. */
export const MAX_IMAGES_PER_SAVE = 10;
/** Stored HTML cap (characters); the multipart field limit is set a little above it in bytes. */
export const MAX_CONTENT = 100_000;
export const MAX_CONTENT_BYTES = MAX_CONTENT * 4;

export const JOT_MESSAGES = {
  listItem: 'Please select list item to submit.',
  content: 'Jot content must be at least 40 characters.',
  contentMax: `The content field must not be greater than ${MAX_CONTENT} characters.`,
  contentUrl: 'The content url field must be a valid URL.',
  contentUrlRequired: 'The content url field is required.',
  tooManyImages: `The images field must not have more than ${MAX_IMAGES_PER_SAVE} items.`,
} as const;

const MIN_CONTENT = 40;
const MAX_URL = 2048;

/** The jot's own columns, validated and with the content already sanitized. */
export interface JotValues {
  contentType: ContentType;
  listItemId: number;
  name: string;
  /** Always null for stories. */
  contentUrl: string | null;
  content: string;
  /** The audio's or video's length in seconds as the author gave it; null when not given. */
  durationSeconds: number | null;
}

export interface NewImage {
  filename: string;
  /** Decoded, upright, without metadata, with its smaller copies. */
  image: ProcessedImage;
}

export interface JotSave {
  values: JotValues;
  /** Files of `images[]`, in the order sent. */
  images: NewImage[];
  /** Pending uploads of this user (POST /media/create without jot_id) to attach, from `image_ids[]`. */
  claimIds: number[];
}

/** The text fields of the form, as sent or, on update, as currently stored. */
export type JotFields = Partial<Record<'content_type' | 'list_item_id' | 'name' | 'content_url' | 'content' | 'duration_seconds', string>>;
const FIELDS = ['content_type', 'list_item_id', 'name', 'content_url', 'content', 'duration_seconds'] as const;

/** What the request says about the jot's fields; absent fields are absent (update keeps them). */
export function sentFields(input: FormInput): JotFields {
  const fields: JotFields = {};
  for (const field of FIELDS) {
    const value = valueOf(input, field);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

/**
 * Every rule of a jot, checked before anything is written, with one 422
 * listing all failures (Laravel's order: fields, then files). `userId` owns any claimed images.
 */
export async function validateJotSave(db: Db, fields: JotFields, input: FormInput, userId: number): Promise<JotSave> {
  const form = new FormReader(fields);
  const contentType = readContentType(form);
  const listItemId = await readListItem(db, form);
  const name = form.requiredString('name', { max: 255 });
  // Stories keep no URL whatever is sent; an unknown type already failed, so its URL is not judged.
  const contentUrl = contentType === undefined || contentType === 'story' ? null : readContentUrl(form);
  const content = readContent(form, fields.content ?? '', input.truncatedFields.has('content'));
  const durationSeconds = readDuration(form);
  const images = await readImages(form, input);
  const claimIds = await readClaims(db, form, input, userId);
  const values = form.valid({ contentType, listItemId, name, contentUrl, content, durationSeconds });
  return { values, images, claimIds };
}

function readContentType(form: FormReader): ContentType | undefined {
  const value = form.requiredString('content_type');
  if (value === undefined) return undefined;
  if ((CONTENT_TYPES as readonly string[]).includes(value)) return value as ContentType;
  return form.fail('content_type', 'The selected content type is invalid.');
}

/** A list item is required and must be one readers can see (spec: one message for both). */
async function readListItem(db: Db, form: FormReader): Promise<number | undefined> {
  const raw = form.optionalString('list_item_id');
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (id !== null && (await isVisibleListItem(db, id))) return id;
  return form.fail('list_item_id', JOT_MESSAGES.listItem);
}

async function isVisibleListItem(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM list_items li JOIN sections s ON s.id = li.section_id
       JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
     WHERE li.id = $1 AND p.is_active AND c.is_active`,
    [id],
  );
  return rows.length > 0;
}

/** Videos, audio, pdfs and articles point somewhere; only http(s) (the value becomes a link and a player source). */
function readContentUrl(form: FormReader): string | null | undefined {
  const value = form.optionalString('content_url', { max: MAX_URL });
  if (value === undefined && form.failed('content_url')) return undefined;
  if (value === null || value === undefined) return form.fail('content_url', JOT_MESSAGES.contentUrlRequired);
  return isHttpUrl(value) ? value : form.fail('content_url', JOT_MESSAGES.contentUrl);
}

/**
 * `duration_seconds`: optional, a whole number of seconds from 1 to a day; empty clears it. Any
 * content type may carry it (what it means for a story is up to its author: reading time adds it).
 */
function readDuration(form: FormReader): number | null | undefined {
  const value = form.optionalString('duration_seconds', { max: 20 });
  if (value === null) return null;
  if (value === undefined) return form.failed('duration_seconds') ? undefined : null;
  if (!/^\d+$/.test(value)) return form.fail('duration_seconds', 'The duration seconds field must be an integer.');
  const seconds = Number(value);
  const { min, max } = JOT_DURATION_RANGE;
  if (seconds < min || seconds > max) return form.fail('duration_seconds', `The duration seconds field must be between ${min} and ${max}.`);
  return seconds;
}

/** The 40-character rule is checked on what will be stored, so markup or a script cannot pad it. */
function readContent(form: FormReader, raw: string, truncated: boolean): string | undefined {
  if (truncated || [...raw].length > MAX_CONTENT) return form.fail('content', JOT_MESSAGES.contentMax);
  const clean = sanitizeContent(raw);
  if (visibleLength(clean) < MIN_CONTENT) return form.fail('content', JOT_MESSAGES.content);
  return clean;
}

async function readImages(form: FormReader, input: FormInput): Promise<NewImage[]> {
  if (input.tooManyFiles) form.fail('images', JOT_MESSAGES.tooManyImages);
  // A browser sends an empty file part for an untouched file input: that is no upload at all.
  const uploads = input.files.filter((f) => f.field === 'images' && (f.bytes.length > 0 || f.truncated));
  const images: NewImage[] = [];
  // One at a time: each decode may hold up to 40 megapixels.
  for (const [index, file] of uploads.entries()) {
    const upload = await readImageUpload(file.bytes, file.truncated, CONTENT_WIDTHS);
    if (!upload.ok) form.fail(`images.${index}`, imageMessages(`images.${index}`)[upload.problem]);
    else images.push({ filename: file.filename, image: upload.image });
  }
  return images;
}

/** `image_ids[]`: each must be one of this user's pending uploads. */
async function readClaims(db: Db, form: FormReader, input: FormInput, userId: number): Promise<number[]> {
  const raw = (input.values.image_ids ?? []).filter((v) => v.trim() !== '');
  if (raw.length > MAX_IMAGES_PER_SAVE) {
    form.fail('image_ids', `The image ids field must not have more than ${MAX_IMAGES_PER_SAVE} items.`);
    return [];
  }
  const ids = raw.map((v) => (/^\d{1,15}$/.test(v.trim()) ? Number(v) : null));
  const pending = new Set((await pendingImagesOf(db, userId, ids.filter((id): id is number => id !== null))).map((r) => r.id));
  const claims: number[] = [];
  ids.forEach((id, index) => {
    if (id === null || !pending.has(id) || claims.includes(id)) form.fail(`image_ids.${index}`, `The selected ${label(`image_ids.${index}`)} is invalid.`);
    else claims.push(id);
  });
  return claims;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}
