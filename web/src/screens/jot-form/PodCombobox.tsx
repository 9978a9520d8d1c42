import { Combobox, Field, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { comboboxSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useMemo, useRef, useState, useTransition, type UIEvent } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { PodComboboxQuery } from '../../__generated__/PodComboboxQuery.graphql.ts';
import type { PodComboboxChoicesPaginationQuery } from '../../__generated__/PodComboboxChoicesPaginationQuery.graphql.ts';
import type { PodCombobox_container$key } from '../../__generated__/PodCombobox_container.graphql.ts';
import { useFieldDescription } from '../../components/forms/fieldDescription.ts';

/** Pods asked for at a time: the open list's worth, more as the chooser scrolls to its end. */
const PAGE = 20;
/** Typing settles this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 250;
/** How close to the end of the open list (pixels) the next page is asked for. */
const LOAD_MORE_THRESHOLD_PX = 48;

interface Choice {
  readonly id: string;
  readonly name: string;
}

interface PodComboboxProps {
  readonly containerId: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

const choicesFragment = graphql`
  fragment PodCombobox_container on Container
  @refetchable(queryName: "PodComboboxChoicesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, query: { type: "String" }) {
    podChoices(first: $count, after: $cursor, query: $query) @connection(key: "PodCombobox_podChoices") {
      totalCount
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/**
 * The Learning Pod level of the jot form: a searchable combobox over every pod of the container,
 * sorted by name, asking for 20 at a time as the list is scrolled and again as the chooser types
 * (the server narrows by name). The chosen pod is shown by name even when it is far down the
 * list (a jot being edited), and a remembered pod that is gone or in another container is cleared.
 */
export function PodCombobox({ containerId, value, onChange, error }: PodComboboxProps) {
  // The pod chosen when the level appeared (a remembered or edited jot's): looked up by id once.
  const [initialPodId] = useState(value);
  const data = useLazyLoadQuery<PodComboboxQuery>(
    graphql`
      query PodComboboxQuery($containerId: ID!, $podId: ID!, $hasPod: Boolean!, $count: Int!) {
        container: node(id: $containerId) {
          ...PodCombobox_container @arguments(count: $count) @alias(as: "choices")
        }
        chosen: node(id: $podId) @include(if: $hasPod) {
          ... on Pod {
            id
            name
            container {
              id
            }
          }
        }
      }
    `,
    { containerId, podId: initialPodId || containerId, hasPod: initialPodId !== '', count: PAGE },
    { fetchPolicy: 'store-or-network' },
  );
  const chosen = data.chosen?.id && data.chosen.container?.id === containerId ? { id: data.chosen.id, name: data.chosen.name ?? '' } : null;
  const stale = initialPodId !== '' && value === initialPodId && chosen === null;
  useEffect(() => {
    if (stale) onChange('');
  }, [stale, onChange]);

  const choices = data.container?.choices;
  if (!choices) return null;
  return <PodChoices container={choices} value={stale ? '' : value} initialChoice={chosen} onChange={onChange} error={error} />;
}

function PodChoices({
  container,
  value,
  initialChoice,
  onChange,
  error,
}: {
  container: PodCombobox_container$key;
  value: string;
  initialChoice: Choice | null;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const description = useFieldDescription(error, { helper: true });
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<PodComboboxChoicesPaginationQuery, PodCombobox_container$key>(
    choicesFragment,
    container,
  );
  const [picked, setPicked] = useState<Choice | null>(initialChoice);
  const [inputValue, setInputValue] = useState(initialChoice?.name ?? '');
  const [query, setQuery] = useState('');
  const [searching, startSearch] = useTransition();
  const asked = useRef(query);

  // The typed text, once it settles, narrows the list on the server.
  useEffect(() => {
    if (query === asked.current) return undefined;
    const timer = setTimeout(() => {
      asked.current = query;
      startSearch(() => {
        refetch({ query: query || null, count: PAGE }, { fetchPolicy: 'store-or-network' });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, refetch]);

  const loaded = useMemo(() => data.podChoices.edges.map((edge) => edge.node), [data.podChoices.edges]);
  // Unless a search is narrowing the list, the chosen pod stays an item of the collection, so the
  // combobox knows it even when the loaded pages do not reach it.
  const items = useMemo(
    () => (query === '' && picked && value === picked.id && !loaded.some((pod) => pod.id === picked.id) ? [...loaded, picked] : loaded),
    [loaded, picked, value, query],
  );
  const collection = useMemo(() => createListCollection({ items, itemToString: (pod) => pod.name, itemToValue: (pod) => pod.id }), [items]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (hasNext && !isLoadingNext && list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX) loadNext(PAGE);
  };

  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} ids={description.ids}>
      <Combobox.Root
        recipe={comboboxSlotRecipe}
        collection={collection}
        value={value ? [value] : []}
        inputValue={inputValue}
        openOnClick
        // The server filters: every loaded pod is a match.
        onInputValueChange={({ inputValue: next, reason }) => {
          if (reason === 'input-change') {
            setInputValue(next);
            setQuery(next.trim());
          } else if (reason === 'interact-outside') {
            // Left without choosing: the chosen pod's name comes back.
            setInputValue(picked && value === picked.id ? picked.name : '');
            setQuery('');
          } else {
            setInputValue(next);
          }
        }}
        onValueChange={({ value: ids, items: chosenItems }) => {
          const next = (chosenItems[0] as Choice | undefined) ?? null;
          setPicked(next);
          setInputValue(next?.name ?? '');
          setQuery('');
          onChange(ids[0] ?? '');
        }}
      >
        <Combobox.Label>Learning Pod</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name="podId" placeholder="Type to search the pods" autoComplete="off" aria-describedby={description.describedBy} />
          <Combobox.IndicatorGroup>
            {searching ? <Spinner size="xs" aria-hidden /> : null}
            <Combobox.Trigger aria-label="Show the pods" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="64" overflowY="auto" onScroll={onScroll} aria-busy={isLoadingNext || searching}>
            <Combobox.Empty>{searching ? 'Searching…' : 'No pods match.'}</Combobox.Empty>
            {collection.items.map((pod) => (
              <Combobox.Item key={pod.id} item={pod}>
                <Combobox.ItemText>{pod.name}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {hasNext ? (
              <Text role="presentation" px="2" py="1.5" fontSize="sm" color="fg.muted">
                {isLoadingNext ? 'Loading more pods…' : 'Scroll for more pods'}
              </Text>
            ) : null}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.HelperText>
        {data.podChoices.totalCount === 1 ? '1 pod' : `${data.podChoices.totalCount} pods`}
        {query ? ` match “${query}”` : ' in this focus'}, by name.
      </Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
