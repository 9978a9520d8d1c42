import { Box, Field, NativeSelect } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Suspense, useCallback, useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { PlaceSelectsItemsQuery } from '../../__generated__/PlaceSelectsItemsQuery.graphql.ts';
import type { PlaceSelectsSectionsQuery } from '../../__generated__/PlaceSelectsSectionsQuery.graphql.ts';
import type { JotPlace } from './jotLocal.ts';
import { PodCombobox } from './PodCombobox.tsx';
import { useFieldDescription } from '../../components/forms/fieldDescription.ts';

interface Option {
  readonly id: string;
  readonly label: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

interface SelectProps {
  readonly label: string;
  readonly name: keyof JotPlace;
  readonly placeholder: string;
  readonly value: string;
  readonly options: ReadonlyArray<Option>;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly error?: string | undefined;
}

/** One labelled level of the cascade. A remembered value that is no longer offered is cleared. */
function PlaceSelect({ label, name, placeholder, value, options, onChange, disabled = false, error }: SelectProps) {
  const offered = value === '' || options.some((option) => option.id === value);
  useEffect(() => {
    if (!offered) onChange('');
  }, [offered, onChange]);
  const description = useFieldDescription(error);
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} disabled={disabled} ids={description.ids}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field name={name} value={offered ? value : ''} aria-describedby={description.describedBy} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A level whose options are still loading: the same field, disabled and marked busy. */
function LoadingSelect({ label, name }: { label: string; name: keyof JotPlace }) {
  return (
    <Box aria-busy="true">
      <PlaceSelect label={label} name={name} placeholder="Loading…" value="" options={[]} onChange={() => undefined} disabled />
    </Box>
  );
}

/** Sections at any depth, indented by depth (the bff lists them depth first, siblings by name). */
function SectionSelect({ podId, value, onChange, error }: { podId: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const data = useLazyLoadQuery<PlaceSelectsSectionsQuery>(
    graphql`
      query PlaceSelectsSectionsQuery($podId: ID!) {
        node(id: $podId) {
          ... on Pod {
            sectionOutline {
              depth
              section {
                id
                name
              }
            }
          }
        }
      }
    `,
    { podId },
    { fetchPolicy: 'store-or-network' },
  );
  const options = (data.node?.sectionOutline ?? []).map((entry) => ({
    id: entry.section.id,
    // Native options cannot be styled: non-breaking spaces and a dash show the nesting.
    label: `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.depth > 0 ? '– ' : ''}${entry.section.name}`,
  }));
  return <PlaceSelect label="Section" name="sectionId" placeholder="Select a section" value={value} onChange={onChange} options={options} error={error} />;
}

function ItemSelect({ sectionId, value, onChange, error }: { sectionId: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const data = useLazyLoadQuery<PlaceSelectsItemsQuery>(
    graphql`
      query PlaceSelectsItemsQuery($sectionId: ID!) {
        node(id: $sectionId) {
          ... on Section {
            listItems {
              id
              name
            }
          }
        }
      }
    `,
    { sectionId },
    { fetchPolicy: 'store-or-network' },
  );
  const items = [...(data.node?.listItems ?? [])].sort(byName);
  return (
    <PlaceSelect
      label="Item"
      name="listItemId"
      placeholder="Select an item"
      value={value}
      onChange={onChange}
      error={error}
      options={items.map((item) => ({ id: item.id, label: item.name }))}
    />
  );
}

interface PlaceSelectsProps {
  readonly containers: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly value: JotPlace;
  /** One level changed; the caller clears the levels below (changePlace). */
  readonly onChange: (level: keyof JotPlace, value: string) => void;
  readonly listItemError?: string | undefined;
}

/**
 * Pick Your Focus → Learning Pod → Section → Item (the pod a searchable combobox: a container
 * may hold hundreds). Each level loads its options
 * with its own query once the level above is chosen, so changing a level reloads only what
 * depends on it; the levels below start empty again.
 */
export function PlaceSelects({ containers, value, onChange, listItemError }: PlaceSelectsProps) {
  // A missing item is said at the level the writer has to choose next: the first empty one (the
  // levels below it are disabled until it is chosen, so focus could not go there).
  const nextLevel: keyof JotPlace = !value.containerId ? 'containerId' : !value.podId ? 'podId' : !value.sectionId ? 'sectionId' : 'listItemId';
  const errorAt = (level: keyof JotPlace) => (level === nextLevel ? listItemError : undefined);
  const onPodChange = useCallback((next: string) => onChange('podId', next), [onChange]);
  const containerOptions = [...containers].sort(byName).map((container) => ({ id: container.id, label: container.name }));
  const empty = (label: string, name: keyof JotPlace, placeholder: string, error?: string) => (
    <PlaceSelect label={label} name={name} placeholder={placeholder} value="" options={[]} onChange={() => undefined} disabled error={error} />
  );
  return (
    <>
      <PlaceSelect
        label="Pick Your Focus"
        name="containerId"
        placeholder="Select a focus"
        value={value.containerId}
        options={containerOptions}
        onChange={(next) => onChange('containerId', next)}
        error={errorAt('containerId')}
      />
      {value.containerId ? (
        <Suspense fallback={<LoadingSelect label="Learning Pod" name="podId" />}>
          <PodCombobox key={value.containerId} containerId={value.containerId} value={value.podId} onChange={onPodChange} error={errorAt('podId')} />
        </Suspense>
      ) : (
        empty('Learning Pod', 'podId', 'Select a focus first')
      )}
      {value.podId ? (
        <Suspense fallback={<LoadingSelect label="Section" name="sectionId" />}>
          <SectionSelect podId={value.podId} value={value.sectionId} onChange={(next) => onChange('sectionId', next)} error={errorAt('sectionId')} />
        </Suspense>
      ) : (
        empty('Section', 'sectionId', 'Select a pod first')
      )}
      {value.sectionId ? (
        <Suspense fallback={<LoadingSelect label="Item" name="listItemId" />}>
          <ItemSelect sectionId={value.sectionId} value={value.listItemId} onChange={(next) => onChange('listItemId', next)} error={errorAt('listItemId')} />
        </Suspense>
      ) : (
        empty('Item', 'listItemId', 'Select a section first')
      )}
    </>
  );
}
