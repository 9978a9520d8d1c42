import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { KeyboardEvent } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { responsiveImgProps, type ImageSource } from '../../components/media/responsive-image.ts';

export interface Slide {
  id: string;
  image: ImageSource;
  alt: string;
}

/** The dialog (size xl) is at most about 42rem wide; on phones nearly the whole screen. */
const SLIDE_SIZES = '(min-width: 48em) 42rem, 92vw';

interface StorySliderProps {
  title: string;
  slides: readonly Slide[];
  /** The slide shown; null closes the slider. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Wraps around at both ends, as image viewers usually do. */
export function stepIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * The story's popup slider: a modal dialog (focus trapped, Escape closes, focus returns to the
 * image that opened it) with previous/next buttons and the arrow keys.
 */
export default function StorySlider({ title, slides, index, onIndexChange, onClose }: StorySliderProps) {
  const count = slides.length;
  const current = index === null ? null : slides[index];
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange(stepIndex(index, step, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={index !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown} aria-roledescription="carousel">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {current ? (
                <Box>
                  <Image {...responsiveImgProps(current.image, SLIDE_SIZES, { width: 1280, height: 960 })} alt={current.alt} w="full" maxH="70dvh" objectFit="contain" rounded="md" bg="bg.muted" />
                  <HStack justify="space-between" mt="4">
                    <IconButton aria-label="Previous image" variant="outline" onClick={() => go(-1)} disabled={count < 2}>
                      <LuChevronLeft aria-hidden />
                    </IconButton>
                    {/* Announced on every change, so screen-reader users know where they are. */}
                    <Text aria-live="polite" aria-atomic="true" fontWeight="medium">
                      Image {(index ?? 0) + 1} of {count}
                    </Text>
                    <IconButton aria-label="Next image" variant="outline" onClick={() => go(1)} disabled={count < 2}>
                      <LuChevronRight aria-hidden />
                    </IconButton>
                  </HStack>
                  <Text mt="2" fontSize="sm" color="fg.muted" textAlign="center">
                    Use the arrow keys to move between images.
                  </Text>
                </Box>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
