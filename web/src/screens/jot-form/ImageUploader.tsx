import { Box, Button, Field, HStack, IconButton, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, useState, type DragEvent } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from './imageFiles.ts';
import { responsiveImgProps } from '../../components/media/responsive-image.ts';

/** One image of the widget: a new file (create form) or a stored image (edit form). */
export interface ImageEntry {
  readonly key: string;
  readonly name: string;
  readonly url: string;
  /** The stored image's WebP copies (`Image.srcSet`); none for a file not uploaded yet. */
  readonly srcSet?: string | null;
  readonly order: number;
}

/** Preview tiles: half, a third or a quarter of the form's column (at most 48rem wide). */
const PREVIEW_SIZES = '(min-width: 48em) 12rem, (min-width: 30em) 33vw, 50vw';

interface ImageUploaderProps {
  readonly images: ReadonlyArray<ImageEntry>;
  /** Files that passed the type and size check. */
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (key: string) => void;
  readonly onReorder: (key: string, order: number) => void;
  /** Refused files (wrong type, too big): shown under the drop zone. */
  readonly onRefuse: (messages: string[]) => void;
  readonly busy?: boolean;
  /** How many images the widget may hold (shown, and files past it refused); omitted: no limit. */
  readonly maxImages?: number;
}

/** Why files past the widget's limit were not added, naming them. */
function tooManyImages(max: number, files: File[]): string {
  const names = files.map((file) => file.name).join(', ');
  return `A jot takes at most ${max} images per save: ${names} ${files.length === 1 ? 'was' : 'were'} not added.`;
}

/** The editable order number: committed on blur or Enter, so typing "12" is not two renumberings. */
function OrderInput({ entry, onReorder, disabled }: { entry: ImageEntry; onReorder: (key: string, order: number) => void; disabled: boolean }) {
  // Its own id: inside the uploader's field, an input would otherwise take the field's one id.
  const id = useId();
  const [draft, setDraft] = useState(String(entry.order));
  const [shown, setShown] = useState(entry.order);
  // A new number from outside (the server's answer) replaces the draft.
  if (shown !== entry.order) {
    setShown(entry.order);
    setDraft(String(entry.order));
  }
  const commit = () => {
    const order = Number(draft);
    if (Number.isInteger(order) && order >= 1 && order <= 1_000_000) {
      if (order !== entry.order) onReorder(entry.key, order);
    } else setDraft(String(entry.order));
  };
  return (
    <Input
      id={id}
      type="number"
      min={1}
      step={1}
      size="xs"
      w="16"
      value={draft}
      disabled={disabled}
      aria-label={`Order of ${entry.name}`}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/**
 * Story images: drop files on the zone or pick them, see previews in their order, edit each
 * image's order number, remove one. Files are checked here for type and size (spec: 'PNG, JPG,
 * GIF up to 10MB'); the server checks the bytes.
 */
export function ImageUploader({ images, onAdd, onRemove, onReorder, onRefuse, busy = false, maxImages }: ImageUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const labelId = useId();
  // The field's label is the file input's: pressing "Images" chooses files.
  const fileInputId = useId();

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const problems = files.map(imageFileProblem).filter((problem): problem is string => problem !== null);
    const valid = files.filter((file) => imageFileProblem(file) === null);
    const room = maxImages === undefined ? valid.length : Math.max(0, maxImages - images.length);
    const accepted = valid.slice(0, room);
    const left = valid.slice(room);
    if (left.length > 0) problems.push(tooManyImages(maxImages ?? 0, left));
    onRefuse(problems);
    if (accepted.length > 0) onAdd(accepted);
  };
  const full = maxImages !== undefined && images.length >= maxImages;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files);
  };

  const sorted = [...images].sort((a, b) => a.order - b.order);

  return (
    <Field.Root recipe={fieldSlotRecipe} id={fileInputId}>
      <Field.Label id={labelId}>Images</Field.Label>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        rounded="md"
        p="6"
        textAlign="center"
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="2">
          <LuImagePlus size="32" aria-hidden="true" />
          <Text>Drag and drop images here, or</Text>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy || full} loading={busy} onClick={() => inputRef.current?.click()}>
            Choose images
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {maxImages === undefined ? IMAGE_HINT : `${IMAGE_HINT}, at most ${maxImages} images (${images.length} of ${maxImages} chosen)`}
          </Text>
        </Stack>
        {/* Hidden: the button opens it (a native file input cannot be styled accessibly). */}
        <input
          ref={inputRef}
          id={fileInputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Images"
          aria-describedby={hintId}
          data-testid="image-input"
          onChange={(event) => {
            take(event.currentTarget.files);
            // Cleared so that picking the same file again still fires a change.
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {sorted.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3" w="full" mt="3" aria-label="Selected images">
          {sorted.map((entry) => (
            <Box as="li" key={entry.key} borderWidth="1px" rounded="md" overflow="hidden">
              <Image
                {...responsiveImgProps({ url: entry.url, srcSet: entry.srcSet ?? null }, PREVIEW_SIZES, { width: 320, height: 240 })}
                alt={`Preview of ${entry.name}`}
                aspectRatio={4 / 3}
                objectFit="cover"
                w="full"
              />
              <HStack justify="space-between" p="2" gap="2">
                <OrderInput entry={entry} onReorder={onReorder} disabled={busy} />
                <IconButton aria-label={`Remove ${entry.name}`} size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => onRemove(entry.key)}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </Field.Root>
  );
}
