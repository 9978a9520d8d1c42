import { ValidationError, type FieldError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';

/** Base of the typed errors returned by mutations (errors plugin): `... on Error { message }`. */
builder.objectType(Error, {
  name: 'Error',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'The messages for one input field.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'REST field name, e.g. "email"; empty for form-wide messages.' }),
    messages: t.exposeStringList('messages'),
  }),
});

/** An upstream 422: message is the joined field messages (spec section 8). */
builder.objectType(ValidationError, {
  name: 'ValidationError',
  fields: (t) => ({
    message: t.exposeString('message'),
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => [...error.fieldErrors] }),
  }),
});
