/**
 * SVG artwork for every image the seed references: gradients, a subject motif and text or
 * initials. Generated locally (no network) and small (a few kB each).
 */
import { Random, hashString } from '../random.ts';
import { escapeHtml, initials } from '../text.ts';
import type { Motif } from '../words/subject.ts';
import { drawMotif } from './motifs.ts';
import { palette } from './palette.ts';

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

interface CanvasOptions {
  /** Seeds the shape positions, so the same key always draws the same picture. */
  key: string;
  width: number;
  height: number;
  hue: number;
  motif: Motif;
  /** Rounded corners (logos) or a circle (avatars). */
  shape?: 'rect' | 'rounded' | 'circle';
  /** Extra markup drawn over the motif (text). */
  overlay?: string;
}

function canvas({ key, width: w, height: h, hue, motif, shape = 'rect', overlay = '' }: CanvasOptions): string {
  const rng = new Random(hashString(key));
  const colours = palette(hue, rng.int(-12, 12));
  const clipShape =
    shape === 'circle'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}"/>`
      : `<rect width="${w}" height="${h}" rx="${shape === 'rounded' ? Math.round(Math.min(w, h) * 0.18) : 0}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.8" cy="0.15" r="0.6"><stop offset="0" stop-color="${colours.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="clip">${clipShape}</clipPath>`,
    '</defs>',
    '<g clip-path="url(#clip)">',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    drawMotif(motif, rng, w, h),
    '</g>',
    overlay,
    '</svg>',
  ].join('');
}

function centredText(text: string, x: number, y: number, size: number, weight = 800, opacity = 1): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${Math.round(size)}" font-weight="${weight}" fill="#fff" fill-opacity="${opacity}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(text)}</text>`;
}

/** Splits a title into at most two balanced lines. */
function twoLines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const words = text.split(' ');
  let best: [string, string] = [text, ''];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best[1] ? best : [text];
}

function titleBlock(title: string, w: number, h: number, baseSize: number, subtitle?: string): string {
  // Wide banners keep a title on one line longer; squarer images wrap sooner and write larger.
  const lines = twoLines(title, w / h > 2 ? 24 : 14);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(baseSize, (w * 0.85) / (longest * 0.56));
  const total = lines.length * size * 1.15 + (subtitle ? size * 0.8 : 0);
  let y = h / 2 - total / 2 + size * 0.55;
  let out = '';
  if (subtitle) {
    out += centredText(subtitle.toUpperCase(), w / 2, y, size * 0.38, 600, 0.85);
    y += size * 0.8;
  }
  for (const line of lines) {
    out += centredText(line, w / 2, y, size);
    y += size * 1.15;
  }
  return `<g>${out}</g>`;
}

export function logoSvg(key: string, name: string, hue: number, motif: Motif, size = 512): string {
  return canvas({
    key,
    width: size,
    height: size,
    hue,
    motif,
    shape: 'rounded',
    overlay: centredText(initials(name), size / 2, size / 2, size * 0.36),
  });
}

export function bannerSvg(key: string, title: string, hue: number, motif: Motif, width: number, height: number, subtitle?: string): string {
  return canvas({ key, width, height, hue, motif, overlay: titleBlock(title, width, height, height * 0.22, subtitle) });
}

export function avatarSvg(key: string, name: string, hue: number, motif: Motif): string {
  return canvas({
    key,
    width: 256,
    height: 256,
    hue,
    motif,
    shape: 'circle',
    overlay: centredText(initials(name), 128, 132, 96, 700),
  });
}

/** Wordless illustration for story jots (a bounded set is shared by all jots). */
export function illustrationSvg(key: string, hue: number, motif: Motif): string {
  return canvas({ key, width: 800, height: 600, hue, motif, shape: 'rect' });
}

/** A round badge with a star and the achievement title. */
export function badgeSvg(key: string, title: string, hue: number): string {
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 70 : 30;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(128 + r * Math.cos(a)).toFixed(1)},${(110 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return canvas({
    key,
    width: 256,
    height: 256,
    hue,
    motif: 'stars',
    shape: 'circle',
    overlay: `<circle cx="128" cy="128" r="118" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="6"/><polygon points="${star}" fill="#fff" fill-opacity="0.92"/>${centredText(title, 128, 200, Math.min(30, 380 / title.length), 800)}`,
  });
}
