import { withInputFieldNames } from '../shared/input-errors.ts';

/**
 * The jot form's inputs named differently from the api's columns (`name` is the `title` input,
 * `content` is `contentHtml`, `file` is `image`); the other names are the camelCased columns.
 */
const JOT_INPUT_NAMES: Readonly<Record<string, string>> = {
  name: 'title',
  content: 'contentHtml',
  file: 'image',
};

/** Runs a jot or image save; a ValidationError it throws names the jot form's inputs. */
export function withJotInputNames<T>(work: () => Promise<T>): Promise<T> {
  return withInputFieldNames(work, JOT_INPUT_NAMES);
}
