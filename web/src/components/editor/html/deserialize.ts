import { allowedHref } from './links.ts';
import {
  emptyDocument,
  type BlockElement,
  type FormattedText,
  type HeadingLevel,
  type InlineNode,
  type JotDocument,
  type ListItemElement,
  type MarkName,
} from './types.ts';

/**
 * Stored HTML → Slate document. Pure apart from parsing: the HTML is parsed with DOMParser into an
 * inert document (scripts never run, images never load) and only the structures of types.ts are
 * read out of it; anything else keeps its text and loses its markup, links outside the allow-list
 * lose their href. The result is in Slate's normal form (inlines between texts, adjacent texts
 * with the same marks merged, no empty blocks), so it round-trips through serializeHtml.
 */

type Marks = Partial<Record<MarkName, true>>;

const MARK_TAGS: Readonly<Record<string, MarkName>> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  U: 'underline',
  CODE: 'code',
};

const HEADINGS: Readonly<Record<string, HeadingLevel>> = { H1: 1, H2: 2, H3: 3, H4: 4, H5: 4, H6: 4 };

/** Tags whose content is never text (the api drops them with their content too). */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'TEMPLATE', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'HEAD', 'TITLE']);

const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'LI', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV', 'TABLE', 'TR', 'FIGURE', 'HR', 'DL', 'DT', 'DD']);

/** Whitespace from source formatting: line breaks and tabs are spaces in HTML. */
const normalizeSpace = (text: string): string => text.replace(/[\t\r\n\f]+/g, ' ');

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.code === b.code;
}

function leaf(text: string, marks: Marks): FormattedText {
  return { text, ...marks };
}

/** Slate's normal form for inline content: merge equal neighbours, texts around every link. */
function normalizeInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if ('text' in node) {
      if (last && 'text' in last && (sameMarks(last, node) || last.text === '')) {
        out[out.length - 1] = last.text === '' ? node : { ...last, text: last.text + node.text };
      } else if (node.text !== '' || !last || !('text' in last)) {
        out.push(node);
      }
    } else {
      if (!last || !('text' in last)) out.push({ text: '' });
      out.push({ ...node, children: normalizeTexts(node.children) });
    }
  }
  if (out.length === 0 || !('text' in out[out.length - 1]!)) out.push({ text: '' });
  // A leading empty text is only needed before a link.
  while (out.length > 1 && 'text' in out[0]! && out[0].text === '' && 'text' in out[1]!) out.shift();
  return out;
}

function normalizeTexts(nodes: readonly FormattedText[]): FormattedText[] {
  const merged: FormattedText[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (last && (sameMarks(last, node) || last.text === '')) merged[merged.length - 1] = last.text === '' ? node : { ...last, text: last.text + node.text };
    else if (node.text !== '' || !last) merged.push(node);
  }
  return merged.length > 0 ? merged : [{ text: '' }];
}

class Reader {
  readonly blocks: BlockElement[] = [];
  /** Inline content waiting for its block (text outside any block becomes a paragraph). */
  private pending: InlineNode[] = [];

  /** Reads `parent`'s children at block level. */
  blockChildren(parent: Node): void {
    for (const child of Array.from(parent.childNodes)) this.block(child);
    this.flush();
  }

  private flush(): void {
    const content = this.pending;
    this.pending = [];
    // Whitespace between blocks is formatting, not content.
    if (content.every((node) => 'text' in node && node.text.trim() === '')) return;
    this.blocks.push({ type: 'paragraph', children: normalizeInlines(trimEdges(content)) });
  }

  private block(node: Node): void {
    if (!(isElement(node))) {
      if (node.nodeType === Node.TEXT_NODE) this.pending.push(...inlineContent(node, {}, false));
      return;
    }
    const tag = node.tagName;
    if (DROPPED.has(tag)) return;
    if (!BLOCK_TAGS.has(tag)) {
      this.pending.push(...inlineContent(node, {}, false));
      return;
    }
    this.flush();
    const heading = HEADINGS[tag];
    if (heading !== undefined) this.blocks.push({ type: 'heading', level: heading, children: inlinesOf(node) });
    else if (tag === 'PRE') this.blocks.push({ type: 'code-block', children: normalizeTexts([{ text: node.textContent ?? '' }]) });
    else if (tag === 'UL' || tag === 'OL') this.list(node, tag === 'UL' ? 'bulleted-list' : 'numbered-list');
    else if (tag === 'BLOCKQUOTE') this.quote(node);
    else if (tag === 'P' || tag === 'LI' || tag === 'DT' || tag === 'DD') this.textBlock(node);
    else if (tag !== 'HR') this.blockChildren(node);
  }

