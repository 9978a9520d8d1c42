import { Card, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { PodCard_pod$key } from '../../__generated__/PodCard_pod.graphql.ts';
import podFallback from '../../assets/pod-fallback.svg';

/**
 * A pod in a grid: logo (or the fallback image), name, clamped description; the card is one link.
 * On a phone (one column) the logo is a square beside the text, so a screen holds several pods;
 * from two columns up it heads the card.
 */
export function PodCard({ pod }: { pod: PodCard_pod$key }) {
  const data = useFragment(
    graphql`
      fragment PodCard_pod on Pod {
        name
        slug
        description
        logoUrl
      }
    `,
    pod,
  );

  return (
    <Card.Root
      as="article"
      position="relative"
      overflow="hidden"
      h="full"
      flexDirection={{ base: 'row', sm: 'column' }}
      size={{ base: 'sm', sm: 'md' }}
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Image
        src={data.logoUrl ?? podFallback}
        htmlWidth={512}
        htmlHeight={288}
        // The name follows as the link text, so the logo's alt says what it is, not the name again.
        alt={data.logoUrl ? `${data.name} logo` : ''}
        aspectRatio={{ base: '1', sm: '16/9' }}
        w={{ base: '20', sm: 'full' }}
        flexShrink={0}
        // On a phone a thumbnail inside the card's padding; from two columns up, the card's top.
        m={{ base: '4', sm: '0' }}
        me={{ base: '0', sm: '0' }}
        rounded={{ base: 'md', sm: 'none' }}
        alignSelf={{ base: 'flex-start', sm: 'stretch' }}
        objectFit="cover"
        bg="brand.muted"
        loading="lazy"
        decoding="async"
        onError={(event) => {
          // A broken upstream image falls back like a missing one.
          const img = event.currentTarget;
          if (!img.src.endsWith(podFallback)) {
            img.src = podFallback;
            img.alt = '';
          }
        }}
      />
      <Card.Body gap="2" minW="0">
        <Card.Title as="h2" fontSize="md">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={`/pod/${encodeURIComponent(data.slug)}`}>{data.name}</RouterLink>
          </LinkOverlay>
        </Card.Title>
        {data.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {data.description}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
