import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youtubeEmbedUrl } from './youtube.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    [`https://youtu.be/${ID}`],
    [`http://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=42`],
    [`https://youtu.be/${ID}?si=AbCdEf123`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`],
    [`https://youtube.com/watch?v=${ID}#t=1m`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`//www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10&autoplay=1`],
    [`https://www.youtube.com/live/${ID}?si=x`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
    [ID],
  ])('finds the id in %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(parseYouTubeId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://vimeo.com/123456789'],
    ['https://example.com/videos/dQw4w9WgXcQ'],
    // 28 characters, an 11-character tail after 17: a real address on another host is not guessed.
    ['https://example.co/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?list=PL123'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://www.youtube.com/@somechannel'],
    ['https://youtu.be/'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['ftp://youtu.be/dQw4w9WgXcQ'],
  ])('returns null for %s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });

  it("falls back to the spec's 'after 17 characters' rule for values that are not addresses", () => {
    // Not a URL (spaces), 17 characters, then an id: the legacy rule applies.
    expect(parseYouTubeId(`youtube video id:${ID}`)).toBe(ID);
    // ...but only when exactly an id follows.
    expect(parseYouTubeId(`youtube video id:${ID}x`)).toBeNull();
    expect(parseYouTubeId('youtube video id:not an id')).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
});
