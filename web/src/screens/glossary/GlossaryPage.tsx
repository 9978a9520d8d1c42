import { Box, Button, CloseButton, Dialog, HStack, Heading, Input, Link, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { GlossaryPageQuery } from '../../__generated__/GlossaryPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { useValueEnteredBeforeHydration } from '../../hydration/enteredBeforeHydration.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { Pagination } from '../../components/pagination/Pagination.tsx';
import { parseLetter } from './glossaryParams.ts';
import { useHydrating } from '../../hydration/hydrating.ts';
import { siteTitle } from '../../head/pageMetadata.ts';

/** The empty text. */
export const NO_RESULTS_TEXT = 'No results';

/** Quiet time after typing in the glossary's search box before the list follows. */
export const GLOSSARY_QUERY_DEBOUNCE_MS = 300;

/**
 * A glossary letter click waits 2000 ms. The letter is a filter the
 * user may step through (several clicks, or Tab/Enter along the row), so a click answers at once
 * (the button shows pressed and a status says which letter is coming) but the list is only asked
 * for once the letters have been left alone for 2000 ms. Stepping from A to D costs one search,
 * not four, and the spec's number is kept. Clearing the filter (the pressed letter again, or All)
 * waits the same way, for the same reason.
 */
export const GLOSSARY_LETTER_WAIT_MS = 2000;

const glossaryPageQuery = graphql`
  query GlossaryPageQuery(
    $slug: String!
    $query: String
    $letter: String
    $first: Int!
    $page: Int
    $withTerm: Boolean!
    $termQuery: String!
  ) {
    pod(slug: $slug) {
      databaseId
      name
      slug
      glossary(query: $query, letter: $letter, first: $first, page: $page) {
        totalCount
        letters {
          letter
          isAvailable
          count
        }
        edges {
          node {
            id
            slug
            name
            contentHtml
          }
        }
        pageCursors {
          ...Pagination_pageCursors
        }
      }
      termLookup: glossary(query: $termQuery, first: 5) @include(if: $withTerm) {
        edges {
          node {
            id
            slug
            name
            contentHtml
          }
        }
      }
    }
  }
`;

export function GlossaryPage() {
  const data = usePreloadedQuery<GlossaryPageQuery>(glossaryPageQuery, useRouteQuery<GlossaryPageQuery>());
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list is a Stack rendered as a <ul>; its ref is typed as Stack's element.
  const termListRef = useRef<HTMLDivElement>(null);
  const termSlug = params.get('term');
  const hydrating = useHydrating();
  // The term last open, read once its dialog has closed (the address has no term by then).
  const lastTermSlug = useRef<string | null>(null);
  useEffect(() => {
    if (termSlug) lastTermSlug.current = termSlug;
  }, [termSlug]);
  const pod = data.pod;
  if (!pod) return <NotFound />;

  const q = params.get('q') ?? '';
  const letter = parseLetter(params.get('letter'));
  const { glossary } = pod;
  const terms = glossary.edges.map((edge) => edge.node);
  // The open term: on this page, or found by the loader's lookup for a deep link.
  const openTerm = termSlug
    ? (terms.find((t) => t.slug === termSlug) ?? pod.termLookup?.edges.map((e) => e.node).find((t) => t.slug === termSlug) ?? null)
    : null;

  /** Changes some parameters; any change of filter starts again at page 1. */
  const update = (changes: Record<string, string | null>, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if ('q' in changes || 'letter' in changes) next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );
  };

  const termHref = (slug: string) => {
    const next = new URLSearchParams(params);
    next.set('term', slug);
    return `?${next.toString()}`;
  };

  return (
    <Stack gap="6">
      <title>{siteTitle(`Glossary · ${pod.name}`)}</title>
      <Stack gap="1">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to={`/pod/${pod.slug}`}>{pod.name}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1}>
          Glossary
        </Heading>
      </Stack>
      <GlossarySearch value={q} onChange={(value) => update({ q: value.trim() || null }, true)} />
      <LetterFilter
        letters={glossary.letters}
        selected={letter}
        onCommit={(value) => update({ letter: value })}
      />
      <Box as="section" aria-label="Glossary terms">
        {terms.length === 0 ? (
          <Text role="status" fontSize="lg">
            {NO_RESULTS_TEXT}
          </Text>
        ) : (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm" role="status">
              {glossary.totalCount === 1 ? '1 term' : `${glossary.totalCount} terms`}
            </Text>
            <Stack as="ul" ref={termListRef} listStyleType="none" m="0" p="0" gap="2">
              {terms.map((term) => (
                <li key={term.id}>
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={termHref(term.slug)} preventScrollReset data-term={term.slug}>
                      {term.name}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
            <Pagination pageCursors={glossary.pageCursors} label="Glossary pages" />
          </Stack>
        )}
      </Box>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        // A term open on the server's page starts again once the app has moved it into its portal;
        // the first one, going, gives focus to nothing (the second one takes it).
        key={hydrating ? 'server-page' : 'app'}
        restoreFocus={!hydrating}
        open={openTerm !== null}
        onOpenChange={(event) => {
          if (!event.open) update({ term: null });
        }}
        placement="center"
        lazyMount
        unmountOnExit
        // Closed, the term gives focus to its link in the list, or to the page's heading when it
        // was opened from elsewhere (a search suggestion, a shared link) and is not on this page.
        finalFocusEl={() => {
          const links = termListRef.current?.querySelectorAll<HTMLElement>('a[data-term]') ?? [];
          return [...links].find((link) => link.dataset.term === lastTermSlug.current) ?? headingRef.current;
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{openTerm?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {/* Spec: name and HTML content only; the reference url link stays hidden. */}
                {openTerm ? <SafeHtml html={openTerm.contentHtml} /> : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

/** The glossary's own search box: the list follows the words after a short pause (?q=). */
function GlossarySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // Words searched for elsewhere (back, forward, a link) show in the box; the box is not rebuilt
  // for them, which would drop the focus of the reader typing in it. Its own words coming back
  // through the address leave the box as typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value.trim()) setText(value);
  }
  const input = useRef<HTMLInputElement>(null);
  useValueEnteredBeforeHydration(input, text, setText);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => latest.current(text), GLOSSARY_QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    // Named: the header has a search landmark too, and two landmarks of a kind need distinct names.
    <Box role="search" aria-label="Glossary" maxW="md">
      <VisuallyHidden asChild>
        <label htmlFor={id}>Search the glossary</label>
      </VisuallyHidden>
      <Input ref={input} id={id} type="search" placeholder="Search the glossary…" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
    </Box>
  );
}

interface LetterFilterProps {
  letters: ReadonlyArray<{ readonly letter: string; readonly isAvailable: boolean; readonly count: number }>;
  selected: string | null;
  onCommit: (letter: string | null) => void;
}

/** A to Z toggle buttons (aria-pressed); letters without terms are disabled. */
function LetterFilter({ letters, selected, onCommit }: LetterFilterProps) {
  // The letter shown pressed now; it reaches the URL GLOSSARY_LETTER_WAIT_MS after the last click.
  const [pending, setPending] = useState<string | null>(selected);
  // A letter chosen elsewhere (back, forward, a link) shows pressed; the filter is not rebuilt for
  // it, which would drop the focus of a keyboard user on its buttons.
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    setPending(selected);
  }
  const latest = useRef(onCommit);
  latest.current = onCommit;

  useEffect(() => {
    if (pending === selected) return undefined;
    const timer = setTimeout(() => latest.current(pending), GLOSSARY_LETTER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending, selected]);

  return (
    <Stack gap="2">
      <HStack role="group" aria-label="Filter by first letter" gap="1" flexWrap="wrap">
        <Button size="xs" variant={pending === null ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={pending === null} onClick={() => setPending(null)}>
          All
        </Button>
        {letters.map(({ letter, isAvailable, count }) => (
          <Button
            key={letter}
            size="xs"
            minW="8"
            variant={pending === letter ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={pending === letter}
            aria-label={isAvailable ? `${letter}, ${count} ${count === 1 ? 'term' : 'terms'}` : `${letter}, no terms`}
            // A selected letter stays operable even with no terms, so the filter can be cleared.
            disabled={!isAvailable && pending !== letter}
            onClick={() => setPending((current) => (current === letter ? null : letter))}
          >
            {letter}
          </Button>
        ))}
      </HStack>
      <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {pending !== selected ? (pending ? `Showing terms under ${pending} shortly…` : 'Showing all letters shortly…') : ''}
      </Text>
    </Stack>
  );
}
