/**
 * A pure function of a string, remembered for the inputs seen most recently within a budget of
 * characters (inputs and results together), least recently used out first. The same stored HTML
 * reaches the bff again and again (every reader of a jot, every feed that lists it), and parsing
 * it to sanitize or to take its text was a measurable share of a screen's CPU; looking it up
 * costs a hash of the string. An input too large to be worth a share of the budget is computed
 * every time.
 */
export function rememberedByText(transform: (text: string) => string, budgetChars: number): (text: string) => string {
  const results = new Map<string, string>();
  let size = 0;
  return (text) => {
    const known = results.get(text);
    if (known !== undefined) {
      // Most recently used last: Map keeps insertion order.
      results.delete(text);
      results.set(text, known);
      return known;
    }
    const result = transform(text);
    const cost = text.length + result.length;
    if (cost > budgetChars / 64) return result;
    results.set(text, result);
    size += cost;
    for (const [oldest, value] of results) {
      if (size <= budgetChars) break;
      results.delete(oldest);
      size -= oldest.length + value.length;
    }
    return result;
  };
}
