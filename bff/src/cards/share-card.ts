/**
 * The generated share card's address and picture: its version and its SVG; what it says comes
 * from the page's head (web/src/head/shareCards.ts) and ./card-renderer.ts draws it.
 */
import { createHash } from 'node:crypto';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent, type CardKind } from '../../../web/src/head/shareCards.ts';

const KIND_LABELS: Readonly<Record<CardKind, string>> = {
  jot: 'Jot',
  pod: 'Learning pod',
  container: 'Topic',
  section: 'Section',
  'list-item': 'Lesson',
  author: 'Author',
  site: 'Learn and share',
};

/** Bumped whenever the drawing below changes, so every card gets a new version. */
const CARD_DESIGN = 1;

/**
 * The card's version: a digest of everything drawn, so its address changes exactly when the
 * picture does (a retitled jot gets a new URL; share sites and browsers may keep the old one).
 */
export function cardVersion(content: CardContent): string {
  return createHash('sha256').update(JSON.stringify([CARD_DESIGN, content.kind, content.title, content.byline])).digest('base64url').slice(0, 16);
}

/** The card's address, versioned by its content. */
export function cardPath(kind: CardKind, key: string, content: CardContent): string {
  const file = kind === 'site' ? '/cards/site.png' : `/cards/${kind}/${encodeURIComponent(key)}.png`;
  return `${file}?v=${cardVersion(content)}`;
}

/** The alternative text of a card image: what it says. */
export function cardAlt(content: CardContent): string {
  return content.byline ? `${content.title} (${content.byline})` : content.title;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as SVG character data: markup characters escaped, and the characters XML 1.0 cannot hold
 * at all (control characters, lone surrogates) dropped, so no title can end or break the document.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Words laid out in at most `maxLines` lines of about `perLine` characters (the renderer's font is
 * not measured here: a character is taken at its average width), the last cut with an ellipsis.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    // A word longer than a line is cut into pieces.
    while (word.length > perLine) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, perLine));
      word = word.slice(perLine);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length + 1 > perLine ? last.slice(0, perLine - 1).trimEnd() : last}…`;
  return kept;
}

/** Fonts every Debian/Ubuntu image with fonts-dejavu-core has, then common fallbacks. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The title's size, by how long it is: short titles big, long ones still on three lines. */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const size of [76, 64, 54]) {
    // DejaVu Sans Bold averages about 0.62 em a character, capitals and wide signs more; 1040 px of line.
    const lines = wrapText(title, Math.floor(1040 / (size * 0.66)), 3);
    if (!lines.at(-1)?.endsWith('…')) return { size, lines };
  }
  return { size: 54, lines: wrapText(title, Math.floor(1040 / (54 * 0.66)), 3) };
}

/** The card as SVG: every piece of text is character data of a <text> or <tspan>, escaped. */
export function cardSvg(content: CardContent): string {
  const { size, lines } = titleLayout(content.title || 'Jotpod');
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 250;
  const byline = wrapText(content.byline, 52, 1)[0] ?? '';
  const bylineY = titleTop + (lines.length - 1) * lineHeight + 78;
  const tspans = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : lineHeight}">${xmlText(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e2a78"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<circle cx="1090" cy="110" r="210" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1150" cy="560" r="140" fill="#ffffff" fill-opacity="0.05"/>
<rect x="80" y="72" width="56" height="56" rx="14" fill="#facc15"/>
<text x="108" y="113" font-family="${FONT}" font-size="36" font-weight="700" fill="#1e2a78" text-anchor="middle">J</text>
<text x="156" y="114" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">Jotpod</text>
<text x="80" y="190" font-family="${FONT}" font-size="28" font-weight="700" fill="#facc15" letter-spacing="2">${xmlText(KIND_LABELS[content.kind].toUpperCase())}</text>
<text x="80" y="${titleTop}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff" dominant-baseline="hanging">${tspans}</text>
<text x="80" y="${bylineY + size}" font-family="${FONT}" font-size="34" fill="#c7d2fe">${xmlText(byline)}</text>
<text x="1120" y="580" font-family="${FONT}" font-size="26" fill="#c7d2fe" text-anchor="end">Free, teacher-first lifelong learning</text>
</svg>`;
}
