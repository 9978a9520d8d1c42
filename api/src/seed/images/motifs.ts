/**
 * Decorative shape families, one per subject (see Subject.motif). Each draws white, translucent
 * shapes over the gradient; positions come from a PRNG seeded by the image's own key, so an image
 * is a pure function of its path and can be written once and reused.
 */
import type { Motif } from '../words/subject.ts';
import type { Random } from '../random.ts';
import { escapeHtml } from '../text.ts';

type Draw = (rng: Random, w: number, h: number) => string;

const f = (n: number): string => n.toFixed(1);

const grid: Draw = (rng, w, h) => {
  const step = Math.round(Math.min(w, h) / rng.int(6, 10));
  let out = '';
  for (let x = step; x < w; x += step) out += `<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`;
  for (let y = step; y < h; y += step) out += `<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`;
  // A parabola y = k(x - cx)^2 in unit coordinates, vertex low in the frame, arms leaving the top.
  const k = 2 + rng.float() * 3;
  const cx = 0.35 + rng.float() * 0.3;
  let d = '';
  for (let i = 0; i <= 40; i++) {
    const u = i / 40;
    d += `${d ? 'L' : 'M'}${f(u * w)} ${f(h * (0.8 - k * (u - cx) * (u - cx)))}`;
  }
  return `<g stroke="#fff" stroke-opacity="0.18" stroke-width="2">${out}</g><path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(Math.max(3, w / 120))}"/>`;
};

const orbits: Draw = (rng, w, h) => {
  const cx = w * (0.35 + rng.float() * 0.3);
  const cy = h * (0.35 + rng.float() * 0.3);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.min(w, h) * 0.06)}" fill="#fff" fill-opacity="0.6"/>`;
  for (let i = 0; i < 3; i++) {
    const rx = Math.min(w, h) * (0.2 + i * 0.12);
    const angle = rng.int(0, 180);
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.38)}" transform="rotate(${angle} ${f(cx)} ${f(cy)})" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
    const t = rng.float() * Math.PI * 2;
    const px = cx + rx * Math.cos(t);
    const py = cy + rx * 0.38 * Math.sin(t);
    out += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(Math.min(w, h) * 0.02)}" fill="#fff" fill-opacity="0.8" transform="rotate(${angle} ${f(cx)} ${f(cy)})"/>`;
  }
  return out;
};

const waves: Draw = (rng, w, h) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const y0 = h * (0.3 + i * 0.15);
    const amp = h * (0.04 + rng.float() * 0.06);
    const k = (Math.PI * 2 * rng.int(1, 3)) / w;
    let d = '';
    for (let x = 0; x <= w; x += w / 60) d += `${d ? 'L' : 'M'}${f(x)} ${f(y0 + amp * Math.sin(k * x + i))}`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${f(0.15 + i * 0.1)}" stroke-width="${f(Math.max(2, w / 200))}"/>`;
  }
  return out;
};

const circles = (rng: Random, w: number, h: number, count: number, filled: boolean, nested: boolean): string => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = Math.min(w, h) * (0.03 + rng.float() * 0.14);
    const cx = rng.float() * w;
    const cy = rng.float() * h;
    out += filled
      ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#fff" fill-opacity="${f(0.08 + rng.float() * 0.2)}"/>`
      : `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`;
    if (nested) out += `<circle cx="${f(cx + r * 0.2)}" cy="${f(cy - r * 0.1)}" r="${f(r * 0.35)}" fill="#fff" fill-opacity="0.35"/>`;
  }
  return out;
};

const columns: Draw = (rng, w, h) => {
  const n = rng.int(4, 6);
  const base = h * 0.82;
  const top = h * 0.42;
  const span = w * 0.6;
  const x0 = (w - span) / 2;
  let out = `<path d="M${f(x0 - 20)} ${f(top)} L${f(w / 2)} ${f(top - h * 0.16)} L${f(x0 + span + 20)} ${f(top)} Z" fill="#fff" fill-opacity="0.3"/>`;
  for (let i = 0; i < n; i++) {
    const cw = span / (n * 2 - 1);
    out += `<rect x="${f(x0 + i * cw * 2)}" y="${f(top + 10)}" width="${f(cw)}" height="${f(base - top - 10)}" fill="#fff" fill-opacity="0.25"/>`;
  }
  return `${out}<rect x="${f(x0 - 30)}" y="${f(base)}" width="${f(span + 60)}" height="${f(h * 0.04)}" fill="#fff" fill-opacity="0.35"/>`;
};

const glyphs = (text: readonly string[]): Draw => (rng, w, h) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const size = Math.min(w, h) * (0.12 + rng.float() * 0.2);
    out += `<text x="${f(rng.float() * w)}" y="${f(rng.float() * h)}" font-size="${f(size)}" fill="#fff" fill-opacity="${f(0.08 + rng.float() * 0.12)}" font-family="Menlo, Consolas, monospace" font-weight="700">${escapeHtml(rng.pick(text))}</text>`;
  }
  return out;
};

const notes: Draw = (rng, w, h) => {
  let out = '<g stroke="#fff" stroke-opacity="0.25" stroke-width="2">';
  for (let i = 0; i < 5; i++) out += `<line x1="0" y1="${f(h * 0.3 + i * h * 0.07)}" x2="${w}" y2="${f(h * 0.3 + i * h * 0.07)}"/>`;
  out += '</g>';
  for (let i = 0; i < 6; i++) {
    const x = w * (0.1 + i * 0.15);
    const y = h * 0.3 + rng.int(0, 8) * h * 0.035;
    const r = h * 0.035;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.3)}" ry="${f(r)}" transform="rotate(-20 ${f(x)} ${f(y)})" fill="#fff" fill-opacity="0.65"/><line x1="${f(x + r * 1.2)}" y1="${f(y)}" x2="${f(x + r * 1.2)}" y2="${f(y - h * 0.18)}" stroke="#fff" stroke-opacity="0.65" stroke-width="3"/>`;
  }
  return out;
};

