import { Button, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe, fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { JotReportReason, ReportJotButtonMutation } from '../../__generated__/ReportJotButtonMutation.graphql.ts';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../forms/formErrors.ts';
import { FormError } from '../forms/FormFields.tsx';
import { toaster } from '../toaster/toaster.tsx';
import { useFocusFirstInvalidField } from '../forms/focusFirstInvalidField.ts';
import { useFieldDescription } from '../forms/fieldDescription.ts';

const REPORT_SENT_MESSAGE = 'Thanks for your report. Our reviewers will look at this jot.';

const MAX_NOTE = 1000;
const FIELDS = ['reason', 'note'];

const REASONS: { value: JotReportReason; label: string }[] = [
  { value: 'SPAM', label: 'Spam' },
  { value: 'HARASSMENT', label: 'Harassment' },
  { value: 'MISINFORMATION', label: 'Misinformation' },
  { value: 'OTHER', label: 'Other' },
];

const reportMutation = graphql`
  mutation ReportJotButtonMutation($input: ReportJotInput!) {
    reportJot(input: $input) {
      __typename
      ... on ReportJotPayload {
        reportedJotId
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          messages
        }
      }
    }
  }
`;

export interface ReportJotDialogProps {
  jotId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Report button that opened it: the focus goes back there when it closes. */
  trigger: () => HTMLElement | null;
}

/**
 * The dialog of ReportJotButton: the reason and an optional note. The send button spins while the
 * report goes; the reader gets a confirmation toast, or the server's message in the dialog
 * (already reported, ...), which stays open.
 */
export default function ReportJotDialog({ jotId, open, onOpenChange: setOpen, trigger }: ReportJotDialogProps) {
  const [reason, setReason] = useState<JotReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const reasonDescription = useFieldDescription(errors.fields.reason);
  const noteDescription = useFieldDescription(errors.fields.note, { helper: true });
  const [commit, sending] = useMutation<ReportJotButtonMutation>(reportMutation);

  const reset = () => {
    setReason('');
    setNote('');
    setErrors(NO_ERRORS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (reason === '') {
      setErrors({ fields: { reason: 'Please choose why you are reporting this jot.' }, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { jotId, reason, note: note.trim() === '' ? null : note } },
      onCompleted: ({ reportJot }) => {
        if (reportJot.__typename === 'ReportJotPayload') {
          setOpen(false);
          reset();
          toaster.create({ title: REPORT_SENT_MESSAGE, type: 'success' });
        } else {
          setErrors(formErrorsOf(reportJot, FIELDS));
        }
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(event) => {
        if (sending) return;
        setOpen(event.open);
        if (!event.open) reset();
      }}
      finalFocusEl={trigger}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Report this jot</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">Reports are seen only by our reviewers. A jot several readers report is hidden until it is reviewed.</Text>
                  <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.fields.reason)} required ids={reasonDescription.ids}>
                    <Field.Label>
                      Reason
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                      <NativeSelect.Field name="reason" value={reason} aria-describedby={reasonDescription.describedBy} onChange={(e) => {
                          setReason(REASONS.find((option) => option.value === e.target.value)?.value ?? '');
                          setErrors(NO_ERRORS);
                        }}>
                        <option value="">Choose a reason</option>
                        {REASONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {/* red.700 on white: 6.5:1 (the recipe's red.500 is 3.8:1). */}
                    {errors.fields.reason ? <Field.ErrorText color="red.700">{errors.fields.reason}</Field.ErrorText> : null}
                  </Field.Root>
                  <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.fields.note)} ids={noteDescription.ids}>
                    <Field.Label>Note (optional)</Field.Label>
                    <Textarea name="note" value={note} maxLength={MAX_NOTE} rows={3} aria-describedby={noteDescription.describedBy} onChange={(e) => setNote(e.target.value)} />
                    <Field.HelperText>{`${note.length} / ${MAX_NOTE}`}</Field.HelperText>
                    {errors.fields.note ? <Field.ErrorText color="red.700">{errors.fields.note}</Field.ErrorText> : null}
                  </Field.Root>
                  <FormError message={errors.form} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={sending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending…">
                  Send report
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
