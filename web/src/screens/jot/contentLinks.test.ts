import { describe, expect, it } from 'vitest';
import { classifyLink, rewriteContentLinks } from './contentLinks.ts';

const ORIGIN = 'https://jotpod.example';

function anchors(html: string): HTMLAnchorElement[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('a')];
}

describe('classifyLink', () => {
  it.each([
    ['/pod/maths', 'internal'],
    ['jot/some-jot', 'internal'],
    ['https://jotpod.example/jot/x?y=1', 'internal'],
    ['https://other.example/page', 'external'],
    ['http://jotpod.example/jot/x', 'external'], // another scheme is another origin
    ['//cdn.example/file.pdf', 'external'],
    ['mailto:hello@jotpod.example', 'other'],
    ['tel:+15555550100', 'other'],
    ['#section-2', 'other'],
    ['', 'other'],
  ] as const)('%s is %s', (href, kind) => {
    expect(classifyLink(href, ORIGIN)).toBe(kind);
  });

  it('accepts extra product origins', () => {
    expect(classifyLink('https://www.jotpod.example/about', ORIGIN, [ORIGIN, 'https://www.jotpod.example'])).toBe('internal');
  });
});

describe('rewriteContentLinks', () => {
  it("opens external links in a new tab with the 'External Link' label", () => {
    const html = rewriteContentLinks('<p>Read <a href="https://en.wikipedia.org/wiki/Photosynthesis">this</a>.</p>', ORIGIN);
    const [link] = anchors(html);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('this External Link');
    expect(link?.querySelector('[data-external-link-label]')?.textContent).toBe('External Link');
  });

  it('keeps internal links in the same tab, as app paths', () => {
    const html = rewriteContentLinks(
      '<a href="https://jotpod.example/jot/cells?x=1#top" target="_blank">cells</a> <a href="/pod/biology">biology</a>',
      ORIGIN,
    );
    const [absolute, relative] = anchors(html);
    expect(absolute?.getAttribute('href')).toBe('/jot/cells?x=1#top');
    expect(absolute?.hasAttribute('target')).toBe(false);
    expect(absolute?.textContent).toBe('cells');
    expect(relative?.getAttribute('href')).toBe('/pod/biology');
    expect(relative?.hasAttribute('target')).toBe(false);
  });

  it('leaves mailto and in-page links alone', () => {
    const html = rewriteContentLinks('<a href="mailto:a@b.example">mail</a><a href="#notes">notes</a>', ORIGIN);
    const [mail, hash] = anchors(html);
    expect(mail?.hasAttribute('target')).toBe(false);
    expect(mail?.textContent).toBe('mail');
    expect(hash?.getAttribute('href')).toBe('#notes');
  });

  it('is idempotent and keeps the rest of the HTML', () => {
    const once = rewriteContentLinks('<h2>Intro</h2><a href="https://x.example">x</a>', ORIGIN);
    const twice = rewriteContentLinks(once, ORIGIN);
    expect(twice).toBe(once);
    expect(twice.startsWith('<h2>Intro</h2>')).toBe(true);
  });

  it('returns HTML without links untouched', () => {
    expect(rewriteContentLinks('<p>No links here.</p>', ORIGIN)).toBe('<p>No links here.</p>');
  });
});
