import { ValidationError, type FieldErrors } from '../http/errors.ts';

/**
 * A small form validator with Laravel's rule semantics and messages, for JSON and form bodies.
 * Each field stops at its first failing rule (Laravel's `bail`), and `done()` throws one 422
 * listing every failed field. Like Laravel's middleware, strings are trimmed (passwords never)
 * and empty strings count as null.
 */
export class FormReader {
  private readonly input: Record<string, unknown>;
  private readonly errors: FieldErrors = {};

  constructor(body: unknown) {
    this.input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }

  /** Whether the field was sent at all (partial updates leave absent fields unchanged). */
  has(field: string): boolean {
    return Object.hasOwn(this.input, field);
  }

  /** A required string; `undefined` when it failed. */
  requiredString(field: string, limits: Limits = {}): string | undefined {
    const value = this.value(field);
    if (value === null) return this.fail(field, `The ${label(field)} field is required.`);
    return this.string(field, value, limits);
  }

  /** An optional string: absent -> undefined, null or '' -> null. */
  optionalString(field: string, limits: Limits = {}): string | null | undefined {
    if (!this.has(field)) return undefined;
    const value = this.value(field);
    return value === null ? null : this.string(field, value, limits);
  }

  /** A required password: never trimmed, at least `min` characters, optionally confirmed. */
  password(field: string, options: { min?: number; confirmed?: boolean } = {}): string | undefined {
    const raw = this.input[field];
    if (raw === undefined || raw === null || raw === '') return this.fail(field, `The ${label(field)} field is required.`);
    if (typeof raw !== 'string') return this.fail(field, `The ${label(field)} field must be a string.`);
    if (options.min !== undefined && characters(raw) < options.min) {
      return this.fail(field, `The ${label(field)} field must be at least ${options.min} characters.`);
    }
    if (characters(raw) > MAX_PASSWORD) return this.fail(field, `The ${label(field)} field must not be greater than ${MAX_PASSWORD} characters.`);
    if (options.confirmed && this.input[`${field}_confirmation`] !== raw) {
      return this.fail(field, `The ${label(field)} field confirmation does not match.`);
    }
    return raw;
  }

  requiredEmail(field: string): string | undefined {
    const value = this.requiredString(field, { max: 255 });
    if (value === undefined) return undefined;
    if (!EMAIL.test(value)) return this.fail(field, `The ${label(field)} field must be a valid email address.`);
    return value;
  }

  /** An optional http(s) URL. Other schemes are refused: these values become links on profile
   * pages, and a javascript: or data: link there would run script in the reader's browser. */
  optionalUrl(field: string): string | null | undefined {
    const value = this.optionalString(field, { max: 255 });
    if (value === null || value === undefined) return value;
    if (!isHttpUrl(value)) return this.fail(field, `The ${label(field)} field must be a valid URL.`);
    return value;
  }

  /** An optional boolean: true/false, 1/0 and their string forms (form bodies send strings). */
  optionalBoolean(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    const value = this.input[field];
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return this.fail(field, `The ${label(field)} field must be true or false.`);
  }

  /** An optional integer within bounds; numeric strings are accepted. */
  optionalInteger(field: string, min: number, max: number): number | undefined {
    if (!this.has(field)) return undefined;
    const raw = this.input[field];
    const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return this.fail(field, `The ${label(field)} field must be an integer.`);
    if (value < min || value > max) return this.fail(field, `The ${label(field)} field must be between ${min} and ${max}.`);
    return value;
  }

  /** An id that must be sent but may be null; undefined when it failed. */
  presentNullableId(field: string): number | null | undefined {
    if (!this.has(field)) return this.fail(field, `The ${label(field)} field must be present.`);
    const raw = this.value(field);
    if (raw === null) return null;
    const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      return this.fail(field, `The ${label(field)} field must be an integer.`);
    }
    return value;
  }

  /** Records a failure found outside the reader (uniqueness, existence, current password). */
  fail(field: string, message: string): undefined {
    (this.errors[field] ??= []).push(message);
    return undefined;
  }

  failed(field: string): boolean {
    return Object.hasOwn(this.errors, field);
  }

  /** Throws the collected 422, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }

  /** Throws the collected 422, if any; otherwise hands back the required values, now known. */
  valid<T extends Record<string, unknown>>(values: T): { [K in keyof T]: Exclude<T[K], undefined> } {
    this.done();
    for (const [field, value] of Object.entries(values)) {
      if (value === undefined) throw new Error(`FormReader: ${field} has no value and no error`);
    }
    return values as { [K in keyof T]: Exclude<T[K], undefined> };
  }

  private value(field: string): unknown {
    const raw = this.input[field];
    if (raw === undefined || raw === null) return null;
    if (typeof raw === 'string') {
      const trimmed = raw.trim();
      return trimmed === '' ? null : trimmed;
    }
    return raw;
  }

  private string(field: string, value: unknown, { max = 255, min }: Limits): string | undefined {
    if (typeof value !== 'string') return this.fail(field, `The ${label(field)} field must be a string.`);
    if (min !== undefined && characters(value) < min) return this.fail(field, `The ${label(field)} field must be at least ${min} characters.`);
    if (characters(value) > max) return this.fail(field, `The ${label(field)} field must not be greater than ${max} characters.`);
    return value;
  }
}

export interface Limits {
  /** Maximum length in characters; 255 unless given (a varchar's worth, as Laravel apps use). */
  max?: number;
  min?: number;
}

/** argon2 takes any length, but hashing megabytes per guess would be a cheap denial of service. */
const MAX_PASSWORD = 255;

// The HTML5 form rule: pragmatic, and what browsers already check before the form is sent.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Laravel's attribute names in messages: `storefront_url` reads "storefront url". */
export function label(field: string): string {
  return field.replaceAll('_', ' ');
}

/** Length in Unicode code points, like PHP's mb_strlen (an emoji is one character). */
function characters(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}
