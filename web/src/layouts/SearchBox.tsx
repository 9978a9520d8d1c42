import { Box, Input, InputGroup, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { SafeHtml } from '../components/SafeHtml.tsx';
import { excludeAuthorsVariable } from '../components/block-list/blockList.ts';
import { KIND_LABELS } from '../components/search/searchHits.ts';
import type { SuggestionGroups } from '../components/search/suggestions.ts';
import { useFocusBeforeHydrationTold } from '../hydration/focusBeforeHydration.ts';
import { useValueEnteredBeforeHydration } from '../hydration/enteredBeforeHydration.ts';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** The bff completes the last word from two letters; shorter input would only match noise. */
const MIN_SUGGEST_LENGTH = 2;

type SuggestionsModule = typeof import('../components/search/suggestions.ts');

const EMPTY: SuggestionGroups = { groups: [], options: [] };

/**
 * The header's search box: a WAI-ARIA combobox (APG "list autocomplete") with instant suggestions
 * grouped by type. Arrow keys move the active option (aria-activedescendant: focus stays in the
 * input), Enter opens it, or with none active goes to /search?key=…, Escape closes the list.
 * The suggestions module is loaded on first focus, keeping it out of the first screen's bundle.
 */
export function SearchBox() {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(key);
  const [module, setModule] = useState<SuggestionsModule | null>(null);
  const [result, setResult] = useState<SuggestionGroups>(EMPTY);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const loading = useRef(false);

  // A navigation to another search (or away from it) shows that search's words in the box; not
  // on mount, which would wipe what was typed before the app took the page over.
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    setText(key);
  }

  const loadModule = () => {
    if (module || loading.current) return;
    loading.current = true;
    import('../components/search/suggestions.ts').then(setModule, () => {
      // Offline or a stale deploy: the box still works as a plain search form.
      loading.current = false;
    });
  };

  const query = text.trim();
  useEffect(() => {
    if (!module || query.length < MIN_SUGGEST_LENGTH) {
      setResult(EMPTY);
      setActive(-1);
      return undefined;
    }
    let cancel: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancel = module.fetchSuggestions(environment, query, excludeAuthorsVariable(), (next) => {
        setResult(next);
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancel?.();
    };
  }, [module, query, environment]);

  const expanded = open && query.length >= MIN_SUGGEST_LENGTH && result.options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const input = useRef<HTMLInputElement>(null);
  useValueEnteredBeforeHydration(input, text, setText);
  useFocusBeforeHydrationTold(input);
  const go = (href: string) => {
    close();
    // Leave the box before the next screen mounts: a modal opening there (a glossary term) must
    // not start with focus outside it, which its dismiss-on-focus-outside reads as a close.
    input.current?.blur();
    navigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = expanded && active >= 0 ? result.options[active] : undefined;
    if (option) {
      go(option.href);
      return;
    }
    if (!query) return;
    go(`/search?key=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = result.options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        // Wraps around, like the APG example.
        setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  };

  let index = -1;
  return (
    <Box asChild role="search" aria-label="Site" w="full" maxW="md" position="relative">
      <form method="get" action="/search" onSubmit={onSubmit}>
        <VisuallyHidden asChild>
          <label htmlFor={id}>Search pods, jots and glossary</label>
        </VisuallyHidden>
        <InputGroup startElement={<LuSearch aria-hidden />}>
          <Input
            ref={input}
            id={id}
            name="key"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder="Search pods, jots, glossary…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => {
              loadModule();
              setOpen(true);
            }}
            onBlur={close}
            onKeyDown={onKeyDown}
            autoComplete="off"
            enterKeyHint="search"
          />
        </InputGroup>
        {/* Always in the DOM so aria-controls points at something; hidden while collapsed. */}
        <Box
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          hidden={!expanded}
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          py="2"
          maxH="70vh"
          overflowY="auto"
          // Keeps focus in the input while an option is clicked (blur would close the list first).
          onMouseDown={(event) => event.preventDefault()}
        >
          {expanded
            ? result.groups.map((group) => (
                <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <Text id={`${id}-${group.kind}`} px="3" py="1" fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase">
                    {KIND_LABELS[group.kind]}
                  </Text>
                  {group.hits.map((hit) => {
                    index += 1;
                    const mine = index;
                    return (
                      <Box
                        key={hit.key}
                        id={optionId(mine)}
                        role="option"
                        aria-selected={mine === active}
                        px="3"
                        py="1.5"
                        cursor="pointer"
                        bg={mine === active ? 'bg.muted' : undefined}
                        _hover={{ bg: 'bg.muted' }}
                        onMouseMove={() => setActive(mine)}
                        onClick={() => go(hit.href)}
                      >
                        <SafeHtml as="span" html={hit.titleHtml} />
                      </Box>
                    );
                  })}
                </Box>
              ))
            : null}
        </Box>
      </form>
    </Box>
  );
}
