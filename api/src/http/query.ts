import type { PageRequest } from './envelope.ts';
import { ValidationError, type FieldErrors } from './errors.ts';

/** What Fastify's querystring parser hands us: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

export type Direction = 'asc' | 'desc';

/** filter[id] batches are for dataloaders; the cap keeps one request to one bounded query. */
export const MAX_BATCH_IDS = 100;

const INTEGER = /^-?\d+$/;

/**
 * Reads and validates list parameters, collecting every field's messages (Laravel wording) so
 * a malformed request answers one 422 listing all problems. Call `done()` after the reads.
 */
export class QueryReader {
  private readonly query: RawQuery;
  private readonly errors: FieldErrors = {};

  constructor(query: unknown) {
    this.query = (query ?? {}) as RawQuery;
  }

  /** `page` and `size` with the endpoint's default size and upper bound. */
  page(defaultSize: number, maxSize = 100): PageRequest {
    const page = this.integer('page', { min: 1 }) ?? 1;
    const size = this.integer('size', { min: 1, max: maxSize }) ?? defaultSize;
    return { page, size };
  }

  /** An optional integer parameter; `between` mirrors Laravel's rule and message. */
  integer(name: string, bounds: { min?: number; max?: number } = {}): number | undefined {
    const raw = this.scalar(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) return this.fail(name, `The ${label(name)} field must be an integer.`);
    const { min, max } = bounds;
    if (min !== undefined && max !== undefined && (value < min || value > max)) {
      return this.fail(name, `The ${label(name)} field must be between ${min} and ${max}.`);
    }
    if (min !== undefined && value < min) return this.fail(name, `The ${label(name)} field must be at least ${min}.`);
    if (max !== undefined && value > max) return this.fail(name, `The ${label(name)} field must not be greater than ${max}.`);
    return value;
  }

  /** An optional id parameter where the literal `null` selects rows without one (parent_id=null). */
  nullableId(name: string): number | null | undefined {
    if (this.scalar(name) === 'null') return null;
    return this.integer(name, { min: 1 });
  }

  /** An optional parameter restricted to a fixed set of values. */
  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.scalar(name);
    if (raw === undefined) return undefined;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    return this.fail(name, `The selected ${label(name)} is invalid.`);
  }

  direction(fallback: Direction): Direction {
    return this.oneOf('dir', ['asc', 'desc'] as const) ?? fallback;
  }

  orderBy<T extends string>(allowed: readonly T[], fallback: T): T {
    return this.oneOf('order_by', allowed) ?? fallback;
  }

  /** `include=a,b`: unknown names are a 422 rather than silently ignored. */
  include<T extends string>(allowed: readonly T[]): Set<T> {
    const raw = this.scalar('include');
    const names = (raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
    const unknown = names.filter((n) => !(allowed as readonly string[]).includes(n));
    if (unknown.length > 0) {
      const allowedText = allowed.length > 0 ? allowed.map((a) => `\`${a}\``).join(', ') : 'none';
      this.fail('include', `Requested include(s) ${unknown.map((u) => `\`${u}\``).join(', ')} are not allowed. Allowed include(s) are ${allowedText}.`);
      return new Set();
    }
    return new Set(names as T[]);
  }

  /** `filter[id]=1,2,3`: the batch read used by the bff dataloaders; undefined when absent. */
  ids(): number[] | undefined {
    const name = 'filter[id]';
    const raw = this.scalar(name, 'filter.id');
    if (raw === undefined) return undefined;
    const parts = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (parts.length === 0) return this.fail('filter.id', 'The filter.id field is required.');
    if (!parts.every((p) => /^\d+$/.test(p) && Number.isSafeInteger(Number(p)))) {
      return this.fail('filter.id', 'The filter.id field must be a comma separated list of integers.');
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > MAX_BATCH_IDS) {
      return this.fail('filter.id', `The filter.id field must not have more than ${MAX_BATCH_IDS} items.`);
    }
    return ids;
  }

  /**
   * An optional comma list of positive integers (`exclude_user_ids=1,2,3`), deduplicated; at most
   * `max` ids so one request stays one bounded query.
   */
  integerList(name: string, max: number): number[] | undefined {
    const raw = this.scalar(name);
    if (raw === undefined) return undefined;
    const parts = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (!parts.every((p) => /^\d{1,15}$/.test(p))) {
      return this.fail(name, `The ${label(name)} field must be a comma separated list of integers.`);
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > max) return this.fail(name, `The ${label(name)} field must not have more than ${max} items.`);
    return ids;
  }

  /** An optional free-text parameter (e.g. letter) with a pattern check. */
  matching(name: string, pattern: RegExp, message: string): string | undefined {
    const raw = this.scalar(name);
    if (raw === undefined) return undefined;
    if (pattern.test(raw)) return raw;
    return this.fail(name, message);
  }

  /** Throws the collected 422, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }

  /** A single-valued parameter; empty strings count as absent, repeated keys are an error. */
  private scalar(name: string, errorKey = name): string | undefined {
    const raw = this.query[name];
    if (raw === undefined || raw === '') return undefined;
    if (Array.isArray(raw)) return this.fail(errorKey, `The ${label(errorKey)} field must be a string.`);
    return raw;
  }

  private fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }
}

/** Laravel shows attribute names with underscores as spaces ("order by"). */
function label(name: string): string {
  return name.replace(/_/g, ' ');
}
