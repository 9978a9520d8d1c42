import { Badge, Box, SimpleGrid, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StoryGallery_jot$key } from '../../__generated__/StoryGallery_jot.graphql.ts';
import { responsiveImgProps } from '../../components/media/responsive-image.ts';

// The slider (dialog machine and focus trap) loads when a reader first opens an image.
const loadSlider = () => import('./StorySlider.tsx');
const StorySlider = lazy(loadSlider);

/**
 * Tiles are half the column on phones and a third of it (at most 16rem of the reading column)
 * from 30em: the browser fetches the 320 or 640 px copy, not the full photo.
 */
const TILE_SIZES = '(min-width: 48rem) 16rem, (min-width: 30em) 33vw, 50vw';

/** The tiles of the first row on a phone (two columns): on the first screen, so never lazy. */
const FIRST_SCREEN_TILES = 2;

/** Story jots show their images in a grid with order numbers; a click opens the slider. */
export function StoryGallery({ jot }: { jot: StoryGallery_jot$key }) {
  const data = useFragment(
    graphql`
      fragment StoryGallery_jot on Jot {
        title
        images {
          id
          url
          width
          height
          srcSet
          orderColumn
        }
      }
    `,
    jot,
  );
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Once opened, the slider stays mounted so it can animate closed and return focus.
  const [used, setUsed] = useState(false);
  const { images } = data;
  if (images.length === 0) return null;

  const slides = images.map((image, index) => ({
    id: image.id,
    image,
    alt: `${data.title}, image ${index + 1} of ${images.length}`,
  }));

  return (
    <>
      <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="3" listStyleType="none" m="0" p="0" aria-label="Story images">
        {images.map((image, index) => (
          <li key={image.id}>
            <chakra.button
              type="button"
              position="relative"
              display="block"
              w="full"
              rounded="lg"
              overflow="hidden"
              bg="brand.muted"
              cursor="zoom-in"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadSlider()}
              onFocus={() => void loadSlider()}
              onClick={() => {
                setUsed(true);
                setOpenIndex(index);
              }}
            >
              <chakra.img
                {...responsiveImgProps(image, TILE_SIZES, { width: 320, height: 240 })}
                alt={`Open ${slides[index]!.alt}`}
                // A phone's photo is 4:3: the tile shows it whole (a square cut a quarter off).
                aspectRatio="4/3"
                objectFit="cover"
                w="full"
                // The first tile is usually the page's largest paint: fetched first, at high priority.
                loading={index < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <Box position="absolute" top="2" insetStart="2">
                {/* The order number of the image (its orderColumn), as the author set it. */}
                <Badge variant="solid" colorPalette="brand" size="lg" rounded="full" aria-hidden>
                  {image.orderColumn}
                </Badge>
              </Box>
            </chakra.button>
          </li>
        ))}
      </SimpleGrid>
      {used ? (
        <Suspense fallback={null}>
          <StorySlider
            title={data.title}
            slides={slides}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
