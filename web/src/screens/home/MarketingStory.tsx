import { Box, Button, Flex, Heading, Image, Stack, VisuallyHidden } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { MarketingStory_story$key } from '../../__generated__/MarketingStory_story.graphql.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { isGuestOnlyLink } from '../../session/guestOnlyPaths.ts';
import { WithViewer } from '../../session/WithViewer.tsx';

export type ImageSide = 'start' | 'end';

interface StoryButtonProps {
  text: string;
  link: string;
  opensInNewTab: boolean;
}

/** The story's call to action: a new tab for link type '1', in-app navigation for our own paths. */
function StoryButton({ text, link, opensInNewTab }: StoryButtonProps) {
  if (opensInNewTab) {
    return (
      <Button asChild colorPalette="brand" alignSelf="flex-start">
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
    <Button asChild colorPalette="brand" alignSelf="flex-start">
      {internal ? <RouterLink to={link}>{text}</RouterLink> : <a href={link}>{text}</a>}
    </Button>
  );
}

/** One marketing story: image beside title, HTML content and a button. */
/**
 * `first`: the story at the top of the page, whose image is on the first screen (usually its
 * largest paint): fetched at once and at high priority instead of lazily.
 */
export function MarketingStory({ story, imageSide, first = false }: { story: MarketingStory_story$key; imageSide: ImageSide; first?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MarketingStory_story on MarketingStory {
        title
        contentHtml
        imageUrl
        buttonText
        buttonLink
        opensInNewTab
      }
    `,
    story,
  );
  const { buttonText, buttonLink } = data;

  return (
    <Flex
      as="article"
      data-image-side={imageSide}
      // Without an image the text keeps to the reading side instead of floating right.
      direction={{ base: 'column', md: imageSide === 'end' && data.imageUrl ? 'row-reverse' : 'row' }}
      gap={{ base: '6', md: '12' }}
      align="center"
    >
      {data.imageUrl ? (
        <Box flex="1" w="full">
          <Image
            src={data.imageUrl}
            htmlWidth={800}
            htmlHeight={600}
            // The image illustrates the story; its title is the best description we have.
            alt={data.title}
            rounded="xl"
            w="full"
            aspectRatio="4/3"
            objectFit="cover"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        </Box>
      ) : null}
      <Stack flex="1" gap="4" maxW={data.imageUrl ? undefined : '3xl'}>
        <Heading as="h2" size="2xl">
          {data.title}
        </Heading>
        <SafeHtml html={data.contentHtml} color="fg.muted" fontSize="lg" />
        {buttonText && buttonLink ? (
          // A story inviting visitors to sign up has nothing to offer a signed-in reader there.
          <WithViewer provisional="device">
            {(viewer) =>
              viewer && isGuestOnlyLink(buttonLink) ? null : (
                <StoryButton text={buttonText} link={buttonLink} opensInNewTab={data.opensInNewTab} />
              )
            }
          </WithViewer>
        ) : null}
      </Stack>
    </Flex>
  );
}