  /** A paragraph, unless it holds blocks (a <div> around paragraphs): then those. */
  private textBlock(node: Element): void {
    if (hasBlockChild(node)) this.blockChildren(node);
    else this.blocks.push({ type: 'paragraph', children: inlinesOf(node) });
  }

  /** <blockquote><p>a</p><p>b</p></blockquote> is two quote blocks; the text and marks are kept. */
  private quote(node: Element): void {
    if (!hasBlockChild(node)) {
      this.blocks.push({ type: 'block-quote', children: inlinesOf(node) });
      return;
    }
    const inner = new Reader();
    inner.blockChildren(node);
    for (const block of inner.blocks) {
      if (block.type === 'paragraph' || block.type === 'heading') this.blocks.push({ type: 'block-quote', children: block.children });
      else this.blocks.push(block);
    }
  }

  /** Items in order; a nested list's items join the list (the model has no nesting). */
  private list(node: Element, type: 'bulleted-list' | 'numbered-list'): void {
    const items: ListItemElement[] = [];
    const collect = (list: Element) => {
      for (const child of Array.from(list.children)) {
        if (child.tagName === 'UL' || child.tagName === 'OL') {
          collect(child);
          continue;
        }
        const nested = Array.from(child.children).filter((c) => c.tagName === 'UL' || c.tagName === 'OL');
        const own = child.cloneNode(true) as Element;
        for (const sub of Array.from(own.children)) if (sub.tagName === 'UL' || sub.tagName === 'OL') sub.remove();
        items.push({ type: 'list-item', children: inlinesOf(own) });
        nested.forEach(collect);
      }
    };
    collect(node);
    if (items.length > 0) this.blocks.push({ type, children: items });
  }
}

function hasBlockChild(node: Element): boolean {
  return Array.from(node.children).some((child) => BLOCK_TAGS.has(child.tagName));
}

/** Leading and trailing whitespace of a block is formatting (`<p>\n  text\n</p>`). */
function trimEdges(nodes: InlineNode[]): InlineNode[] {
  const out = [...nodes];
  const first = out[0];
  if (first && 'text' in first) out[0] = { ...first, text: first.text.replace(/^ +/, '') };
  const last = out.at(-1);
  if (last && 'text' in last) out[out.length - 1] = { ...last, text: last.text.replace(/ +$/, '') };
  return out;
}

/** A block's inline content; blocks nested in it (<p> inside <li>) are read as lines. */
function inlinesOf(node: Element): InlineNode[] {
  return normalizeInlines(trimEdges(inlineChildren(node, {}, false)));
}

function inlineChildren(node: Node, marks: Marks, inLink: boolean): InlineNode[] {
  const out: InlineNode[] = [];
  Array.from(node.childNodes).forEach((child, index) => {
    // A block inside inline content (<li><p>a</p><p>b</p></li>) starts a new line.
    if (index > 0 && isElement(child) && BLOCK_TAGS.has(child.tagName) && out.length > 0) out.push(leaf('\n', marks));
    out.push(...inlineContent(child, marks, inLink));
  });
  return out;
}

function inlineContent(node: Node, marks: Marks, inLink: boolean): InlineNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = normalizeSpace(node.textContent ?? '');
    return text === '' ? [] : [leaf(text, marks)];
  }
  if (!(isElement(node)) || DROPPED.has(node.tagName)) return [];
  const tag = node.tagName;
  if (tag === 'BR') return [leaf('\n', marks)];
  const mark = MARK_TAGS[tag];
  if (mark !== undefined) return inlineChildren(node, { ...marks, [mark]: true }, inLink);
  if (tag === 'A' && !inLink) {
    const href = allowedHref(node.getAttribute('href') ?? '');
    const children = inlineChildren(node, marks, true);
    if (href === null) return children;
    const texts = children.filter((child): child is FormattedText => 'text' in child);
    return [{ type: 'link', url: href, children: normalizeTexts(texts) }];
  }
  return inlineChildren(node, marks, inLink);
}

/** Parses stored HTML into the editor's document (an empty paragraph for empty content). */
export function deserializeHtml(html: string): JotDocument {
  // DOMParser documents are inert: no script runs and no resource loads while we read them.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const reader = new Reader();
  reader.blockChildren(parsed.body);
  return reader.blocks.length > 0 ? reader.blocks : emptyDocument();
}
