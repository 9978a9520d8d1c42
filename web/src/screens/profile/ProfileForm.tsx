import { Alert, Button, Field, Heading, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { JotLevel, ProfileForm_viewer$key } from '../../__generated__/ProfileForm_viewer.graphql.ts';
import type { ProfileFormMutation, UpdateProfileInput } from '../../__generated__/ProfileFormMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';
import { useFieldDescription } from '../../components/forms/fieldDescription.ts';

const updateProfileMutation = graphql`
  mutation ProfileFormMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        viewer {
          id
          ...ProfileForm_viewer
          name
          avatarUrl
          pendingEmail
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          messages
        }
      }
    }
  }
`;

/** Jot levels 0 to 4. */
export const JOT_LEVELS: ReadonlyArray<{ value: JotLevel; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'BEGINNER', label: 'Beginner' },
  { value: 'INTERMEDIATE', label: 'Intermediate' },
  { value: 'ADVANCED', label: 'Advanced' },
  { value: 'EXPERT', label: 'Expert' },
];

function isJotLevel(value: string): value is JotLevel {
  return JOT_LEVELS.some((level) => level.value === value);
}

type TextKey = 'name' | 'email' | 'phone' | 'bio' | 'facebook' | 'linkedin' | 'instagram' | 'twitter' | 'pinterest' | 'storefrontUrl';

interface ProfileValues extends Record<TextKey, string> {
  isPrivate: boolean;
  isCompany: boolean;
  jotLevel: JotLevel;
}

const SOCIAL_FIELDS: ReadonlyArray<{ key: TextKey; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'pinterest', label: 'Pinterest' },
  { key: 'storefrontUrl', label: 'Storefront URL' },
];

const FIELDS = ['name', 'email', 'currentPassword', 'phone', 'bio', 'facebook', 'linkedin', 'instagram', 'twitter', 'pinterest', 'storefrontUrl', 'isPrivate', 'isCompany', 'jotLevel'];

