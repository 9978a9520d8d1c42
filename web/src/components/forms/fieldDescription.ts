import { useId } from 'react';

export interface FieldDescription {
  /** For `Field.Root`: the ids its error and helper texts take. */
  readonly ids: { readonly errorText: string; readonly helperText: string };
  /** For the control: the texts that describe it now, read after its name. */
  readonly describedBy: string | undefined;
}

/**
 * Ties a field's error message (and helper text) to its control by `aria-describedby`, in the same
 * render that shows the message. The field component itself points only `aria-errormessage` at
 * the error, which several screen readers do not read, and only once it has noticed the message
 * in the DOM, a render later: a control focused as its error appears was read without it.
 */
export function useFieldDescription(error: string | null | undefined, { helper = false }: { helper?: boolean } = {}): FieldDescription {
  const id = useId();
  const ids = { errorText: `${id}error`, helperText: `${id}helper` };
  const described = [helper ? ids.helperText : null, error ? ids.errorText : null].filter((part) => part !== null);
  return { ids, describedBy: described.length > 0 ? described.join(' ') : undefined };
}
