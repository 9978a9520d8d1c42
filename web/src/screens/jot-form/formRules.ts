import { visibleLength } from '../../components/editor/html/serialize.ts';
import type { JotDocument } from '../../components/editor/html/types.ts';

/** The jot rules the form checks before sending, with the server's own texts. */
export const LIST_ITEM_REQUIRED = 'Please select list item to submit.';
export const CONTENT_TOO_SHORT = 'Jot content must be at least 40 characters.';
export const MIN_CONTENT_CHARACTERS = 40;

export interface ClientCheck {
  readonly listItemId: string;
  readonly document: JotDocument;
}

/** Messages by input field name (the names the server's ValidationError uses). */
export function checkJotForm({ listItemId, document }: ClientCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  if (listItemId === '') errors.listItemId = LIST_ITEM_REQUIRED;
  if (visibleLength(document) < MIN_CONTENT_CHARACTERS) errors.contentHtml = CONTENT_TOO_SHORT;
  return errors;
}
