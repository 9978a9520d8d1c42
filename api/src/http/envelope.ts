/** The JSON envelopes of docs/rest-api.md. */

export interface Pagination {
  total_records: number;
  page: number;
  size: number;
  total_pages: number;
}

export interface One<T> {
  data: T;
}

export interface List<T> {
  data: T[];
  options: { pagination: Pagination };
}

export interface PageRequest {
  page: number;
  size: number;
}

export function one<T>(data: T): One<T> {
  return { data };
}

export function pagination(total: number, request: PageRequest): Pagination {
  // Laravel reports at least one (empty) page, so clients can always render "page 1 of 1".
  return { total_records: total, page: request.page, size: request.size, total_pages: Math.max(1, Math.ceil(total / request.size)) };
}

export function list<T>(data: T[], total: number, request: PageRequest): List<T> {
  return { data, options: { pagination: pagination(total, request) } };
}

/** Unpaged answers (filter[id] batches, banners, ...): everything in one page. */
export function whole<T>(data: T[]): List<T> {
  return list(data, data.length, { page: 1, size: Math.max(1, data.length) });
}
