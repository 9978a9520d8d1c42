import { describe, expect, it } from 'vitest';
import { SHARE_HASHTAGS, shareLinks } from './shareLinks.ts';

describe('shareLinks', () => {
  const url = 'https://jotpod.example/jot/photosynthesis-in-5-minutes?ref=share&x=a b';
  const links = shareLinks(url, 'Photosynthesis & you: 5 minutes');

  it('builds the Facebook sharer address with the encoded url', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjotpod.example%2Fjot%2Fphotosynthesis-in-5-minutes%3Fref%3Dshare%26x%3Da%20b',
    );
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
  });

  it('builds the LinkedIn share-offsite address', () => {
    const parsed = new URL(links.linkedin);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(parsed.searchParams.get('url')).toBe(url);
    expect([...parsed.searchParams.keys()]).toEqual(['url']);
  });

  it('builds the tweet intent with url, text and the prefilled hashtags', () => {
    const parsed = new URL(links.twitter);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(parsed.searchParams.get('url')).toBe(url);
    expect(parsed.searchParams.get('text')).toBe('Photosynthesis & you: 5 minutes');
    expect(parsed.searchParams.get('hashtags')).toBe('Jotpod,microlearning');
    expect(links.twitter.endsWith('&hashtags=Jotpod,microlearning')).toBe(true);
    // The text's '&' cannot start a new parameter.
    expect(links.twitter).toContain('text=Photosynthesis%20%26%20you%3A%205%20minutes');
    expect(SHARE_HASHTAGS).toEqual(['Jotpod', 'microlearning']);
  });
});
