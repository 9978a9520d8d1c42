import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { SafeHtml } from '../SafeHtml.tsx';
import { VideoPlayer } from '../media/VideoPlayer.tsx';

interface TopicAboutProps {
  /** The container's or pod's name, for the heading and the player's title. */
  readonly name: string;
  readonly infoHtml: string | null | undefined;
  readonly videoUrl: string | null | undefined;
}

/**
 * A container's or a pod's about text and video under 'About {name}', side by side on wide
 * screens; nothing at all when it has neither.
 */
export function TopicAbout({ name, infoHtml, videoUrl }: TopicAboutProps) {
  const headingId = useId();
  if (!infoHtml && !videoUrl) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        About {name}
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: infoHtml && videoUrl ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }} gap="6" alignItems="start">
        {infoHtml ? <SafeHtml html={infoHtml} /> : null}
        {videoUrl ? (
          <Box w="full" maxW="2xl">
            <VideoPlayer url={videoUrl} title={name} />
          </Box>
        ) : null}
      </Grid>
    </Stack>
  );
}