/** Optional texts: an emptied field clears the value on the server (null), it is not kept. */
function optional(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/**
 * The form as the mutation's input. `currentPassword` goes along only with a new email (the only
 * field that asks for it).
 */
export function toProfileInput(values: ProfileValues, currentEmail: string, currentPassword = ''): UpdateProfileInput {
  const emailChanges = values.email.trim() !== currentEmail;
  return {
    ...(emailChanges ? { currentPassword } : {}),
    name: values.name,
    email: values.email,
    phone: optional(values.phone),
    bio: optional(values.bio),
    facebook: optional(values.facebook),
    linkedin: optional(values.linkedin),
    instagram: optional(values.instagram),
    twitter: optional(values.twitter),
    pinterest: optional(values.pinterest),
    storefrontUrl: optional(values.storefrontUrl),
    isPrivate: values.isPrivate,
    isCompany: values.isCompany,
    jotLevel: values.jotLevel,
  };
}

/**
 * Every profile field. No client-side validation: the server's
 * messages show under each field and in a toast.
 */
export function ProfileForm({ viewer }: { viewer: ProfileForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_viewer on Viewer {
        name
        email
        phone
        bio
        facebook
        linkedin
        instagram
        twitter
        pinterest
        storefrontUrl
        isPrivate
        isCompany
        jotLevel
        pendingEmail
      }
    `,
    viewer,
  );
  const [values, setValues] = useState<ProfileValues>(() => ({
    name: data.name,
    email: data.email,
    phone: data.phone ?? '',
    bio: data.bio ?? '',
    facebook: data.facebook ?? '',
    linkedin: data.linkedin ?? '',
    instagram: data.instagram ?? '',
    twitter: data.twitter ?? '',
    pinterest: data.pinterest ?? '',
    storefrontUrl: data.storefrontUrl ?? '',
    isPrivate: data.isPrivate,
    isCompany: data.isCompany,
    jotLevel: data.jotLevel,
  }));
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const jotLevelDescription = useFieldDescription(errors.fields.jotLevel);
  const bioDescription = useFieldDescription(errors.fields.bio);
  const [commit, saving] = useMutation<ProfileFormMutation>(updateProfileMutation);
  const emailChanges = values.email.trim() !== data.email;

  const set = <K extends keyof ProfileValues>(key: K) => (value: ProfileValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const askedForEmail = emailChanges ? values.email.trim() : null;
    commit({
      variables: { input: toProfileInput(values, data.email, currentPassword) },
      onCompleted: ({ updateProfile }) => {
        if (updateProfile.__typename === 'UpdateProfilePayload') {
          toaster.create({ title: 'Profile updated successfully.', type: 'success' });
          setCurrentPassword('');
          const pending = updateProfile.viewer.pendingEmail;
          if (askedForEmail !== null && pending !== null) {
            // The address changes only once the new inbox confirms: the field shows the one in use.
            setValues((current) => ({ ...current, email: data.email }));
            toaster.create({
              title: `Check your inbox at ${pending}`,
              description: 'Follow the link we sent there within 60 minutes to make it your sign-in address.',
              type: 'info',
            });
          }
        } else {
          setErrors({ ...formErrorsOf(updateProfile, FIELDS), form: null });
          toaster.create({ title: updateProfile.__typename === 'ValidationError' ? updateProfile.message : 'The profile could not be saved.', type: 'error' });
        }
      },
      onError: (error) => {
        setErrors(formErrorsOfRequest(error));
        toaster.create({ title: error.message, type: 'error' });
      },
    });
  };

  const textField = (key: TextKey, label: string, extra: { type?: 'email' | 'tel' | 'url'; autoComplete?: string } = {}) => (
    <TextField
      key={key}
      label={label}
      name={key}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={values[key]}
      onChange={set(key)}
      error={errors.fields[key]}
    />
  );

  return (
    <Stack as="section" aria-labelledby="profile-form-heading" gap="4">
      <Heading as="h2" size="lg" id="profile-form-heading">
        Profile
      </Heading>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {data.pendingEmail ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Waiting for {data.pendingEmail} to confirm</Alert.Title>
                <Alert.Description>
                  Follow the link we mailed to that address. Until then you sign in with {data.email}.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {textField('name', 'Name', { autoComplete: 'name' })}
            {textField('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {emailChanges ? (
              <TextField
                label="Current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={setCurrentPassword}
                error={errors.fields.currentPassword}
                helperText="Needed to change your email. We will mail the new address a link to confirm it."
                required
              />
            ) : null}
            {textField('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.fields.jotLevel)} ids={jotLevelDescription.ids}>
              <Field.Label>Jot level</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  name="jotLevel"
                  value={values.jotLevel}
                  aria-describedby={jotLevelDescription.describedBy}
                  onChange={(event) => {
                    if (isJotLevel(event.target.value)) set('jotLevel')(event.target.value);
                  }}
                >
                  {JOT_LEVELS.map((level) => (
                    <option key={level.value} value={level.value}>
                      {level.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.fields.jotLevel ? <Field.ErrorText>{errors.fields.jotLevel}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.fields.bio)} ids={bioDescription.ids}>
            <Field.Label>Bio</Field.Label>
            <Textarea name="bio" rows={4} value={values.bio} aria-describedby={bioDescription.describedBy} onChange={(event) => set('bio')(event.target.value)} />
            {errors.fields.bio ? <Field.ErrorText>{errors.fields.bio}</Field.ErrorText> : null}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {SOCIAL_FIELDS.map(({ key, label }) => textField(key, label, { type: 'url' }))}
          </SimpleGrid>
          <Stack gap="3">
            <ToggleField
              name="isPrivate"
              label="Private account"
              help="Hides your bio and social links from others."
              checked={values.isPrivate}
              onChange={set('isPrivate')}
              error={errors.fields.isPrivate}
            />
            <ToggleField
              name="isCompany"
              label="Company account"
              help="This account represents a company."
              checked={values.isCompany}
              onChange={set('isCompany')}
              error={errors.fields.isCompany}
            />
          </Stack>
          <FormError message={errors.form} />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText="Saving…" disabled={saving}>
            Save profile
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

interface ToggleFieldProps {
  name: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/**
 * A switch with its label, help text and server message. Not inside Field.Root: the field would
 * point the input's aria-labelledby at a Field.Label that a switch does not have.
 */
function ToggleField({ name, label, help, checked, onChange, error }: ToggleFieldProps) {
  const helpId = `${name}-help`;
  const errorId = `${name}-error`;
  return (
    <Stack gap="1">
      <Switch.Root recipe={switchSlotRecipe} name={name} checked={checked} invalid={Boolean(error)} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand">
        <Switch.HiddenInput aria-describedby={error ? `${helpId} ${errorId}` : helpId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text id={helpId} fontSize="sm" color="fg.muted">
        {help}
      </Text>
      {error ? (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
