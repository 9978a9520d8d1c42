import { ValidationError, type FieldErrors } from '../http/errors.ts';
import type { QueryReader, RawQuery } from '../http/query.ts';
import { parseSearchText, type SearchText } from './query-text.ts';

/** A search box query, not a document: longer text is refused rather than silently cut. */
export const MAX_QUERY_LENGTH = 200;

const LETTER = /^[A-Za-z]$/;
export const LETTER_MESSAGE = 'The letter field must be a single letter from A to Z.';

/**
 * `q`: required for /search, optional for /glossary-terms. Blank is absent (Laravel trims to
 * null); text with no letters or digits (only punctuation) is valid and finds nothing (null).
 */
export function readSearchText(
  reader: QueryReader,
  query: unknown,
  options: { required: boolean },
): { text: SearchText | null | undefined; errors: FieldErrors } {
  const raw = (query as RawQuery | undefined)?.q;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { text: undefined, errors: options.required ? { q: ['The q field is required.'] } : {} };
  }
  const value = reader.matching('q', new RegExp(`^[\\s\\S]{1,${MAX_QUERY_LENGTH}}$`, 'u'), `The q field must not be greater than ${MAX_QUERY_LENGTH} characters.`);
  return { text: value === undefined ? undefined : parseSearchText(value), errors: {} };
}

/** Upper-cased `letter`, or undefined (422 when not one letter A-Z). */
export function readLetter(reader: QueryReader): string | undefined {
  return reader.matching('letter', LETTER, LETTER_MESSAGE)?.toUpperCase();
}

/** QueryReader.done() with extra field errors merged in: one 422 lists every problem. */
export function finishValidation(reader: QueryReader, extra: FieldErrors): void {
  let errors: FieldErrors = { ...extra };
  try {
    reader.done();
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.body.errors) throw error;
    errors = { ...errors, ...error.body.errors };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const ID_LIST = /^\s*\d{1,15}\s*(,\s*\d{1,15}\s*)*,?$/;

/** `exclude_user_ids=1,2,3` as on GET /jots: deduplicated, at most `max` ids (one bounded query). */
export function readIdList(reader: QueryReader, name: string, max: number): { ids: number[] | undefined; errors: FieldErrors } {
  const label = name.replace(/_/g, ' ');
  const raw = reader.matching(name, ID_LIST, `The ${label} field must be a comma separated list of integers.`);
  if (raw === undefined) return { ids: undefined, errors: {} };
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => s !== '').map(Number))];
  if (ids.length > max) return { ids: undefined, errors: { [name]: [`The ${label} field must not have more than ${max} items.`] } };
  return { ids, errors: {} };
}
