import { Box, HStack, IconButton, Image, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { LuPause, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { useFocusBeforeHydrationTold } from '../../hydration/focusBeforeHydration.ts';
import { useHoverBeforeHydrationTold } from '../../hydration/hoverBeforeHydration.ts';

/** Banner slide interval. */
export const BANNER_INTERVAL_MS = 2000;

export interface BannerSlide {
  readonly id: string;
  readonly link: string;
  readonly altText: string;
  readonly imageUrl: string | null | undefined;
}

interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** Names the carousel region. */
  label?: string;
}

/** Our own paths navigate in the app; anything else is another site and opens in a new tab. */
function SlideLink({ slide, children }: { slide: BannerSlide; children: ReactNode }) {
  const internal = slide.link.startsWith('/') && !slide.link.startsWith('//');
  return internal ? (
    <RouterLink to={slide.link}>{children}</RouterLink>
  ) : (
    <a href={slide.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The banner slider (WAI-ARIA APG carousel pattern): one slide shown at a time, rotating every
 * 2000 ms. Rotation pauses while the pointer is over it or keyboard focus is inside it (so a
 * link never moves away under the reader), stops with the pause button, and does not start at
 * all when the reader prefers reduced motion. The dots jump to a slide. While it rotates the
 * slides are not announced (aria-live off); when it is still, a change is announced politely.
 */
export function BannerCarousel({ slides, label = 'Banners' }: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the reader has not pressed play/pause; then autoplay follows the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const slidesId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // The pointer or focus may have come to the slider on the server's page, before the app ran.
  useHoverBeforeHydrationTold(regionRef);
  useFocusBeforeHydrationTold(regionRef);
  const count = slides.length;
  const index = count === 0 ? 0 : current % count;

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    // A timeout per slide (not one interval): after a dot jump the chosen slide gets a full turn.
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between the carousel's own controls keeps it paused.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  return (
    <Box
      ref={regionRef}
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      rounded="xl"
      overflow="hidden"
      bg="brand.subtle"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            _motionSafe={{ animation: 'fade-in 0.4s ease-out' }}
          >
            <SlideLink slide={slide}>
              {slide.imageUrl ? (
                <Image src={slide.imageUrl} htmlWidth={1600} htmlHeight={500} alt={slide.altText} w="full" aspectRatio="16/5" objectFit="cover" />
              ) : (
                <Box p="8" fontWeight="semibold" color="brand.fg" textDecoration="underline">
                  {slide.altText}
                </Box>
              )}
            </SlideLink>
          </Box>
        ))}
      </Box>
      {count > 1 ? (
        <HStack justify="center" gap="2" py="2" bg="bg" borderTopWidth="1px">
          <IconButton
            size="xs"
            variant="ghost"
            aria-controls={slidesId}
            aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <LuPause aria-hidden /> : <LuPlay aria-hidden />}
          </IconButton>
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label="Choose a banner">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <chakra.button
                  type="button"
                  aria-controls={slidesId}
                  aria-label={`Show banner ${i + 1} of ${count}: ${slide.altText}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setCurrent(i)}
                  // A 24px target (WCAG 2.5.8) around an 10px dot.
                  display="grid"
                  placeItems="center"
                  boxSize="6"
                  rounded="full"
                  cursor="pointer"
                >
                  <Box
                    as="span"
                    boxSize="2.5"
                    rounded="full"
                    borderWidth="1px"
                    borderColor="brand.solid"
                    bg={i === index ? 'brand.solid' : 'transparent'}
                  />
                </chakra.button>
              </li>
            ))}
          </HStack>
        </HStack>
      ) : null}
    </Box>
  );
}
