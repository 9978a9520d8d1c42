/** One FieldError of a ValidationError, as the mutations select it. */
export interface FieldMessages {
  readonly field: string;
  readonly messages: ReadonlyArray<string>;
}

/**
 * The failure members of a mutation result union (ValidationError, InvalidCredentialsError,
 * TooManyRequestsError...). Structural, so every Relay-generated result member fits.
 */
export interface ResultFailure {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<FieldMessages>;
}

export interface FormErrors {
  /** Messages by input field name, for the fields the form shows. */
  readonly fields: Readonly<Record<string, string>>;
  /** Everything else: a message for the whole form, shown above the submit button. */
  readonly form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Splits a failure into inline messages for the form's own fields and one form-level message for
 * the rest: messages about fields the form does not show (the reset `token`), or a failure with
 * no field details at all ('The user credentials were incorrect.', the rate-limit text).
 */
export function formErrorsOf(failure: ResultFailure, shownFields: ReadonlyArray<string>): FormErrors {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const { field, messages } of failure.fields ?? []) {
    for (const text of messages) {
      if (!text) continue;
      const shownAt = fieldShowing(field, text, shownFields);
      if (shownAt) fields[shownAt] = fields[shownAt] ? `${fields[shownAt]} ${text}` : text;
      else other.push(text);
    }
  }
  const form = other.length > 0 ? other.join(' ') : Object.keys(fields).length === 0 ? failure.message || FALLBACK_MESSAGE : null;
  return { fields, form };
}

/**
 * The field a message is shown under. The server reports a confirmation that does not match on
 * the field itself ("The password field confirmation does not match."); the form shows it under
 * the confirmation, where the mistake is, when it has one.
 */
function fieldShowing(field: string, text: string, shownFields: ReadonlyArray<string>): string | null {
  const confirmation = `${field}Confirmation`;
  if (/\bconfirmation\b/i.test(text) && shownFields.includes(confirmation)) return confirmation;
  return shownFields.includes(field) ? field : null;
}

/** A network or server failure of the request itself (onError of a mutation). */
export function formErrorsOfRequest(error: Error): FormErrors {
  return { fields: {}, form: error.message || FALLBACK_MESSAGE };
}
