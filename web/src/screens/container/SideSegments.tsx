import { Box, Button, Card, Heading, Image, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { SideSegments_container$key } from '../../__generated__/SideSegments_container.graphql.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { parseYouTubeId } from '../../components/media/youtube.ts';
import { YouTubeFrame } from '../../components/media/VideoPlayer.tsx';

/**
 * The YouTube video a video segment frames (any of its address forms), in the player the jot page
 * uses; anything else gets no frame (a javascript: or data: URL must never become one).
 */
export function segmentVideoId(value: string | null | undefined): string | null {
  return isEmbeddableUrl(value) ? parseYouTubeId(value) : null;
}

/** Only web addresses are framed: a javascript: or data: URL in the data must never become a frame. */
export function isEmbeddableUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function SegmentButton({ text, link, opensInNewTab }: { text: string; link: string; opensInNewTab: boolean }) {
  if (opensInNewTab) {
    // Link type '1': a new tab that cannot reach back into ours.
    return (
      <Button asChild size="sm" colorPalette="brand" variant="outline" alignSelf="flex-start">
        <a href={link} target="_blank" rel="noopener noreferrer">
          {text}
          <LuExternalLink aria-hidden />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
      </Button>
    );
  }
  const internal = link.startsWith('/') && !link.startsWith('//');
  return (
    <Button asChild size="sm" colorPalette="brand" variant="outline" alignSelf="flex-start">
      {internal ? <RouterLink to={link}>{text}</RouterLink> : <a href={link}>{text}</a>}
    </Button>
  );
}

/** The container's side segments: an embedded video (VIDEO_FRAME) or an image, info and a button. */
export function SideSegments({ container }: { container: SideSegments_container$key }) {
  const { sideSegments } = useFragment(
    graphql`
      fragment SideSegments_container on Container {
        sideSegments {
          id
          kind
          title
          link
          opensInNewTab
          videoUrl
          infoHtml
          buttonText
          imageUrl
        }
      }
    `,
    container,
  );
  const headingId = useId();
  if (sideSegments.length === 0) return null;

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        Featured
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} gap="5">
        {sideSegments.map((segment) => (
          <li key={segment.id}>
            <Card.Root as="article" h="full" overflow="hidden" data-kind={segment.kind}>
              {segment.kind === 'VIDEO_FRAME' && segmentVideoId(segment.videoUrl) ? (
                <YouTubeFrame videoId={segmentVideoId(segment.videoUrl)!} title={segment.title} />
              ) : segment.kind === 'IMAGE' && segment.imageUrl ? (
                <Image src={segment.imageUrl} htmlWidth={640} htmlHeight={360} alt={segment.title} aspectRatio="16/9" objectFit="cover" loading="lazy" decoding="async" />
              ) : null}
              <Card.Body gap="3">
                <Card.Title as="h3" fontSize="md">
                  {segment.title}
                </Card.Title>
                {segment.infoHtml ? <SafeHtml html={segment.infoHtml} fontSize="sm" /> : null}
                {segment.buttonText && segment.link ? (
                  <SegmentButton text={segment.buttonText} link={segment.link} opensInNewTab={segment.opensInNewTab} />
                ) : null}
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
