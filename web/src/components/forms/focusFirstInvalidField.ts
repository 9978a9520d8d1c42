import { useEffect, useRef, type RefObject } from 'react';
import type { FormErrors } from './formErrors.ts';

/**
 * Moves focus to the form's first field the server rejected, once its message shows: the field
 * announces itself with its message (aria-describedby), where focus left on the submit button
 * would announce nothing, and the writer fixes it without looking for it. A message for the whole
 * form (role="alert") announces itself, and focus stays where it was. Returns the form's ref.
 */
export function useFocusFirstInvalidField(errors: FormErrors): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
