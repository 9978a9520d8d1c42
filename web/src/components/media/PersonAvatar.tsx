import { Avatar, chakra } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ResponsiveImgProps } from './responsive-image.ts';

interface PersonAvatarProps extends Omit<Avatar.RootProps, 'children'> {
  name: string;
  /** The picture (see avatarImgProps); without one, the initials. */
  image?: ResponsiveImgProps | null;
  /** The picture's text alternative; "" where the name is said beside it anyway. */
  alt: string;
}

/**
 * A person's avatar: their picture over their initials. The picture is a plain image, shown as
 * soon as the browser has it, on the server's page too (Chakra's Avatar.Image stays hidden until
 * the app has seen it load, so a page showed initials until the app took it over and then swapped
 * them for the picture). A picture that fails leaves the initials, whether it failed before the
 * app took the page over or after.
 */
export function PersonAvatar({ name, image, alt, ...root }: PersonAvatarProps) {
  // The picture that failed, by address: a new picture (a new upload) gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image that failed before the app ran fired its error event before anything listened;
  // decode() settles either way, whether the image is loaded, broken or still on its way.
  const noteEarlyFailure = useCallback((element: HTMLImageElement | null) => {
    const src = element?.getAttribute('src');
    if (src) element?.decode?.().catch(() => setFailedSrc(src));
  }, []);
  return (
    <Avatar.Root {...root}>
      {/* Initials repeat the name: hidden from screen readers. */}
      <Avatar.Fallback name={name} aria-hidden />
      {image && image.src !== failedSrc ? (
        <chakra.img
          key={image.src}
          {...image}
          ref={noteEarlyFailure}
          alt={alt}
          draggable={false}
          onError={() => setFailedSrc(image.src)}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          borderRadius="inherit"
          // A broken picture's alt text would show over the initials until the app hides it.
          color="transparent"
        />
      ) : null}
    </Avatar.Root>
  );
}
