/** Small string helpers shared by the generators. */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes text for HTML and SVG bodies and attribute values. */
export function escapeHtml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** 'Algebra Foundations' -> 'AF'; 'Music' -> 'MU'. */
export function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0 && !/^(and|of|the|for|in|to|a|an)$/i.test(w));
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2).toUpperCase();
  return ((words[0] as string)[0]! + (words[1] as string)[0]!).toUpperCase();
}

/** Fills {placeholders} from vars; an unknown placeholder is a bug in a template, so it throws. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`template placeholder {${key}} has no value: ${template}`);
    return value;
  });
}

/** First letter upper case, the rest untouched ('x-ray' -> 'X-ray'); 'pH scale' keeps its case. */
export function capitalize(text: string): string {
  if (/^[a-z][A-Z]/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Hands out unique slugs: the first 'kinetic-energy' stays clean, later ones get '-2', '-3', ...
 * Deterministic because generators call it in a fixed order.
 */
export class SlugRegistry {
  private readonly used = new Map<string, number>();

  take(text: string): string {
    const base = slugify(text) || 'item';
    const seen = this.used.get(base);
    if (seen === undefined) {
      this.used.set(base, 1);
      return base;
    }
    let n = seen + 1;
    while (this.used.has(`${base}-${n}`)) n++;
    this.used.set(base, n);
    this.used.set(`${base}-${n}`, 1);
    return `${base}-${n}`;
  }
}

/**
 * First words that name people, places or movements and keep their capital mid-sentence
 * ("the Pythagorean theorem", but "kinetic energy").
 */
const PROPER_FIRST_WORDS = new Set([
  'Pythagorean', 'Fibonacci', 'Venn', 'Krebs', 'Kelvin', 'Maillard', 'Punnett', 'Gini', 'Keynesian', 'Nash',
  'Doppler', 'Bauhaus', 'Hangul', 'Git', "Zeno's", 'Kuiper', 'Oort', "Hubble's", 'Baroque', 'Renaissance',
  'Enlightenment', 'Reformation', 'Crusades', 'Mesopotamia', 'Jacobins', "Avogadro's", "Coulomb's", "Hooke's",
  "Ohm's", "Newton's", "Young's", "Archimedes'", 'Le', 'Van', "Occam's", 'Athenian', 'Han', 'Ming', 'Xia', 'Zheng',
  'Cogito', 'Apartheid', 'Ukiyo-e', 'Art', 'Cubism', 'Impressionism', 'Surrealism', 'Modernism', 'Minimalism',
  'Pointillism', 'Abstract', 'Pop', 'Stoicism', 'Kanji', 'Unicode', 'Quipu', 'Ancient',
]);

/** A term as it reads mid-sentence: 'Kinetic energy' -> 'kinetic energy', 'DNA replication' stays. */
export function inSentence(term: string): string {
  const first = term.split(' ')[0] ?? term;
  if (PROPER_FIRST_WORDS.has(first)) return term;
  if (/[A-Z]/.test(term.slice(1))) return term; // acronyms and names: 'ATP', 'World War I', 'Silk Road'
  return term.charAt(0).toLowerCase() + term.slice(1);
}

/** fill() for HTML templates: the values are escaped, the template's own markup is kept. */
export function fillHtml(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`template placeholder {${key}} has no value: ${template}`);
    return escapeHtml(value);
  });
}
