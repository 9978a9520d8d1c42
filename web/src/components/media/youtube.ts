/**
 * The product's rule takes the video id "after the first 17 characters" of the content
 * url, which only works for `https://youtu.be/ID`. Real content urls come in many shapes, so the id
 * is parsed from the URL itself; the 17-character rule is kept only as a last resort.
 */

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts whose paths and `v` parameter carry a video id (youtu.be is handled on its own). */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** Path prefixes followed by the id: /shorts/ID, /embed/ID, /live/ID and the legacy /v/ID, /e/ID. */
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** The privacy-enhanced embed address of a video id. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_BASE}${encodeURIComponent(videoId)}`;
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** `new URL` for absolute addresses, and for scheme-less ones such as `youtu.be/ID`. */
function toUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : value.startsWith('//') ? `https:${value}` : `https://${value}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The YouTube video id of a content url, or null when it is not a YouTube video (the page then
 * shows a plain link instead of a broken frame).
 */
export function parseYouTubeId(contentUrl: string | null | undefined): string | null {
  const value = (contentUrl ?? '').trim();
  if (!value) return null;
  // A bare id (some content urls store just the id).
  if (VIDEO_ID.test(value)) return value;

  const url = toUrl(value);
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const segments = url.pathname.split('/').filter(Boolean);
    if (host === 'youtu.be' || host === 'www.youtu.be') return validId(segments[0]);
    if (YOUTUBE_HOSTS.has(host)) {
      if (segments[0] === 'watch') return validId(url.searchParams.get('v'));
      if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) return validId(segments[1]);
      return null;
    }
    // A real address on another host (Vimeo, a file, ...) is never guessed at.
    if (url.hostname.includes('.')) return null;
  }

  // The spec's rule, for values that are not addresses at all: an 11-character id right after a
  // 17-character prefix (what `https://youtu.be/` is), and nothing after it.
  return value.length === 28 ? validId(value.slice(17)) : null;
}
