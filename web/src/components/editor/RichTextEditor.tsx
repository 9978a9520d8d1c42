import { Box, Button, HStack, IconButton, Input, Separator, Text } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBold,
  LuCode,
  LuHeading2,
  LuHeading3,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuQuote,
  LuSquareCode,
  LuUnderline,
  LuUnlink,
} from 'react-icons/lu';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps, type RenderPlaceholderProps } from 'slate-react';
import { activeLink, isBlockActive, isMarkActive, toggleBlock, toggleMark, unwrapLink, wrapLink, type BlockFormat } from './commands.ts';
import { withJotSchema } from './commands.ts';
import { deserializeHtml } from './html/deserialize.ts';
import { hrefFromInput } from './html/links.ts';
import { useRovingToolbar } from './rovingToolbar.ts';
import { serializeHtml } from './html/serialize.ts';
import type { JotDocument, MarkName } from './html/types.ts';

export interface RichTextEditorProps {
  /** The stored HTML to start from (read once: the editor owns its document afterwards). */
  readonly initialHtml: string;
  /** Called with the serialized HTML and the document after every change. */
  readonly onChange: (html: string, document: JotDocument) => void;
  /** The id of the visible label (the form's 'Jot Content'). */
  readonly labelledBy: string;
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean;
}

const MARKS: ReadonlyArray<{ mark: MarkName; label: string; icon: IconType; hotkey: string }> = [
  { mark: 'bold', label: 'Bold', icon: LuBold, hotkey: 'b' },
  { mark: 'italic', label: 'Italic', icon: LuItalic, hotkey: 'i' },
  { mark: 'underline', label: 'Underline', icon: LuUnderline, hotkey: 'u' },
  { mark: 'code', label: 'Inline code', icon: LuCode, hotkey: '`' },
];

const BLOCKS: ReadonlyArray<{ format: BlockFormat; label: string; icon: IconType }> = [
  { format: 'heading-2', label: 'Heading', icon: LuHeading2 },
  { format: 'heading-3', label: 'Subheading', icon: LuHeading3 },
  { format: 'block-quote', label: 'Quote', icon: LuQuote },
  { format: 'code-block', label: 'Code block', icon: LuSquareCode },
  { format: 'bulleted-list', label: 'Bulleted list', icon: LuList },
  { format: 'numbered-list', label: 'Numbered list', icon: LuListOrdered },
];

/** Ctrl (Cmd on macOS) shortcuts, shown in the buttons' titles. */
const MOD_LABEL = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

function ToolbarButton({ label, icon: Icon, pressed, onPress, shortcut }: { label: string; icon: IconType; pressed: boolean; onPress: () => void; shortcut?: string }) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      size="sm"
      variant={pressed ? 'solid' : 'ghost'}
      colorPalette="brand"
      data-toolbar-button=""
      // Keep the editor's selection: a mouse down on the button would otherwise blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <Icon />
    </IconButton>
  );
}

function LinkControls() {
  const editor = useSlate();
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const link = activeLink(editor);

  // Done with the address (applied or not): the writer goes on typing where the text was selected.
  const close = () => {
    setEditing(false);
    setUrl('');
    setError(null);
    ReactEditor.focus(editor);
  };

  const apply = () => {
    const href = hrefFromInput(url);
    if (href === null || !wrapLink(editor, href)) {
      setError('Links must start with http://, https:// or mailto:.');
      return;
    }
    close();
  };

  return (
    <>
      <ToolbarButton
        label="Link"
        icon={LuLink}
        pressed={link !== null}
        shortcut={`${MOD_LABEL}K`}
        onPress={() => {
          setUrl(link?.url ?? '');
          setEditing(true);
        }}
      />
      <ToolbarButton label="Remove link" icon={LuUnlink} pressed={false} onPress={() => unwrapLink(editor)} />
      {editing ? (
        // The error takes a line of its own under the address, so the box keeps its width on a phone.
        <HStack gap="2" w="full" pt="1" role="group" aria-label="Link address" wrap="wrap">
          <label htmlFor={inputId}>
            <Text as="span" fontSize="sm">
              URL
            </Text>
          </label>
          <Input
            id={inputId}
            size="sm"
            type="url"
            value={url}
            autoFocus
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            flex="1"
            minW="10rem"
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              } else if (event.key === 'Escape') close();
            }}
          />
          <Button size="sm" colorPalette="brand" onClick={apply}>
            Apply
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            Cancel
          </Button>
          {error ? (
            <Text id={errorId} role="alert" color="fg.error" fontSize="sm" flexBasis="100%">
              {error}
            </Text>
          ) : null}
        </HStack>
      ) : null}
    </>
  );
}

