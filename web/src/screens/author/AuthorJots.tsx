import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { AuthorJotsPaginationQuery } from '../../__generated__/AuthorJotsPaginationQuery.graphql.ts';
import type { AuthorJots_user$key } from '../../__generated__/AuthorJots_user.graphql.ts';
import { JotCard } from '../../components/cards/JotCard.tsx';
import { END_OF_LIST_TEXT, EndlessListFooter } from '../../components/pagination/EndlessList.tsx';
import { useEndlessList } from '../../components/pagination/useEndlessList.ts';
import { AUTHOR_JOTS_PAGE_SIZE } from './constants.ts';

interface AuthorJotsProps {
  user: AuthorJots_user$key;
  /** The viewer is this author: each jot gets an Edit link. */
  isOwner: boolean;
}

/** The author's jots, oldest first, 12 a page, the next page loading as the end scrolls into view. */
export function AuthorJots({ user, isOwner }: AuthorJotsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AuthorJotsPaginationQuery, AuthorJots_user$key>(
    graphql`
      fragment AuthorJots_user on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        excludeAuthors: { type: "[ID!]" }
      )
      @refetchable(queryName: "AuthorJotsPaginationQuery") {
        jots(first: $count, after: $cursor, excludeAuthors: $excludeAuthors) @connection(key: "AuthorJots_jots") {
          edges {
            node {
              id
              databaseId
              title
              ...JotCard_jot
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.jots.edges;
  const { listRef, footer } = useEndlessList({ hasNext, isLoadingNext, loadNext }, AUTHOR_JOTS_PAGE_SIZE, edges.length);

  return (
    <Stack ref={listRef} gap="6">
      {edges.length === 0 ? <Text color="fg.muted">No jots yet.</Text> : null}
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {edges.map(({ node }) => (
          <Stack as="li" key={node.id} gap="2">
            <JotCard jot={node} headingLevel="h3" />
            {isOwner ? (
              <Button asChild size="xs" variant="outline" alignSelf="flex-start">
                <RouterLink to={`/jot/edit/${node.databaseId}`} aria-label={`Edit ${node.title}`}>
                  <LuPencil aria-hidden /> Edit
                </RouterLink>
              </Button>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
      <EndlessListFooter {...footer} endText={END_OF_LIST_TEXT} />
    </Stack>
  );
}
