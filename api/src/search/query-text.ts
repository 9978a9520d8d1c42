/**
 * Turns what a reader typed into full-text queries without ever handing raw input to
 * to_tsquery: the text is cut into words made of letters and digits only, so no tsquery operator
 * (`& | ! <-> ( ) : * '`) can come from the user; the operators are added here.
 */

/** Words beyond this are ignored: a search box query, not a document. */
export const MAX_QUERY_WORDS = 8;
/** Longer "words" are cut (Postgres refuses lexemes over 2 KB; nobody types 64 letters). */
const MAX_WORD_LENGTH = 64;
/**
 * A one-letter prefix would match most documents (ranking 60,000 jots for "a" takes seconds on
 * the large data); from two letters on the last word completes as you type.
 */
export const MIN_PREFIX_LENGTH = 2;

/**
 * to_tsquery texts, ANDed: `done` for the finished words, `typing` for the word being typed,
 * `corrected` for words that replace misspelt ones.
 */
export interface TsqueryParts {
  /** Finished words joined by `&` ('' when none); stemmed with the english configuration. */
  done: string;
  /**
   * The last word as a prefix (`alg:*`) while it is being typed, else ''. Run through both the
   * english configuration (stemmed: `photography:*` → `photographi:*`) and the simple one (as
   * typed, so a one-letter `a:*` or a stop word like `the:*` still completes to words).
   */
  typing: string;
  /**
   * Words that replace misspelt ones, e.g. `(photosynthesis | photosynthetic) & minutes`, stemmed
   * with the english configuration like `done`; '' when none.
   */
  corrected: string;
}

export interface SearchText {
  /** Lower-case words in typed order. */
  words: string[];
  /** The finished words (every one must match). */
  doneWords: string[];
  /** The word being typed (matched as a prefix), if any. */
  typingWord: string | undefined;
  /** The query: matched against whole documents, and against names alone for the title tier. */
  query: TsqueryParts;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** null when nothing searchable was typed (only spaces or punctuation). */
export function parseSearchText(input: string): SearchText | null {
  const normalized = input.normalize('NFKC').toLowerCase();
  const words = (normalized.match(WORD) ?? []).slice(0, MAX_QUERY_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  // "alg" finds "algebra" as you type; a trailing space or punctuation means the word is done.
  const typing = /[\p{L}\p{N}]$/u.test(normalized) && (words.at(-1)?.length ?? 0) >= MIN_PREFIX_LENGTH;
  const done = typing ? words.slice(0, -1) : words;
  const last = typing ? words.at(-1) : undefined;
  return {
    words,
    doneWords: done,
    typingWord: last,
    query: { done: done.join(' & '), typing: last === undefined ? '' : `${last}:*`, corrected: '' },
  };
}
