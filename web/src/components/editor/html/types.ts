import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/**
 * The jot document model: exactly what the api's sanitizer keeps (docs/rest-api.md, "Saving"):
 * paragraphs, headings 1-4, quotes, code blocks, bulleted and numbered lists, links and the
 * bold/italic/underline/code marks. Nothing else can be represented, so nothing else can be
 * saved from the editor.
 */

export type MarkName = 'bold' | 'italic' | 'underline' | 'code';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  code?: true;
}

export interface LinkElement {
  type: 'link';
  /** Only http, https and mailto (see links.ts). */
  url: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface ParagraphElement {
  type: 'paragraph';
  children: InlineNode[];
}

export interface HeadingElement {
  type: 'heading';
  level: HeadingLevel;
  children: InlineNode[];
}

export interface QuoteElement {
  type: 'block-quote';
  children: InlineNode[];
}

/** Preformatted text: plain text only (marks and links have no meaning inside). */
export interface CodeBlockElement {
  type: 'code-block';
  children: FormattedText[];
}

export interface ListItemElement {
  type: 'list-item';
  children: InlineNode[];
}

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}

export type TextBlockElement = ParagraphElement | HeadingElement | QuoteElement | CodeBlockElement;
export type BlockElement = TextBlockElement | ListElement;
export type JotElement = BlockElement | ListItemElement | LinkElement;
export type JotDocument = BlockElement[];

export type JotEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: JotEditor;
    Element: JotElement;
    Text: FormattedText;
  }
}

/** An empty document: Slate needs at least one block with one text. */
export function emptyDocument(): JotDocument {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}