function Toolbar() {
  const editor = useSlate();
  const roving = useRovingToolbar();
  return (
    <HStack
      ref={roving.ref}
      role="toolbar"
      aria-label="Formatting"
      gap="1"
      wrap="wrap"
      p="1"
      borderBottomWidth="1px"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      {MARKS.map(({ mark, label, icon, hotkey }) => (
        <ToolbarButton
          key={mark}
          label={label}
          icon={icon}
          pressed={isMarkActive(editor, mark)}
          shortcut={`${MOD_LABEL}${hotkey.toUpperCase()}`}
          onPress={() => toggleMark(editor, mark)}
        />
      ))}
      <Separator orientation="vertical" h="6" />
      {BLOCKS.map(({ format, label, icon }) => (
        <ToolbarButton key={format} label={label} icon={icon} pressed={isBlockActive(editor, format)} onPress={() => toggleBlock(editor, format)} />
      ))}
      <Separator orientation="vertical" h="6" />
      <LinkControls />
    </HStack>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps): JSX.Element {
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return <Tag {...attributes}>{children}</Tag>;
    }
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      // Not followed while editing (a click places the caret); the href is allow-listed.
      return (
        <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps): JSX.Element {
  let content: ReactNode = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

/** Slate dims its placeholder to a third (2.2:1 contrast); the muted text colour meets 4.5:1. */
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps): JSX.Element {
  return (
    <Text as="span" {...attributes} style={{ ...attributes.style, opacity: 1 }} color="fg.muted">
      {children}
    </Text>
  );
}

/**
 * The jot content editor (Slate): a labelled toolbar of toggle buttons (aria-pressed) with
 * keyboard shortcuts, reading and writing the HTML the api stores (html/). Loaded only by the jot
 * form's route chunk: Slate is ~66 kB gzip.
 */
export function RichTextEditor({ initialHtml, onChange, labelledBy, describedBy, invalid = false }: RichTextEditorProps) {
  const editor = useMemo(() => withJotSchema(withHistory(withReact(createEditor()))), []);
  // Read once: Slate's `initialValue` is uncontrolled.
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(initialHtml));

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const mark = MARKS.find((candidate) => candidate.hotkey === key);
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark.mark);
      } else if (key === 'k') {
        event.preventDefault();
        // Focus moves to the toolbar's Link button: the same dialog as a click.
        const root = (event.currentTarget.closest('[data-rich-text-editor]') ?? document).querySelector<HTMLButtonElement>('[aria-label="Link"]');
        root?.click();
      }
    },
    [editor],
  );

  return (
    <Box
      data-rich-text-editor=""
      // As wide as the form's other fields: a field lines its parts up at the start, and the
      // editor would otherwise be only as wide as its toolbar.
      w="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      colorPalette="brand"
    >
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => {
          const document = value as JotDocument;
          onChange(serializeHtml(document), document);
        }}
      >
        <Toolbar />
        <Box
          className="jot-editor-content"
          px="3"
          py="2"
          minH="48"
          css={{
            '& h1, & h2': { fontSize: 'xl', fontWeight: 'bold', my: '2' },
            '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
            '& p': { my: '1' },
            '& ul': { listStyleType: 'disc', pl: '6' },
            '& ol': { listStyleType: 'decimal', pl: '6' },
            '& blockquote': { borderLeftWidth: '4px', pl: '3', color: 'fg.muted', my: '2' },
            '& pre': { bg: 'bg.muted', p: '2', rounded: 'sm', fontFamily: 'mono', whiteSpace: 'pre-wrap' },
            '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'xs' },
            '& a': { color: 'brand.fg', textDecoration: 'underline' },
            '& [data-slate-editor]': { outline: 'none', minH: '44', whiteSpace: 'pre-wrap' },
          }}
        >
          <Editable
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-multiline
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={onKeyDown}
            placeholder="Write your jot…"
            spellCheck
          />
        </Box>
      </Slate>
    </Box>
  );
}
