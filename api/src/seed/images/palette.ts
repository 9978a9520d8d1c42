/** Colours for generated images, derived from a hue so every subject keeps its own look. */

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number): string => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    let value: number;
    if (x < 1 / 6) value = p + (q - p) * 6 * x;
    else if (x < 1 / 2) value = q;
    else if (x < 2 / 3) value = p + (q - p) * (2 / 3 - x) * 6;
    else value = p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

export interface Palette {
  readonly from: string;
  readonly to: string;
  readonly accent: string;
  readonly ink: string;
}

/** A two-stop gradient with an accent; `shift` varies images of the same subject. */
export function palette(hue: number, shift = 0): Palette {
  return {
    from: hsl(hue + shift, 72, 58),
    to: hsl(hue + shift + 38, 68, 36),
    accent: hsl(hue + shift + 180, 80, 70),
    ink: '#ffffff',
  };
}
