/**
 * The share modal offers Facebook, LinkedIn and Twitter, Twitter with prefilled
 * hashtags. Every parameter is percent-encoded on its own (the jot url carries its own `?` and `&`).
 */

/** Hashtags prefilled in the tweet (without '#', as Twitter's intent expects). */
export const SHARE_HASHTAGS = ['Jotpod', 'microlearning'] as const;

export interface ShareTargets {
  facebook: string;
  linkedin: string;
  twitter: string;
}

export function shareLinks(url: string, text: string): ShareTargets {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    // The hashtags are joined by a literal comma: the intent splits on it.
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}&hashtags=${SHARE_HASHTAGS.map(encodeURIComponent).join(',')}`,
  };
}
