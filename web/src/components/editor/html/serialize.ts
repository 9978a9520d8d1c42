import type { BlockElement, FormattedText, InlineNode, JotDocument, ListItemElement } from './types.ts';
import { allowedHref } from './links.ts';

/**
 * Slate document → the HTML the api stores. Pure (no DOM), one canonical spelling per structure,
 * so deserialize(serialize(doc)) gives doc back and serialize(deserialize(html)) gives html back
 * for anything this function wrote (see html.test.ts).
 *
 * Marks nest in one fixed order, outermost first: strong, em, u, code. A soft line break (a '\n'
 * in the text) is a <br>.
 */

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

function serializeText(leaf: FormattedText, inCode = false): string {
  let html = escapeText(leaf.text).replace(/\n/g, '<br>');
  if (inCode) return html;
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function serializeInline(node: InlineNode): string {
  if ('text' in node) return serializeText(node);
  const inner = node.children.map((child) => serializeText(child)).join('');
  const href = allowedHref(node.url);
  // A link the allow-list refuses keeps its text (defence in depth: the editor never makes one).
  return href === null ? inner : `<a href="${escapeAttribute(href)}">${inner}</a>`;
}

const inlines = (children: readonly InlineNode[]): string => children.map(serializeInline).join('');

function serializeListItem(item: ListItemElement): string {
  return `<li>${inlines(item.children)}</li>`;
}

function serializeBlock(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlines(block.children)}</p>`;
    case 'heading':
      return `<h${block.level}>${inlines(block.children)}</h${block.level}>`;
    case 'block-quote':
      return `<blockquote>${inlines(block.children)}</blockquote>`;
    case 'code-block':
      return `<pre><code>${block.children.map((leaf) => serializeText(leaf, true)).join('').replace(/<br>/g, '\n')}</code></pre>`;
    case 'bulleted-list':
      return `<ul>${block.children.map(serializeListItem).join('')}</ul>`;
    case 'numbered-list':
      return `<ol>${block.children.map(serializeListItem).join('')}</ol>`;
  }
}

export function serializeHtml(document: JotDocument): string {
  return document.map(serializeBlock).join('');
}

/**
 * The text the api counts for the 40-character rule: tags stripped (a <br> counts for nothing,
 * a newline inside a code block stays), entities decoded, trimmed.
 */
export function documentText(document: JotDocument): string {
  const textOf = (node: BlockElement | ListItemElement | InlineNode, inCode: boolean): string =>
    'text' in node ? (inCode ? node.text : node.text.replace(/\n/g, '')) : node.children.map((child) => textOf(child, inCode || node.type === 'code-block')).join('');
  return document.map((block) => textOf(block, false)).join('').trim();
}

/** Characters as the api counts them (code points, not UTF-16 units). */
export function visibleLength(document: JotDocument): number {
  return [...documentText(document)].length;
}
