/** A jot's text preview is its first 65 characters. */
export const JOT_PREVIEW_LENGTH = 65;

/**
 * The preview of a jot's plain text: the first 65 characters plus '...', or the whole text when it
 * is 65 characters or shorter (no '...' then). Counted in code points so an emoji or other astral
 * character is never cut in half.
 */
export function jotPreview(text: string, length: number = JOT_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('')}...`;
}
