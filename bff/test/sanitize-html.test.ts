import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/html/sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>')).toBe('<p>a</p>');
  });

  it('drops event handlers and inline styles', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">x</p><img src="/storage/jots/i.png" onerror="alert(1)">')).toBe(
      '<p>x</p><img src="/storage/jots/i.png" />',
    );
  });

  it('drops javascript: and data: URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
  });

  it('opens external links in a new tab without opener access', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" target="_self">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps internal links in the same tab', () => {
    expect(sanitizeHtml('<a href="/pod/algebra" target="_blank" rel="opener">x</a>')).toBe('<a href="/pod/algebra">x</a>');
  });

  it('shows images from our own storage', () => {
    const html = '<p>Before</p><img src="/storage/jots/12/photo.jpg" alt="The whiteboard" width="640" height="480" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("turns an image from another site into a link to it, so no reader's address reaches that site unasked", () => {
    expect(sanitizeHtml('<p>See <img src="https://tracker.example/cat.png?reader=1" alt="A cat"> here</p>')).toBe(
      '<p>See <a href="https://tracker.example/cat.png?reader=1" target="_blank" rel="noopener noreferrer">External image: A cat</a> here</p>',
    );
    expect(sanitizeHtml('<img src="http://elsewhere.example/x.png">')).toBe(
      '<a href="http://elsewhere.example/x.png" target="_blank" rel="noopener noreferrer">External image: no description</a>',
    );
  });

  it('turns null into an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
