import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { JotContentType } from '../../__generated__/JotFormPageQuery.graphql.ts';
import type { JotFormCreateMutation } from '../../__generated__/JotFormCreateMutation.graphql.ts';
import type { JotFormUpdateMutation } from '../../__generated__/JotFormUpdateMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { deserializeHtml } from '../../components/editor/html/deserialize.ts';
import type { JotDocument } from '../../components/editor/html/types.ts';
import { RichTextEditor } from '../../components/editor/RichTextEditor.tsx';
import { ContentTypeCards } from './ContentTypeCards.tsx';
import { PlaceSelects } from './PlaceSelects.tsx';
import { checkJotForm, needsSourceUrl } from './formRules.ts';
import { MAX_IMAGES_PER_SAVE } from './imageFiles.ts';
import { ImageUploader, type ImageEntry } from './ImageUploader.tsx';
import { changePlace, readJotLocal, writeJotLocal, type JotPlace } from './jotLocal.ts';
import { useStoredImages } from './useStoredImages.ts';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const createJotMutation = graphql`
  mutation JotFormCreateMutation($input: CreateJotInput!) {
    createJot(input: $input) {
      __typename
      ... on CreateJotPayload {
        jot {
          id
          databaseId
          slug
        }
        listItem {
          id
          slug
        }
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

const updateJotMutation = graphql`
  mutation JotFormUpdateMutation($input: UpdateJotInput!) {
    updateJot(input: $input) {
      __typename
      ... on UpdateJotPayload {
        jot {
          id
          title
          contentType
          contentUrl
          contentHtml
          contentText
          images {
            id
            name
            url
            srcSet
            orderColumn
          }
        }
        listItem {
          id
          slug
        }
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

/** The stored jot the edit form starts from (null on /jot/create). */
export interface EditedJot {
  readonly id: string;
  readonly title: string;
  readonly contentType: JotContentType;
  readonly contentUrl: string | null | undefined;
  readonly contentHtml: string;
  readonly images: ReadonlyArray<{ readonly id: string; readonly name: string; readonly url: string; readonly srcSet?: string | null; readonly orderColumn: number }>;
  readonly place: JotPlace;
}

interface JotFormProps {
  readonly containers: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly jot: EditedJot | null;
}

/** A picked file waiting for the create save, with its preview. */
interface LocalImage extends ImageEntry {
  readonly file: File;
}

type Failure = { readonly __typename: string; readonly message?: string; readonly fields?: ReadonlyArray<{ readonly field: string; readonly messages: ReadonlyArray<string> }> };

function fieldErrorsOf(failure: Failure): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, messages } of failure.fields ?? []) {
    // images.0, images.1…: one message under the image widget.
    const key = field.startsWith('images') ? 'images' : field;
    errors[key] = errors[key] ? `${errors[key]} ${messages.join(' ')}` : messages.join(' ');
  }
  return errors;
}

let localKeys = 0;

/**
 * The jot form, fields in the product's order. The list item and the 40-character
 * content rule are checked before sending, with the server's texts; everything
 * else is the server's to judge, its messages shown under the fields and in a toast.
 */
