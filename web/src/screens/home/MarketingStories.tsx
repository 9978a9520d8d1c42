import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MarketingStories_query$key } from '../../__generated__/MarketingStories_query.graphql.ts';
import { MarketingStory } from './MarketingStory.tsx';

/** The home page's stories; every other story puts its image on the other side. */
export function MarketingStories({ query }: { query: MarketingStories_query$key }) {
  const data = useFragment(
    graphql`
      fragment MarketingStories_query on Query {
        marketingStories(page: "home") {
          id
          ...MarketingStory_story
        }
      }
    `,
    query,
  );

  if (data.marketingStories.length === 0) return null;
  return (
    <Stack as="section" aria-label="Why Jotpod" gap={{ base: '12', md: '20' }} maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
      {data.marketingStories.map((story, index) => (
        <MarketingStory key={story.id} story={story} imageSide={index % 2 === 0 ? 'start' : 'end'} first={index === 0} />
      ))}
    </Stack>
  );
}
