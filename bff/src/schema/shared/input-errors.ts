import { ValidationError, type FieldError } from '../../upstream/errors.ts';

/**
 * The api names fields in snake_case (`password_confirmation`); forms bind to the mutation
 * input's camelCase names (`passwordConfirmation`). Runs a mutation's work and renames the
 * fields of a ValidationError it throws, so `fields[].field` matches the input.
 */
export async function withInputFieldNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.message,
      error.fieldErrors.map((fieldError) => ({ ...fieldError, field: camelCase(fieldError.field) })),
    );
  }
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
