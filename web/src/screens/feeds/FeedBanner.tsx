import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { BannerSlider_banners$key } from '../../__generated__/BannerSlider_banners.graphql.ts';
import { BannerSlider } from '../../components/banners/BannerSlider.tsx';

function PromoBanner({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <Box as="section" aria-label={title} rounded="xl" bg="brand.solid" color="brand.contrast" px={{ base: '5', md: '8' }} py="6">
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text>{text}</Text>
        <Button asChild variant="surface" colorPalette="gray">
          <RouterLink to={to}>{action}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

interface FeedBannerProps {
  /** Whether the reader is signed in. */
  signedIn: boolean;
  /** `Query.banners`, fetched for signed-in readers only. */
  banners: BannerSlider_banners$key | null | undefined;
}

/**
 * The banner above the feed tabs (spec, /feeds): visitors get 'Join Us Now' (to /register);
 * signed-in readers get the banner slider, or a 'Create a Jot' banner when there are no banners.
 */
export function FeedBanner({ signedIn, banners }: FeedBannerProps) {
  if (!signedIn) {
    return (
      <PromoBanner
        title="Learn something new every day"
        text="Join Jotpod to write your own jots, follow teachers and keep the lessons that inspire you."
        action="Join Us Now"
        to="/register"
      />
    );
  }
  if (banners && banners.length > 0) return <BannerSlider banners={banners} />;
  return (
    <PromoBanner
      title="Share what you know"
      text="A short story, a video or an article: your jot could help someone today."
      action="Create a Jot"
      to="/jot/create"
    />
  );
}
