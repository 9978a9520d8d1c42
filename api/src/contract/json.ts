/**
 * A row as it travels in JSON: timestamps become ISO 8601 strings (what JSON.stringify makes of a
 * Date), everything else keeps its type.
 */
export type Json<Row> = { [K in keyof Row]: JsonValue<Row[K]> };
export type JsonValue<V> = V extends Date ? string : V;

/** The named columns of a row as JSON; the serializers' one way to copy columns into a response. */
export function jsonFields<Row, K extends keyof Row>(row: Row, fields: readonly K[]): Json<Pick<Row, K>> {
  const json: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    const value = row[field];
    json[field] = value instanceof Date ? value.toISOString() : value;
  }
  return json as Json<Pick<Row, K>>;
}
