import { Badge, Card, Flex, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { JotCard_jot$key } from '../../__generated__/JotCard_jot.graphql.ts';
import { LikeButton } from '../actions/LikeButton.tsx';
import { CONTENT_TYPE_LABEL } from './contentType.ts';
import { formatMonthDay } from '../dates/calendarDate.ts';
import { jotPreview } from './preview.ts';
import { avatarImgProps } from '../media/responsive-image.ts';
import { PersonAvatar } from '../media/PersonAvatar.tsx';

export type JotCardLayout = 'grid' | 'list';

interface JotCardProps {
  jot: JotCard_jot$key;
  /** 'grid': a tile for card grids (feeds, pod); 'list': a wide row (list item page). */
  layout?: JotCardLayout;
  /** The heading level of the title, so it fits the page's outline (h2 under the page's h1, ...). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A jot in a list or grid: title, content type, text preview, author and date. The whole card is
 * one link to /jot/{slug} (LinkOverlay on the title), so screen readers hear one link per jot.
 * Shared by the feeds, pod and list item screens (and the jot screens of other issues).
 */
export function JotCard({ jot, layout = 'grid', headingLevel = 'h2' }: JotCardProps) {
  const data = useFragment(
    graphql`
      fragment JotCard_jot on Jot {
        slug
        title
        contentText
        contentType
        createdAt
        author {
          name
          avatar {
            url
            width
            height
            srcSet
          }
        }
        ...LikeButton_jot
      }
    `,
    jot,
  );
  const preview = jotPreview(data.contentText);

  return (
    <Card.Root
      as="article"
      position="relative"
      h="full"
      size="sm"
      data-layout={layout}
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Card.Body gap="3">
        {/* Fills the card, so in a grid row of cards every byline sits at the bottom. */}
        <Flex flex="1" gap="3" direction={layout === 'list' ? { base: 'column', sm: 'row' } : 'column'} justify="space-between">
          <Stack gap="2" flex="1" minW="0">
            <HStack gap="2">
              <Badge colorPalette="brand" variant="subtle" size="sm">
                {CONTENT_TYPE_LABEL[data.contentType]}
              </Badge>
            </HStack>
            <Card.Title as={headingLevel} fontSize="md" lineClamp={2}>
              <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                <RouterLink to={`/jot/${encodeURIComponent(data.slug)}`}>{data.title}</RouterLink>
              </LinkOverlay>
            </Card.Title>
            {preview ? (
              <Text fontSize="sm" color="fg.muted" data-testid="jot-preview">
                {preview}
              </Text>
            ) : null}
          </Stack>
          <HStack
            gap="2"
            fontSize="sm"
            flexShrink={0}
            alignSelf={layout === 'list' ? { base: 'flex-start', sm: 'center' } : 'flex-start'}
          >
            <PersonAvatar
              size="xs"
              name={data.author.name}
              image={data.author.avatar ? avatarImgProps(data.author.avatar, 32) : null}
              alt={`Avatar of ${data.author.name}`}
            />
            <Stack gap="0">
              <Text fontWeight="medium">{data.author.name}</Text>
              <Text color="fg.muted" fontSize="xs">
                <time dateTime={data.createdAt}>{formatMonthDay(data.createdAt)}</time>
              </Text>
            </Stack>
            {/* Above the card's link overlay (zIndex), so it toggles the like instead of opening the jot. */}
            <LikeButton jot={data} variant="card" />
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
