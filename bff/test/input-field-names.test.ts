import { describe, expect, it } from 'vitest';
import { inputFieldName, withInputFieldNames } from '../src/schema/shared/input-errors.ts';
import { ValidationError } from '../src/upstream/errors.ts';

describe('the names of the api fields in a validation error, as the mutation inputs call them', () => {
  it('camelCases snake_case names', () => {
    expect(inputFieldName('password_confirmation')).toBe('passwordConfirmation');
    expect(inputFieldName('list_item_id')).toBe('listItemId');
    expect(inputFieldName('email')).toBe('email');
  });

  it('renames the first part of a name the input calls something else, and keeps the index of a dotted name', () => {
    const renames = { name: 'title', file: 'image' };
    expect(inputFieldName('name', renames)).toBe('title');
    expect(inputFieldName('file', renames)).toBe('image');
    expect(inputFieldName('images.0', renames)).toBe('images.0');
    expect(inputFieldName('content_url', renames)).toBe('contentUrl');
  });

  it('rethrows a ValidationError with the renamed fields and the same message, and other errors as they are', async () => {
    const invalid = new ValidationError('The name field is required.', [{ field: 'name', messages: ['The name field is required.'] }]);
    const renamed = await withInputFieldNames(() => Promise.reject(invalid), { name: 'title' }).catch((error: unknown) => error);
    expect(renamed).toBeInstanceOf(ValidationError);
    expect((renamed as ValidationError).message).toBe('The name field is required.');
    expect((renamed as ValidationError).fieldErrors).toEqual([{ field: 'title', messages: ['The name field is required.'] }]);
    const other = new Error('down');
    await expect(withInputFieldNames(() => Promise.reject(other))).rejects.toBe(other);
  });
});
