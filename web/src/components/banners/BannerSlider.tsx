import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerSlider_banners$key } from '../../__generated__/BannerSlider_banners.graphql.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

/** `Query.banners` as a slider (signed-in readers of the feeds screen). */
export function BannerSlider({ banners }: { banners: BannerSlider_banners$key }) {
  const slides = useFragment(
    graphql`
      fragment BannerSlider_banners on Banner @relay(plural: true) {
        id
        link
        altText
        imageUrl
      }
    `,
    banners,
  );
  return <BannerCarousel slides={slides} />;
}
