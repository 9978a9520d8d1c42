import { Box, Button, Center, HStack, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type ReactNode } from 'react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ListItemJotsPaginationQuery } from '../../__generated__/ListItemJotsPaginationQuery.graphql.ts';
import type { ListItemJots_listItem$key } from '../../__generated__/ListItemJots_listItem.graphql.ts';
import { CreateJotLink } from '../../session/CreateJotLink.tsx';
import { JotCard, type JotCardLayout } from '../../components/cards/JotCard.tsx';
import { useArrivalFocus } from '../../components/pagination/arrivalFocus.ts';
import { LoadMoreButton } from '../../components/pagination/EndlessList.tsx';
import { LIST_ITEM_JOTS_PAGE_SIZE } from './tags.ts';

/** Spec: the empty state of a list item. */
export const NO_JOTS_TEXT = 'No jots available.';

const LAYOUTS: readonly { readonly value: JotCardLayout; readonly label: string; readonly icon: ReactNode }[] = [
  { value: 'list', label: 'List', icon: <LuList aria-hidden /> },
  { value: 'grid', label: 'Grid', icon: <LuLayoutGrid aria-hidden /> },
];

function isLayout(value: string | null): value is JotCardLayout {
  return value === 'list' || value === 'grid';
}

/** The list/grid switch: a labelled radio group (Chakra SegmentGroup), list by default. */
function LayoutToggle({ value, onChange }: { value: JotCardLayout; onChange: (layout: JotCardLayout) => void }) {
  const labelId = useId();
  return (
    <HStack gap="2">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        Show jots as
      </Text>
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        size="sm"
        value={value}
        aria-labelledby={labelId}
        onValueChange={(details) => {
          if (isLayout(details.value)) onChange(details.value);
        }}
      >
        <SegmentGroup.Indicator />
        {LAYOUTS.map((layout) => (
          <SegmentGroup.Item key={layout.value} value={layout.value}>
            <SegmentGroup.ItemText>
              <HStack gap="1">
                {layout.icon}
                {layout.label}
              </HStack>
            </SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
    </HStack>
  );
}

/** The list item's jots in the tab's order, list or grid, 12 more at a time. */
export function ListItemJots({ listItem }: { listItem: ListItemJots_listItem$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ListItemJotsPaginationQuery, ListItemJots_listItem$key>(
    graphql`
      fragment ListItemJots_listItem on ListItem
      @argumentDefinitions(
        tag: { type: "ListItemTag!" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        excludeAuthors: { type: "[ID!]" }
      )
      @refetchable(queryName: "ListItemJotsPaginationQuery") {
        jots(tag: $tag, first: $count, after: $cursor, excludeAuthors: $excludeAuthors) @connection(key: "ListItemJots_jots") {
          totalCount
          edges {
            node {
              id
              ...JotCard_jot
            }
          }
        }
      }
    `,
    listItem,
  );
  const [layout, setLayout] = useState<JotCardLayout>('list');
  const [failed, setFailed] = useState(false);
  const edges = data.jots.edges;
  const { listRef, retryRef, awaitArrivals } = useArrivalFocus(edges.length, failed);

  if (edges.length === 0) {
    return (
      <Stack align="flex-start" gap="3" py="4">
        <Text color="fg.muted">{NO_JOTS_TEXT}</Text>
        <Button asChild colorPalette="brand" size="sm">
          <CreateJotLink>Create a Jot</CreateJotLink>
        </Button>
      </Stack>
    );
  }

  const cards = edges.map(({ node }) => (
    <li key={node.id}>
      <JotCard jot={node} layout={layout} headingLevel="h2" />
    </li>
  ));

  return (
    <Stack ref={listRef} gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {data.jots.totalCount === 1 ? '1 jot' : `${data.jots.totalCount} jots`}
        </Text>
        <LayoutToggle value={layout} onChange={setLayout} />
      </HStack>
      {layout === 'grid' ? (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, xl: 3 }} gap="4" data-layout="grid">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-layout="list">
          {cards}
        </Stack>
      )}
      {failed ? (
        <HStack role="alert" gap="3" justify="center">
          <Text>More jots could not be loaded.</Text>
          <Button ref={retryRef} size="sm" variant="outline" onClick={() => setFailed(false)}>
            Try again
          </Button>
        </HStack>
      ) : hasNext ? (
        <Center>
          <LoadMoreButton
            loading={isLoadingNext}
            onClick={() => {
              awaitArrivals();
              loadNext(LIST_ITEM_JOTS_PAGE_SIZE, {
                onComplete: (error) => {
                  if (error) setFailed(true);
                },
              });
            }}
          />
        </Center>
      ) : null}
      {/* Announces the wait to screen readers (the button's own text changes too). */}
      <Box role="status" srOnly>
        {isLoadingNext ? 'Loading more jots' : ''}
      </Box>
    </Stack>
  );
}
