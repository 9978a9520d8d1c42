/**
 * External media for video, audio and pdf jots. The video ids are public educational videos;
 * the URL forms vary on purpose so the embed parser is exercised (youtu.be, watch, shorts, embed).
 */

export const YOUTUBE_IDS: readonly string[] = [
  'fNk_zzaMoSs', 'WUvTyaaNkzM', 'aircAruvnKk', 'spUNpyF58BY', 'kYB8IZa5AuE', 'JQVmkDUkZT4', 'rfscVS0vtbw',
  'PkZNo7MFNFg', 'HXV3zeQKqGY', 'RGOj5yH7evk', 'kqtD5dpn9C8', 'W6NZfCO5SIk', 'yfoY53QXEnI', 'UB1O30fR-EE',
  'eIrMbAQSU34', 'zOjov-2OZ0E',
];

export const YOUTUBE_URL_FORMS: readonly ((id: string) => string)[] = [
  (id) => `https://youtu.be/${id}`,
  (id) => `https://www.youtube.com/watch?v=${id}`,
  (id) => `https://www.youtube.com/shorts/${id}`,
  (id) => `https://www.youtube.com/embed/${id}`,
];

export const youtubeEmbedUrl = (id: string): string => `https://www.youtube.com/embed/${id}`;

export const AUDIO_URLS: readonly string[] = Array.from(
  { length: 16 },
  (_, i) => `https://www.soundhelix.com/examples/mp3/SoundHelix-Song-${i + 1}.mp3`,
);

export const PDF_URLS: readonly string[] = [
  'https://arxiv.org/pdf/1706.03762',
  'https://arxiv.org/pdf/1512.03385',
  'https://arxiv.org/pdf/1412.6980',
  'https://arxiv.org/pdf/2005.14165',
  'https://arxiv.org/pdf/1409.0473',
  'https://www.w3.org/WAI/ER/tests/xhtml/testfiles/resources/pdf/dummy.pdf',
];

/** A plausible reference page for a term (glossary reference_url, article links). */
export function referenceUrl(term: string): string {
  return `https://en.wikipedia.org/wiki/${encodeURIComponent(term.replace(/ /g, '_'))}`;
}
