/**
 * A pure function of a string, remembered for the inputs seen most recently within a budget of
 * characters (inputs and results together). The same stored HTML reaches the bff again and again
 * (every reader of a jot, every feed that lists it), and parsing it to sanitize or to take its
 * text was a measurable share of a screen's CPU. An input too large to be worth a share of the
 * budget is computed every time.
 *
 * Looked up by a number made from the length and a few dozen characters spread over the text,
 * then compared whole, rather than by the text itself: every answer from the api is parsed into
 * new strings, and a Map keyed by such a string hashes all of it, character by character, on
 * every lookup, where comparing it with the remembered input is a memory compare. Two inputs with the same number take turns
 * in its place.
 *
 * Which inputs go when the budget is passed: the oldest first, except that one used since it was
 * last looked at gets another round (a "clock"), so a hit only marks its entry and the Map is
 * not reordered on every lookup.
 */
export function rememberedByText(transform: (text: string) => string, budgetChars: number): (text: string) => string {
  const results = new Map<number, { readonly text: string; readonly result: string; used: boolean }>();
  let size = 0;
  return (text) => {
    const key = keyOf(text);
    const known = results.get(key);
    if (known !== undefined) {
      if (known.text === text) {
        known.used = true;
        return known.result;
      }
      results.delete(key);
      size -= known.text.length + known.result.length;
    }
    const result = transform(text);
    const cost = text.length + result.length;
    if (cost > budgetChars / 64) return result;
    // Room is made before the new entry goes in, so that it goes in behind the entries given
    // another round. Such an entry goes to the end, where this loop meets it again unmarked.
    for (const [oldest, entry] of results) {
      if (size + cost <= budgetChars) break;
      results.delete(oldest);
      if (entry.used) {
        entry.used = false;
        results.set(oldest, entry);
      } else {
        size -= entry.text.length + entry.result.length;
      }
    }
    results.set(key, { text, result, used: false });
    size += cost;
    return result;
  };
}

/** How many characters, spread evenly over a long input, go into its key. */
const KEY_SAMPLES = 32;

/** The input's length and at most KEY_SAMPLES of its characters (and its last one), as a 32-bit number. */
function keyOf(text: string): number {
  const length = text.length;
  const step = Math.max(1, Math.ceil(length / KEY_SAMPLES));
  let hash = Math.imul(length ^ 0x811c9dc5, 0x01000193);
  for (let index = 0; index < length; index += step) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  if (length > 0) hash = Math.imul(hash ^ text.charCodeAt(length - 1), 0x01000193);
  return hash;
}