const strokes: Draw = (rng, w, h) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const y = rng.float() * h;
    out += `<path d="M${f(-20)} ${f(y)} C ${f(w * 0.3)} ${f(y - h * 0.3 * rng.float())}, ${f(w * 0.6)} ${f(y + h * 0.3 * rng.float())}, ${f(w + 20)} ${f(y - h * 0.1)}" fill="none" stroke="#fff" stroke-opacity="${f(0.15 + rng.float() * 0.25)}" stroke-width="${f(Math.min(w, h) * (0.02 + rng.float() * 0.05))}" stroke-linecap="round"/>`;
  }
  return out;
};

const bars: Draw = (rng, w, h) => {
  const n = 7;
  const bw = (w * 0.7) / (n * 1.5);
  let out = '';
  let line = '';
  for (let i = 0; i < n; i++) {
    const bh = h * (0.15 + rng.float() * 0.5);
    const x = w * 0.15 + i * bw * 1.5;
    out += `<rect x="${f(x)}" y="${f(h * 0.85 - bh)}" width="${f(bw)}" height="${f(bh)}" rx="4" fill="#fff" fill-opacity="0.28"/>`;
    line += `${line ? 'L' : 'M'}${f(x + bw / 2)} ${f(h * 0.8 - bh)}`;
  }
  return `${out}<path d="${line}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>`;
};

const pulse: Draw = (rng, w, h) => {
  const mid = h * (0.45 + rng.float() * 0.1);
  const x = w * (0.3 + rng.float() * 0.3);
  const d = `M0 ${f(mid)} L${f(x)} ${f(mid)} L${f(x + w * 0.04)} ${f(mid - h * 0.25)} L${f(x + w * 0.09)} ${f(mid + h * 0.2)} L${f(x + w * 0.13)} ${f(mid - h * 0.08)} L${f(x + w * 0.16)} ${f(mid)} L${w} ${f(mid)}`;
  return `${circles(rng, w, h, 4, true, false)}<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="${f(Math.max(3, w / 150))}" stroke-linejoin="round"/>`;
};

const aperture: Draw = (rng, w, h) => {
  const cx = w * (0.4 + rng.float() * 0.2);
  const cy = h / 2;
  const r = Math.min(w, h) * 0.32;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${f(r * 0.08)}"/>`;
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + rng.float() * 0.2;
    const x1 = cx + r * 0.9 * Math.cos(a);
    const y1 = cy + r * 0.9 * Math.sin(a);
    const x2 = cx + r * 0.35 * Math.cos(a + 1.2);
    const y2 = cy + r * 0.35 * Math.sin(a + 1.2);
    out += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>`;
  }
  return out;
};

const steam: Draw = (rng, w, h) => {
  const cx = w / 2;
  const bowl = `<path d="M${f(cx - w * 0.25)} ${f(h * 0.6)} A ${f(w * 0.25)} ${f(h * 0.22)} 0 0 0 ${f(cx + w * 0.25)} ${f(h * 0.6)} Z" fill="#fff" fill-opacity="0.35"/>`;
  let out = '';
  for (let i = -1; i <= 1; i++) {
    const x = cx + i * w * 0.08;
    out += `<path d="M${f(x)} ${f(h * 0.52)} C ${f(x - 25)} ${f(h * 0.42)}, ${f(x + 25)} ${f(h * 0.35)}, ${f(x)} ${f(h * 0.22 - rng.float() * h * 0.05)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`;
  }
  return bowl + out;
};

const spiral: Draw = (rng, w, h) => {
  const cx = w * (0.4 + rng.float() * 0.2);
  const cy = h / 2;
  const turns = 3 + rng.float() * 2;
  let d = '';
  for (let t = 0; t <= turns * Math.PI * 2; t += 0.15) {
    const r = (Math.min(w, h) * 0.42 * t) / (turns * Math.PI * 2);
    d += `${d ? 'L' : 'M'}${f(cx + r * Math.cos(t))} ${f(cy + r * Math.sin(t))}`;
  }
  return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/>`;
};

const stars: Draw = (rng, w, h) => {
  let out = '';
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${f(rng.float() * w)}" cy="${f(rng.float() * h)}" r="${f(1 + rng.float() * 3)}" fill="#fff" fill-opacity="${f(0.3 + rng.float() * 0.6)}"/>`;
  }
  return out;
};

const MOTIFS: Readonly<Record<Motif, Draw>> = {
  grid,
  orbits,
  waves,
  cells: (rng, w, h) => circles(rng, w, h, 7, false, true),
  columns,
  bubbles: (rng, w, h) => circles(rng, w, h, 12, true, false),
  brackets: glyphs(['{ }', '</>', '( )', '[ ]', '=>', 'Aa', 'é', 'ß']),
  notes,
  strokes,
  bars,
  pulse,
  aperture,
  steam,
  spiral,
  stars,
};

export const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];

export function drawMotif(motif: Motif, rng: Random, width: number, height: number): string {
  return MOTIFS[motif](rng, width, height);
}
