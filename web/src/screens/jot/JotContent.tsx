import { Badge, Box, Button, Link, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuFileText } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { JotContent_jot$key } from '../../__generated__/JotContent_jot.graphql.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { EXTERNAL_LINK_ATTRIBUTE, EXTERNAL_LINK_LABEL, classifyLink, rewriteContentLinks } from './contentLinks.ts';
import { StoryGallery } from './StoryGallery.tsx';
import { VideoPlayer } from '../../components/media/VideoPlayer.tsx';
import { useBrowserOrigin } from '../../device/useBrowserOrigin.ts';

/** Screen-reader hint for links that open a new tab (the icon beside them is decorative). */
function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}

export function AudioPlayer({ url, title }: { url: string | null | undefined; title: string }) {
  if (!url) return null;
  return (
    <Box asChild w="full">
      <audio controls preload="metadata" src={url} aria-label={`Audio: ${title}`}>
        {/* Shown only by browsers without <audio> support. */}
        <a href={url}>Download the audio</a>
      </audio>
    </Box>
  );
}

export function PdfLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <Button asChild colorPalette="brand" alignSelf="flex-start">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <LuFileText aria-hidden /> Open the PDF
        <NewTabHint />
      </a>
    </Button>
  );
}

/** The article's source, opened like an external content link: new tab, 'External Link' label. */
function SourceLink({ url }: { url: string }) {
  const base = useBrowserOrigin();
  if (base !== null && classifyLink(url, base) === 'internal') {
    const target = new URL(url, base);
    return (
      <Text fontSize="sm" color="fg.muted">
        Source:{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={`${target.pathname}${target.search}${target.hash}`}>{url}</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      Source:{' '}
      <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline" wordBreak="break-all">
        {url}
        <Badge colorPalette="brand" variant="subtle" size="sm" ms="1">
          {EXTERNAL_LINK_LABEL}
        </Badge>
      </Link>
    </Text>
  );
}

/** The content HTML, with external links labelled and opened in a new tab (contentLinks.ts). */
function ContentHtml({ html }: { html: string }) {
  // The links are rewritten in the browser (it parses the HTML); the server's markup, and the
  // hydration of it, show the sanitized HTML as it came.
  const origin = useBrowserOrigin();
  const rewritten = useMemo(() => (origin === null ? html : rewriteContentLinks(html, origin)), [html, origin]);
  if (!html.trim()) return null;
  return (
    <chakra.div
      lineHeight="tall"
      fontSize="md"
      css={{
        [`& [${EXTERNAL_LINK_ATTRIBUTE}]`]: {
          display: 'inline-block',
          ms: '1',
          px: '1.5',
          rounded: 'sm',
          fontSize: 'xs',
          fontWeight: 'medium',
          lineHeight: '1.5',
          bg: 'brand.muted',
          color: 'brand.fg',
          verticalAlign: 'middle',
          textDecoration: 'none',
        },
      }}
    >
      <SafeHtml html={rewritten} />
    </chakra.div>
  );
}

/** Story = image grid and slider; video, audio and pdf players; the HTML for all. */
export function JotContent({ jot }: { jot: JotContent_jot$key }) {
  const data = useFragment(
    graphql`
      fragment JotContent_jot on Jot {
        title
        contentType
        contentUrl
        contentHtml
        ...StoryGallery_jot
      }
    `,
    jot,
  );

  let media = null;
  switch (data.contentType) {
    case 'STORY':
      media = <StoryGallery jot={data} />;
      break;
    case 'VIDEO':
      media = <VideoPlayer url={data.contentUrl} title={data.title} />;
      break;
    case 'AUDIO':
      media = <AudioPlayer url={data.contentUrl} title={data.title} />;
      break;
    case 'PDF':
      media = <PdfLink url={data.contentUrl} />;
      break;
    case 'ARTICLE':
      media = null;
      break;
  }
  // Articles may cite a source url (the form's Source URL): linked after the text, like content links.
  const source = data.contentType === 'ARTICLE' && data.contentUrl ? data.contentUrl : null;

  return (
    <Stack gap="6" data-content-type={data.contentType}>
      {media}
      {/* Names the region for screen readers and keeps the outline valid whatever headings the content uses. */}
      <VisuallyHidden asChild>
        <h2>Jot content</h2>
      </VisuallyHidden>
      <ContentHtml html={data.contentHtml} />
      {!media && !data.contentHtml.trim() ? <Text color="fg.muted">This jot has no content yet.</Text> : null}
      {source ? <SourceLink url={source} /> : null}
    </Stack>
  );
}