export function JotForm({ containers, jot }: JotFormProps) {
  const navigate = useNavigate();
  const editing = jot !== null;
  const [contentType, setContentType] = useState<JotContentType>(jot?.contentType ?? 'STORY');
  const [place, setPlace] = useState<JotPlace>(() => jot?.place ?? readJotLocal());
  const [title, setTitle] = useState(jot?.title ?? '');
  const [contentUrl, setContentUrl] = useState(jot?.contentUrl ?? '');
  const [html, setHtml] = useState(jot?.contentHtml ?? '');
  const documentRef = useRef<JotDocument>(deserializeHtml(jot?.contentHtml ?? ''));
  const [localImages, setLocalImages] = useState<LocalImage[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalidField(errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [commitCreate, creating] = useMutation<JotFormCreateMutation>(createJotMutation);
  const [commitUpdate, updating] = useMutation<JotFormUpdateMutation>(updateJotMutation);
  const stored = useStoredImages(jot?.id ?? null);
  const submitting = creating || updating;
  const contentLabelId = useId();
  const contentErrorId = useId();

  // Previews are object URLs: free them with the form.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const onPlaceChange = useCallback((level: keyof JotPlace, value: string) => {
    setPlace((current) => {
      const next = changePlace(current, level, value);
      writeJotLocal(next);
      return next;
    });
    if (level === 'listItemId') setErrors((current) => ({ ...current, listItemId: '' }));
  }, []);

  const onContentChange = useCallback((nextHtml: string, document: JotDocument) => {
    setHtml(nextHtml);
    documentRef.current = document;
  }, []);

  const images: ReadonlyArray<ImageEntry> = editing
    ? (jot?.images ?? []).map((image) => ({ key: image.id, name: image.name, url: image.url, srcSet: image.srcSet ?? null, order: image.orderColumn }))
    : localImages;

  const addImages = (files: File[]) => {
    setErrors((current) => ({ ...current, images: '' }));
    if (editing) {
      stored.add(files);
      return;
    }
    setLocalImages((current) => {
      let order = Math.max(0, ...current.map((image) => image.order));
      return [
        ...current,
        ...files.map((file) => {
          const url = URL.createObjectURL(file);
          previews.current.add(url);
          localKeys += 1;
          order += 1;
          return { key: `local-${localKeys}`, name: file.name, url, order, file };
        }),
      ];
    });
  };

  const removeImage = (key: string) => {
    if (editing) {
      stored.remove(key);
      return;
    }
    setLocalImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        previews.current.delete(gone.url);
      }
      return current.filter((image) => image.key !== key);
    });
  };

  const reorderImage = (key: string, order: number) => {
    if (editing) stored.reorder(key, order);
    else setLocalImages((current) => current.map((image) => (image.key === key ? { ...image, order } : image)));
  };

  const fail = (failure: Failure) => {
    const message = failure.message || 'The jot could not be saved.';
    toaster.create({ title: message, type: 'error' });
    const fields = fieldErrorsOf(failure);
    setErrors(fields);
    setFormError(Object.keys(fields).length === 0 ? message : null);
  };

  const succeed = (listItemSlug: string | null) => {
    toaster.create({ title: 'Jot saved successfully.', type: 'success' });
    writeJotLocal(place);
    // The jot's list item, otherwise the personal feed.
    void navigate(listItemSlug ? `/list-item/${listItemSlug}` : '/?tag=PERSONAL');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const clientErrors = checkJotForm({ contentType, listItemId: place.listItemId, title, contentUrl, document: documentRef.current });
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      for (const message of Object.values(clientErrors)) toaster.create({ title: message, type: 'error' });
      return;
    }
    setErrors({});
    const fields = {
      contentType,
      listItemId: place.listItemId,
      title,
      // Stories send no source URL.
      contentUrl: needsSourceUrl(contentType) ? contentUrl.trim() : null,
      contentHtml: html,
    };
    // New images go in their order numbers' order; the server numbers them 1, 2, 3…
    const files = [...localImages].sort((a, b) => a.order - b.order).map((image) => image.file);
    const onError = (error: Error) => fail({ __typename: 'Error', message: error.message });
    // Every list that may hold the jot (list item, pod, feeds, My Jots) is stale now: the next
    // visit to any of them refetches instead of showing the store's copy.
    const updater = (store: { invalidateStore: () => void }) => store.invalidateStore();
    if (jot) {
      commitUpdate({
        variables: { input: { id: jot.id, ...fields } },
        updater,
        onCompleted: ({ updateJot }) => {
          if (updateJot.__typename === 'UpdateJotPayload') succeed(updateJot.listItem?.slug ?? null);
          else fail(updateJot);
        },
        onError,
      });
    } else {
      commitCreate({
        variables: { input: { ...fields, images: files.map(() => null) } },
        uploadables: Object.fromEntries(files.map((file, index) => [`input.images.${index}`, file])),
        updater,
        onCompleted: ({ createJot }) => {
          if (createJot.__typename === 'CreateJotPayload') succeed(createJot.listItem?.slug ?? null);
          else fail(createJot);
        },
        onError,
      });
    }
  };

  const imageError = [errors.images, ...refused].filter(Boolean).join(' ');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <Stack gap="6">
      <ContentTypeCards value={contentType} onChange={setContentType} />
      <PlaceSelects containers={containers} value={place} onChange={onPlaceChange} listItemError={errors.listItemId || undefined} />
      <TextField label="Jot Title/Name" name="title" value={title} onChange={setTitle} error={errors.title || undefined} required />
      {needsSourceUrl(contentType) ? (
        <TextField
          label="Source URL"
          name="contentUrl"
          type="url"
          value={contentUrl}
          onChange={setContentUrl}
          error={errors.contentUrl || undefined}
          inputMode="url"
          helperText="The address of the video, PDF, recording or article, starting with https://"
          required
        />
      ) : null}
      <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.contentHtml)}>
        <Text as="span" id={contentLabelId} fontWeight="medium" textStyle="sm">
          Jot Content
        </Text>
        <RichTextEditor
          initialHtml={jot?.contentHtml ?? ''}
          onChange={onContentChange}
          labelledBy={contentLabelId}
          describedBy={errors.contentHtml ? contentErrorId : undefined}
          invalid={Boolean(errors.contentHtml)}
        />
        {errors.contentHtml ? <Field.ErrorText id={contentErrorId}>{errors.contentHtml}</Field.ErrorText> : null}
      </Field.Root>
      <Stack gap="2">
        {/* A new jot's images travel with its save, at most MAX_IMAGES_PER_SAVE of them; the edit form stores each image as it is added. */}
        <ImageUploader
          images={images}
          onAdd={addImages}
          onRemove={removeImage}
          onReorder={reorderImage}
          onRefuse={(messages) => {
            setRefused(messages);
            for (const message of messages) toaster.create({ title: message, type: 'error' });
          }}
          busy={stored.busy || submitting}
          maxImages={editing ? undefined : MAX_IMAGES_PER_SAVE}
        />
        {imageError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {imageError}
          </Text>
        ) : null}
      </Stack>
      <FormError message={formError} />
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={submitting} loadingText={editing ? 'Saving…' : 'Sharing…'} disabled={submitting}>
        {editing ? 'Save Changes' : 'Share the Jot'}
      </Button>
      </Stack>
    </form>
  );
}
