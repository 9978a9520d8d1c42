import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { FeedTag } from '../../__generated__/FeedsPageQuery.graphql.ts';

export interface FeedTab {
  tag: FeedTag;
  label: string;
}

interface FeedTabsProps {
  tabs: readonly FeedTab[];
  /** The open tab: the page's tag. */
  value: FeedTag;
  /** Opens another tab (a new page of data). */
  onOpen: (tag: FeedTag) => void;
  /** The open tab's panel. */
  children: ReactNode;
}

/** Keys that move the focus along the tab list, to the index they give from `index` of `count`. */
const FOCUS_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The feed's tabs, a WAI-ARIA tab list with manual activation: the open tab is the list's one tab
 * stop; the arrow keys (wrapping around), Home and End move the focus; Enter, Space or a click
 * open the focused tab. Only the open tab's panel is rendered. Chakra's Tabs would bring Zag's
 * tabs machine into the feed's first load (~3.7 kB gzip) for what the markup and these keys do;
 * this renders the same elements, attributes and tabs recipe styles (line variant, medium size).
 */
export function FeedTabs({ tabs, value, onOpen, children }: FeedTabsProps) {
  const id = useId();
  const styles = useSlotRecipe({ key: 'tabs' })({});
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const triggerId = (tag: FeedTag) => `${id}-trigger-${tag}`;
  const contentId = (tag: FeedTag) => `${id}-content-${tag}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_KEYS[event.key];
    if (!move) return;
    const focused = triggers.current.findIndex((trigger) => trigger === document.activeElement);
    if (focused === -1) return;
    event.preventDefault();
    triggers.current[move(focused, tabs.length)]?.focus();
  };

  return (
    <chakra.div css={styles.root} className="chakra-tabs__root" colorPalette="brand" data-scope="tabs" data-part="root" data-orientation="horizontal">
      <chakra.div
        css={styles.list}
        className="chakra-tabs__list"
        data-scope="tabs"
        data-part="list"
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        aria-label="Feeds"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.tag === value;
          return (
            <chakra.button
              key={tab.tag}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element;
              }}
              css={styles.trigger}
              className="chakra-tabs__trigger"
              data-scope="tabs"
              data-part="trigger"
              role="tab"
              type="button"
              data-orientation="horizontal"
              data-value={tab.tag}
              id={triggerId(tab.tag)}
              aria-selected={selected}
              data-selected={selected ? '' : undefined}
              aria-controls={selected ? contentId(tab.tag) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onOpen(tab.tag);
              }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      <chakra.div
        css={styles.content}
        className="chakra-tabs__content"
        pt="6"
        data-scope="tabs"
        data-part="content"
        id={contentId(value)}
        tabIndex={0}
        aria-labelledby={triggerId(value)}
        role="tabpanel"
        data-selected=""
        data-orientation="horizontal"
        data-state="open"
      >
        {children}
      </chakra.div>
    </chakra.div>
  );
}
