import { visibleLength } from '../../components/editor/html/serialize.ts';
import type { JotDocument } from '../../components/editor/html/types.ts';
import type { JotContentType } from '../../__generated__/JotFormPageQuery.graphql.ts';

/** The jot rules the form checks before sending, with the server's own texts. */
export const LIST_ITEM_REQUIRED = 'Please select list item to submit.';
export const CONTENT_TOO_SHORT = 'Jot content must be at least 40 characters.';
export const MIN_CONTENT_CHARACTERS = 40;
export const SOURCE_URL_REQUIRED = 'The content url field is required.';
export const SOURCE_URL_INVALID = 'The content url field must be a valid URL.';
export const TITLE_MAX_CHARACTERS = 255;
export const TITLE_REQUIRED = 'The name field is required.';
export const TITLE_TOO_LONG = `The name field must not be greater than ${TITLE_MAX_CHARACTERS} characters.`;

/** Every content type but a story points at its source (the video, the PDF, the recording, the article). */
export function needsSourceUrl(contentType: JotContentType): boolean {
  return contentType !== 'STORY';
}

export interface ClientCheck {
  readonly contentType: JotContentType;
  readonly listItemId: string;
  readonly title: string;
  readonly contentUrl: string;
  readonly document: JotDocument;
}

/** An http(s) address: the server stores nothing else (the value becomes a link and a player source). */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Messages by input field name (the names the server's ValidationError uses). */
export function checkJotForm({ contentType, listItemId, title, contentUrl, document }: ClientCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  if (listItemId === '') errors.listItemId = LIST_ITEM_REQUIRED;
  // Characters as the server counts them (code points), after the trim it applies.
  const titleLength = [...title.trim()].length;
  if (titleLength === 0) errors.title = TITLE_REQUIRED;
  else if (titleLength > TITLE_MAX_CHARACTERS) errors.title = TITLE_TOO_LONG;
  if (needsSourceUrl(contentType)) {
    const url = contentUrl.trim();
    if (url === '') errors.contentUrl = SOURCE_URL_REQUIRED;
    else if (!isHttpUrl(url)) errors.contentUrl = SOURCE_URL_INVALID;
  }
  if (visibleLength(document) < MIN_CONTENT_CHARACTERS) errors.contentHtml = CONTENT_TOO_SHORT;
  return errors;
}
