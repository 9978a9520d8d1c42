import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ResponsiveImgProps } from './responsive-image.ts';

interface PersonAvatarProps extends HTMLChakraProps<'span'> {
  name: string;
  /** The picture (see avatarImgProps); without one, the initials. */
  image?: ResponsiveImgProps | null;
  /** The picture's text alternative; "" where the name is said beside it anyway. */
  alt: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/** "Ada Lovelace" → "AL", "Plato" → "P": as Chakra's avatar makes them. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * A person's avatar, in the theme's avatar style: their picture over their initials. The picture
 * is a plain image, shown as soon as the browser has it, on the server's page too (Chakra's
 * Avatar.Image stays hidden until the app has seen it load, so a page showed initials until the
 * app took it over and then swapped them for the picture; and its state machine is code every
 * first screen paid for). A picture that fails leaves the initials, whether it failed before the
 * app took the page over or after.
 */
export function PersonAvatar({ name, image, alt, size = 'md', ...root }: PersonAvatarProps) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  // The picture that failed, by address: a new picture (a new upload) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image that failed before the app ran fired its error event before anything listened;
  // decode() settles either way, whether the image is loaded, broken or still on its way.
  const noteEarlyFailure = useCallback((element: HTMLImageElement | null) => {
    const src = element?.getAttribute('src');
    if (src) element?.decode?.().catch(() => setFailedSrc(src));
  }, []);
  return (
    <chakra.span css={styles.root} {...root}>
      {/* Initials repeat the name: hidden from screen readers. */}
      <chakra.span css={styles.fallback} aria-hidden>
        {initialsOf(name)}
      </chakra.span>
      {image && image.src !== failedSrc ? (
        <chakra.img
          key={image.src}
          {...image}
          ref={noteEarlyFailure}
          alt={alt}
          draggable={false}
          onError={() => setFailedSrc(image.src)}
          css={styles.image}
          position="absolute"
          inset="0"
          // A broken picture's alt text would show over the initials until the app hides it.
          color="transparent"
        />
      ) : null}
    </chakra.span>
  );
}
