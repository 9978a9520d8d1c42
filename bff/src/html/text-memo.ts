/**
 * A pure function of a string, remembered for the inputs seen most recently within a budget of
 * characters (inputs and results together), least recently used out first. The same stored HTML
 * reaches the bff again and again (every reader of a jot, every feed that lists it), and parsing
 * it to sanitize or to take its text was a measurable share of a screen's CPU. An input too large
 * to be worth a share of the budget is computed every time.
 *
 * Looked up by a short key (the length, the first and the last characters) and then compared
 * whole, rather than by the text itself: every answer from the api is parsed into new strings,
 * and a Map keyed by such a string hashes all of it, character by character, on every lookup
 * (about 2 µs for a 1,700-character jot, 30 µs for a pod's twelve), where comparing it with the
 * remembered input is a memory compare. Two inputs that share a key take turns in its place.
 */
export function rememberedByText(transform: (text: string) => string, budgetChars: number): (text: string) => string {
  const results = new Map<string, { readonly text: string; readonly result: string }>();
  let size = 0;
  return (text) => {
    const key = keyOf(text);
    const known = results.get(key);
    if (known !== undefined) {
      // Most recently used last: Map keeps insertion order.
      results.delete(key);
      if (known.text === text) {
        results.set(key, known);
        return known.result;
      }
      size -= known.text.length + known.result.length;
    }
    const result = transform(text);
    const cost = text.length + result.length;
    if (cost > budgetChars / 64) return result;
    results.set(key, { text, result });
    size += cost;
    for (const [oldest, entry] of results) {
      if (size <= budgetChars) break;
      results.delete(oldest);
      size -= entry.text.length + entry.result.length;
    }
    return result;
  };
}

/** Characters taken from each end of a long input for its key. */
const KEY_END_CHARS = 48;

function keyOf(text: string): string {
  if (text.length <= 4 * KEY_END_CHARS) return text;
  return `${text.length}:${text.slice(0, KEY_END_CHARS)}${text.slice(-KEY_END_CHARS)}`;
}
