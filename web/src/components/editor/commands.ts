import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import { deserializeHtml } from './html/deserialize.ts';
import { allowedHref } from './html/links.ts';
import type { BlockElement, HeadingLevel, JotEditor, LinkElement, MarkName } from './html/types.ts';

/** The block formats of the toolbar (lists and headings included). */
export type BlockFormat = 'paragraph' | 'heading-2' | 'heading-3' | 'block-quote' | 'code-block' | 'bulleted-list' | 'numbered-list';

const LIST_TYPES = new Set(['bulleted-list', 'numbered-list']);

export function isMarkActive(editor: JotEditor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: JotEditor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function matchesFormat(node: unknown, format: BlockFormat): boolean {
  if (!Element.isElement(node)) return false;
  if (format === 'heading-2' || format === 'heading-3') return node.type === 'heading' && node.level === (format === 'heading-2' ? 2 : 3);
  return node.type === format;
}

export function isBlockActive(editor: JotEditor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (node) => !Editor.isEditor(node) && matchesFormat(node, format) }),
  );
  return match !== undefined;
}

/**
 * Turns the selected blocks into `format`, or back into paragraphs when they already are. Lists
 * wrap list items; leaving a list unwraps them (the slate richtext example's approach).
 */
export function toggleBlock(editor: JotEditor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const isList = LIST_TYPES.has(format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && LIST_TYPES.has(node.type),
    split: true,
  });
  let properties: Partial<BlockElement> | { type: 'list-item' };
  if (active) properties = { type: 'paragraph' };
  else if (isList) properties = { type: 'list-item' };
  else if (format === 'heading-2' || format === 'heading-3') properties = { type: 'heading', level: (format === 'heading-2' ? 2 : 3) satisfies HeadingLevel };
  else properties = { type: format };
  Transforms.setNodes<Element>(editor, properties as Partial<Element>, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (!active && isList) {
    Transforms.wrapNodes(editor, { type: format as 'bulleted-list' | 'numbered-list', children: [] });
  }
}

export function activeLink(editor: JotEditor): LinkElement | null {
  const [match] = Array.from(Editor.nodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' }));
  return match ? (match[0] as LinkElement) : null;
}

export function unwrapLink(editor: JotEditor): void {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
}

/** Links the selection (or inserts the URL as linked text at a caret). False for refused URLs. */
export function wrapLink(editor: JotEditor, url: string): boolean {
  const href = allowedHref(url);
  if (href === null) return false;
  if (activeLink(editor)) unwrapLink(editor);
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link: LinkElement = { type: 'link', url: href, children: collapsed ? [{ text: href }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link);
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

/**
 * The jot schema on top of Slate: links are inline; a link's URL is always re-checked against the
 * allow-list (a pasted fragment cannot bring in another kind); pasted HTML goes through the same
 * deserializer as stored content; Shift+Enter is a line break inside the block.
 */
export function withJotSchema(editor: JotEditor): JotEditor {
  const { isInline, insertData, normalizeNode } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (Element.isElement(node) && node.type === 'link' && allowedHref(node.url) === null) {
      Transforms.unwrapNodes(editor, { at: path });
      return;
    }
    normalizeNode(entry);
  };

  editor.insertSoftBreak = () => {
    editor.insertText('\n');
  };

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    // Slate's own fragments (copy inside the editor) keep their structure through insertData.
    if (html && !data.types.includes('application/x-slate-fragment')) {
      const fragment: Descendant[] = deserializeHtml(html);
      Transforms.insertFragment(editor, fragment);
      return;
    }
    insertData(data);
  };

  return editor;
}
