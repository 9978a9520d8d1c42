import { ValidationError, type FieldError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';

/**
 * What every typed error of a mutation result has (errors plugin): clients select
 * `... on Error { message }` to show any of them, and a specific type for its details.
 */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A failure the client can show: the message is ready to display.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, in English, ready to show to the user as is.' }),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'The messages for one input field.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The input field, as named in the mutation input (e.g. "passwordConfirmation"); empty for form-wide messages.',
    }),
    messages: t.exposeStringList('messages', {
      description: "What is wrong with that field, ready to show under it (the api's validation texts, e.g. 'The name field is required.'); at least one.",
    }),
  }),
});

/** An upstream 422: message is the joined field messages, the fields stay available. */
builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused: `message` joins every field message, `fields` lists them per input field to show beside the form.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldErrorRef],
      description: 'One entry per refused input field (in the order the api checks them).',
      resolve: (error) => [...error.fieldErrors],
    }),
  }),
});
