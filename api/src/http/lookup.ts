/**
 * Routes take a numeric id or a slug. A numeric key is tried as an id first and then as a slug
 * (so a slug like "2024" still resolves); keys too long to be an id are only slugs.
 */
export function keyAsId(key: string): number | null {
  if (!/^\d{1,15}$/.test(key)) return null;
  return Number(key);
}
