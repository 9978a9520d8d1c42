/**
 * What a component selects of a GraphQL `Image` (a jot image, an avatar) to render it:
 * `url width height srcSet`. Relay's generated fragment types fit this shape.
 */
export interface ImageSource {
  readonly url: string;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly srcSet?: string | null;
}

/** The box the layout gives an image, in CSS pixels: its size when the api does not know the file's. */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * Chakra components take the `<img>` width/height attributes as `htmlWidth`/`htmlHeight`
 * (`width`/`height` are its CSS style props).
 */
export interface ResponsiveImgProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  htmlWidth: number;
  htmlHeight: number;
}

/**
 * Props for a Chakra `<img>` (`Image`, `chakra.img`, `Avatar.Image`): the browser picks the
 * narrowest WebP copy covering `sizes` at the screen's density (`src`, the full-size original,
 * is the fallback), and `width`/`height` give the box its aspect ratio before the file arrives,
 * so nothing below it moves. Without a known size the layout's box stands in.
 */
export function responsiveImgProps(image: ImageSource, sizes: string, box: ImageBox): ResponsiveImgProps {
  const known = image.width != null && image.height != null;
  return {
    src: image.url,
    ...(image.srcSet ? { srcSet: image.srcSet, sizes } : {}),
    htmlWidth: known ? image.width! : box.width,
    htmlHeight: known ? image.height! : box.height,
  };
}

/** An avatar drawn `px` CSS pixels wide: the copy for that size (twice it on dense screens). */
export function avatarImgProps(avatar: ImageSource, px: number): ResponsiveImgProps {
  return responsiveImgProps(avatar, `${px}px`, { width: px, height: px });
}
