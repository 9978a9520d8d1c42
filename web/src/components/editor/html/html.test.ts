import { describe, expect, it } from 'vitest';
import { deserializeHtml } from './deserialize.ts';
import { allowedHref, hrefFromInput } from './links.ts';
import { serializeHtml, visibleLength } from './serialize.ts';
import type { JotDocument } from './types.ts';

/**
 * The editor's HTML codec on a corpus of representative jots: what the editor writes reads back
 * to the same document, and what it reads writes back to the same HTML.
 */
const CANONICAL_CORPUS: Record<string, string> = {
  'plain paragraphs': '<p>Balancing an equation means doing the same thing to both sides.</p><p>Second paragraph.</p>',
  'every mark, nested in the canonical order': '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <code>x = 2</code> <strong><em><u><code>all</code></u></em></strong></p>',
  headings: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><p>Body</p>',
  'lists of both kinds': '<ul><li>first</li><li><strong>second</strong> item</li></ul><ol><li>one</li><li>two</li></ol>',
  'quote and code block': '<blockquote>To be <em>or</em> not to be</blockquote><pre><code>if (a &lt; b) {\n  swap(a, b);\n}</code></pre>',
  'links of every allowed kind, with marks inside': '<p>Read <a href="https://example.com/a?b=1&amp;c=2">the <strong>docs</strong></a>, <a href="http://example.org">this</a> or <a href="mailto:ada@example.com">mail me</a>.</p>',
  'a link alone in its block': '<p><a href="https://example.com">only a link</a></p>',
  'soft line breaks': '<p>line one<br>line two<br><strong>bold three</strong></p>',
  'escaped characters and unicode': '<p>5 &lt; 6 &amp;&amp; 7 &gt; 3 — "quotes" and \'apostrophes\' · café · 数学 · 🧮</p>',
  'an empty paragraph between others': '<p>above</p><p></p><p>below</p>',
  'list items with links and breaks': '<ol><li><a href="https://example.com/x">x</a> and y<br>more</li><li></li></ol>',
};

const DOCUMENT_CORPUS: Record<string, JotDocument> = {
  'mixed document': [
    { type: 'heading', level: 2, children: [{ text: 'Solving ' }, { text: 'linear', italic: true }, { text: ' equations' }] },
    {
      type: 'paragraph',
      children: [
        { text: 'See ' },
        { type: 'link', url: 'https://example.com/solve', children: [{ text: 'this ' }, { text: 'guide', bold: true }] },
        { text: '' },
      ],
    },
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'a', underline: true }] }, { type: 'list-item', children: [{ text: 'b' }] }] },
    { type: 'block-quote', children: [{ text: 'quoted\nacross lines' }] },
    { type: 'code-block', children: [{ text: 'const x = <T>(y: T) => y;\nreturn x;' }] },
    { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'step', code: true }] }] },
  ],
  'two links side by side': [
    {
      type: 'paragraph',
      children: [
        { text: '' },
        { type: 'link', url: 'https://a.example', children: [{ text: 'a' }] },
        { text: '' },
        { type: 'link', url: 'mailto:b@example.com', children: [{ text: 'b' }] },
        { text: '' },
      ],
    },
  ],
};

describe('jot HTML codec', () => {
  for (const [name, html] of Object.entries(CANONICAL_CORPUS)) {
    it(`round-trips ${name}`, () => {
      const document = deserializeHtml(html);
      expect(serializeHtml(document)).toBe(html);
      // And the document is stable: reading the written HTML gives the same document.
      expect(deserializeHtml(serializeHtml(document))).toEqual(document);
    });
  }

  for (const [name, document] of Object.entries(DOCUMENT_CORPUS)) {
    it(`writes and reads back the ${name}`, () => {
      expect(deserializeHtml(serializeHtml(document))).toEqual(document);
    });
  }

  it('reads other spellings into the model: b/i, h5, div, nested list, paragraphs in items and quotes, source whitespace', () => {
    const html = `
      <div><b>bold</b> and <i>italic</i></div>
      <h6>small heading</h6>
      <ul>
        <li><p>para one</p><p>para two</p></li>
        <li>parent<ul><li>child</li></ul></li>
      </ul>
      <blockquote><p>first</p><p>second</p></blockquote>
      loose text`;
    expect(serializeHtml(deserializeHtml(html))).toBe(
      '<p><strong>bold</strong> and <em>italic</em></p><h4>small heading</h4>' +
        '<ul><li>para one<br>para two</li><li>parent</li><li>child</li></ul>' +
        '<blockquote>first</blockquote><blockquote>second</blockquote><p>loose text</p>',
    );
  });

  it('drops scripts, handlers, frames and images, and links outside the allow-list, keeping their text', () => {
    const hostile =
      '<p onclick="steal()">Hi <img src="x" onerror="alert(1)"><a href="javascript:alert(2)">click</a> <a href=" JAVASCRIPT:alert(3)">two</a> ' +
      '<a href="data:text/html,<script>alert(4)</script>">three</a> <a href="//evil.example">four</a></p>' +
      '<script>alert(5)</script><iframe title="x"></iframe><style>p{}</style><svg><script>alert(6)</script></svg>';
    const html = serializeHtml(deserializeHtml(hostile));
    expect(html).toBe('<p>Hi click two three four</p>');
  });

  it('never writes a link the allow-list refuses, even from a crafted document', () => {
    const document: JotDocument = [{ type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }, { text: '' }] }];
    expect(serializeHtml(document)).toBe('<p>x</p>');
  });

  it('reads empty content as one empty paragraph', () => {
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(serializeHtml(deserializeHtml('   '))).toBe('<p></p>');
  });

  it('counts visible characters as the api does (tags stripped, breaks count for nothing, trimmed)', () => {
    expect(visibleLength(deserializeHtml('<p>  ab<br>c </p><ul><li>d</li></ul>'))).toBe(4);
    expect(visibleLength(deserializeHtml('<p>🧮🧮</p>'))).toBe(2);
  });
});

describe('link allow-list', () => {
  it('allows absolute http, https and mailto links only', () => {
    expect(allowedHref('https://example.com/x')).toBe('https://example.com/x');
    expect(allowedHref('http://example.com')).toBe('http://example.com');
    expect(allowedHref('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/relative', 'https:example.com', 'ftp://example.com', '']) {
      expect(allowedHref(bad), bad).toBeNull();
    }
  });

  it('reads a bare domain typed in the link field as https', () => {
    expect(hrefFromInput('example.com/page')).toBe('https://example.com/page');
    expect(hrefFromInput('javascript:alert(1)')).toBeNull();
    expect(hrefFromInput('not a link')).toBeNull();
  });
});
