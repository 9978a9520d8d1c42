import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the form's first field the server rejected, once its message shows: the field
 * announces itself with its message (aria-describedby), where focus left on the submit button
 * would announce nothing, and the writer fixes it without looking for it. A message for the whole
 * form (role="alert") announces itself, and focus stays where it was. `fieldErrors`: the messages
 * by field, a new object for each failure. Returns the form's ref.
 */
export function useFocusFirstInvalidField(fieldErrors: Readonly<Record<string, string | undefined>>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!Object.values(fieldErrors).some(Boolean)) return;
    // A disabled control (a level of a cascade whose level above is not chosen) cannot take it.
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [fieldErrors]);
  return form;
}
