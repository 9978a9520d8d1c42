import { Alert, Field, Input, type InputProps } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useFieldDescription } from './fieldDescription.ts';

interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly helperText?: ReactNode;
  readonly type?: InputProps['type'];
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly inputMode?: InputProps['inputMode'];
}

/**
 * A labelled input with its server message: the label, the error text (aria-describedby) and
 * aria-invalid are tied to the input.
 */
export function TextField({ label, name, value, onChange, error, helperText, type = 'text', autoComplete, required, inputMode }: TextFieldProps) {
  const description = useFieldDescription(error, { helper: Boolean(helperText) });
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required ?? false} ids={description.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={description.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The form-level message: announced when it appears (role="alert"). */
export function FormError({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
