import { AspectRatio, Button, VisuallyHidden, type AspectRatioProps } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { parseYouTubeId, youtubeEmbedUrl } from './youtube.ts';

/**
 * YouTube's privacy-enhanced player for `videoId`, 16:9, black until the player paints (the only
 * video host the site's Content-Security-Policy lets it frame).
 */
export function YouTubeFrame({ videoId, title, ...box }: { videoId: string; title: string } & Omit<AspectRatioProps, 'ratio' | 'children'>) {
  return (
    <AspectRatio ratio={16 / 9} w="full" overflow="hidden" bg="black" {...box}>
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

/** An embedded YouTube player, or a plain link when the url is not a YouTube video. */
export function VideoPlayer({ url, title }: { url: string | null | undefined; title: string }) {
  const videoId = parseYouTubeId(url);
  if (videoId) return <YouTubeFrame videoId={videoId} title={`Video: ${title}`} rounded="lg" />;
  if (!url) return null;
  // Not a YouTube address (or not one we understand): a link works, a broken frame does not.
  return (
    <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <LuExternalLink aria-hidden /> Watch the video
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Button>
  );
}
