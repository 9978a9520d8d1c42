import sharp from 'sharp';
import type { RenditionRecord } from '../../images/stored-image.ts';
import type { ImageRegistry } from './registry.ts';

/**
 * Registers WebP copies of a vector seed image beside it (`<name>-<width>w.webp`, at each of
 * `widths` below its own width and at its own width), drawn by the same libvips that writes the
 * copies of uploads, so demo rows list renditions exactly like uploaded ones. The SVG itself
 * stays the full-size image (it scales without a copy in its own format).
 */
export function webpCopies(
  images: ImageRegistry,
  path: string,
  svg: () => string,
  size: { width: number; height: number },
  widths: readonly number[],
): RenditionRecord[] {
  const targets = [...widths.filter((w) => w < size.width), size.width];
  return targets.map((width) => {
    const copy = path.replace(/\.svg$/, `-${width}w.webp`);
    // Drawn at the copy's own size (librsvg scales the vector by the density), not drawn large and shrunk.
    const density = (72 * width) / size.width;
    images.add(copy, () => sharp(Buffer.from(svg()), { density }).resize({ width }).webp({ quality: 80 }).toBuffer());
    return { path: copy, width, height: Math.round((size.height * width) / size.width), mime_type: 'image/webp' };
  });
}
