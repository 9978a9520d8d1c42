import { ValidationError, type FieldError } from '../../upstream/errors.ts';

/**
 * The api names fields after its columns in snake_case (`password_confirmation`, `images.0`);
 * forms bind to the mutation input's camelCase names (`passwordConfirmation`). Runs a mutation's
 * work and renames the fields of a ValidationError it throws, so `fields[].field` matches the
 * input. `renames` maps the api names whose input field is called something else (`name` →
 * `title`); every other name is camelCased. In a dotted name (`images.0`) `renames` applies to
 * the first part.
 */
export async function withInputFieldNames<T>(work: () => Promise<T>, renames: Readonly<Record<string, string>> = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.message,
      error.fieldErrors.map((fieldError) => ({ ...fieldError, field: inputFieldName(fieldError.field, renames) })),
    );
  }
}

/** The input field an api field name stands for (see withInputFieldNames). */
export function inputFieldName(apiField: string, renames: Readonly<Record<string, string>> = {}): string {
  const [head = '', ...rest] = apiField.split('.');
  return [renames[head] ?? camelCase(head), ...rest.map(camelCase)].join('.');
}

function camelCase(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Laravel's `required` for inputs the bff checks itself before calling the api (the token
 * endpoint would only answer a generic invalid_request): blank values are missing.
 */
export function requireFilled(values: Readonly<Record<string, string>>): void {
  const missing: FieldError[] = Object.entries(values)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => ({ field, messages: [`The ${field} field is required.`] }));
  if (missing.length > 0) throw new ValidationError(missing.flatMap((f) => f.messages).join(' '), missing);
}
