import { UpstreamUnavailableError, ValidationError, type FieldError } from './errors.ts';

/** One page of a list endpoint: the rows and the total across all pages. */
export interface ListPage<T> {
  readonly items: T[];
  readonly totalRecords: number;
}

type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{data: {...}}` → the resource; undefined when the body is not that envelope. */
export function unwrapSingle(body: unknown): JsonObject | undefined {
  if (!isJsonObject(body) || !isJsonObject(body.data)) return undefined;
  return body.data;
}

/** A write's answer `{data: {...}}` → the resource it changed; anything else is an upstream fault. */
export function answeredResource<T>(body: unknown, what: string): T {
  const data = unwrapSingle(body);
  if (!data) throw new UpstreamUnavailableError(`${what}: not a {data: {...}} envelope`);
  return data as T;
}

/**
 * `{data: [...], options: {pagination: {total_records}}}` → rows and total. Endpoints without
 * paging (filter[id] batches, content pages) may omit options: the total is then the row count.
 */
export function unwrapList(body: unknown): ListPage<JsonObject> | undefined {
  if (!isJsonObject(body) || !Array.isArray(body.data)) return undefined;
  const items = body.data.filter(isJsonObject);
  if (items.length !== body.data.length) return undefined;
  const options = isJsonObject(body.options) ? body.options : undefined;
  const pagination = options && isJsonObject(options.pagination) ? options.pagination : undefined;
  const total = pagination?.total_records;
  return { items, totalRecords: typeof total === 'number' ? total : items.length };
}

/**
 * A Laravel 422 body → ValidationError. The message shown is the joined values of
 * `errors`, or of `errors.messages` when present; `message` is only a fallback.
 */
export function validationErrorFrom(body: unknown): ValidationError {
  const fallback = isJsonObject(body) && typeof body.message === 'string' ? body.message : 'The given data was invalid.';
  const errors = isJsonObject(body) ? body.errors : undefined;
  const source = isJsonObject(errors) && 'messages' in errors ? errors.messages : errors;
  const fieldErrors: FieldError[] = [];
  if (isJsonObject(source)) {
    for (const [field, value] of Object.entries(source)) {
      const messages = toMessages(value);
      if (messages.length > 0) fieldErrors.push({ field, messages });
    }
  } else {
    const messages = toMessages(source);
    if (messages.length > 0) fieldErrors.push({ field: '', messages });
  }
  const joined = fieldErrors.flatMap((f) => f.messages).join(' ');
  return new ValidationError(joined || fallback, fieldErrors);
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(toMessages);
  return [];
}

/** The `message` of an error body, when it has one. */
export function messageOf(body: unknown): string | undefined {
  return isJsonObject(body) && typeof body.message === 'string' ? body.message : undefined;
}
