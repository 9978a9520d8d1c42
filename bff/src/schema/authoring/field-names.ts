import { ValidationError, type FieldError } from '../../upstream/errors.ts';

/**
 * The api names the jot form's fields after its columns (`name`, `content`, `images.0`); forms bind
 * to the mutation input's names (`title`, `contentHtml`, `images.0`). Runs a save and renames the
 * fields of a ValidationError it throws, so `fields[].field` matches the input.
 */
const INPUT_NAMES: Readonly<Record<string, string>> = {
  content_type: 'contentType',
  list_item_id: 'listItemId',
  name: 'title',
  content_url: 'contentUrl',
  content: 'contentHtml',
  file: 'image',
  order_column: 'orderColumn',
  jot_id: 'jotId',
};

export function inputNameOf(apiField: string): string {
  const [head = '', ...rest] = apiField.split('.');
  const renamed = INPUT_NAMES[head] ?? head.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  return [renamed, ...rest].join('.');
}

export async function withJotInputNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldError[] = error.fieldErrors.map((fieldError) => ({ ...fieldError, field: inputNameOf(fieldError.field) }));
    throw new ValidationError(error.message, fields);
  }
}
