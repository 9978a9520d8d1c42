import { describe, expect, it } from 'vitest';
import { htmlToText } from '../src/html/text.ts';

describe('htmlToText (Jot.contentText, the source of card previews)', () => {
  it('drops tags and keeps words of neighbouring blocks apart', () => {
    expect(htmlToText('<h2>Title</h2><p>First <em>line</em>.</p><ul><li>one</li><li>two</li></ul>a<br>b')).toBe('Title First line. one two a b');
  });

  it('drops script and style bodies, not only their tags', () => {
    expect(htmlToText('<p>Hi</p><script>alert("x")</script><style>p{}</style><iframe src="x">frame</iframe>')).toBe('Hi');
  });

  it('decodes entities to the characters they stand for (the result is text, not HTML)', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &quot;cats&quot; &nbsp;&#39;ok&#39;</p>')).toBe('Tom & Jerry <3 "cats" \'ok\'');
  });

  it('collapses whitespace and trims', () => {
    expect(htmlToText('  <p>\n  spaced \t out  </p>  ')).toBe('spaced out');
  });

  it('answers an empty string for empty or missing content', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
  });
});
