import type { Db } from '../db/client.ts';

const MAX_SLUG = 80;

/**
 * The URL name of a jot: lower-case ASCII words joined by dashes. A slug of digits only would be
 * read as an id by the `{id or slug}` routes, so it gets a `jot-` prefix.
 */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  if (base === '') return 'jot';
  return /^\d+$/.test(base) ? `jot-${base}` : base;
}

/**
 * A slug no jot has yet: the name's slug, or with the next free `-n` suffix. Two concurrent saves
 * can still pick the same one; the unique index catches that and the caller retries.
 */
export async function uniqueJotSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM jots WHERE slug = $1 OR (slug LIKE $2 AND substr(slug, $3) ~ '^[0-9]+$')`,
    [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`, base.length + 2],
  );
  if (!rows.some((r) => r.slug === base)) return base;
  const used = rows.map((r) => Number(r.slug.slice(base.length + 1))).filter(Number.isSafeInteger);
  return `${base}-${Math.max(1, ...used) + 1}`;
}
