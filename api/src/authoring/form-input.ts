import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../images/upload-rules.ts';

export interface UploadedFile {
  /** The field name without a trailing `[]` or `[n]` (`images[]` → `images`). */
  field: string;
  filename: string;
  bytes: Buffer;
  /** The file went past the size limit: `bytes` is empty, the upload is too large. */
  truncated: boolean;
}

/**
 * A form body, multipart or JSON, reduced to what the authoring endpoints read: text values by
 * field (repeated or `name[]` fields collect several) and the uploaded files in the order sent.
 */
export interface FormInput {
  values: Record<string, string[]>;
  files: UploadedFile[];
  /** Fields whose text went past the field size limit (their value is incomplete). */
  truncatedFields: Set<string>;
  /** More files were sent than the endpoint takes; the rest of the body was not read. */
  tooManyFiles: boolean;
}

export interface FormLimits {
  maxFiles: number;
  /** Largest text field in bytes (jot content is the big one). */
  maxFieldBytes: number;
}

/**
 * Needs @fastify/multipart registered with `throwFileSizeLimit: false` (see ./index.ts).
 * Reads the whole body before anything is written, so every value and every file's bytes can be
 * validated first. Files are buffered in memory up to the per-file limit; a file over it is
 * drained and only marked, so one oversized image still yields the other images' messages.
 */
export async function readFormInput(request: FastifyRequest, limits: FormLimits): Promise<FormInput> {
  const input: FormInput = { values: {}, files: [], truncatedFields: new Set(), tooManyFiles: false };
  if (!request.isMultipart()) return fromJson(request.body, input);
  const parts = request.parts({
    limits: { fileSize: IMAGE_MAX_BYTES, files: limits.maxFiles, fieldSize: limits.maxFieldBytes, fields: 100, parts: 100 + limits.maxFiles },
  });
  try {
    for await (const part of parts) {
      const field = baseName(part.fieldname);
      if (part.type === 'file') {
        const { bytes, truncated } = await drain(part.file);
        // busboy leaves filename undefined when the part sends an empty one (typings say string).
        input.files.push({ field, filename: (part.filename as string | undefined) ?? '', bytes, truncated });
      } else {
        if (part.valueTruncated) input.truncatedFields.add(field);
        (input.values[field] ??= []).push(String(part.value));
      }
    }
  } catch (error) {
    if (!hasCode(error, 'FST_FILES_LIMIT')) throw error;
    input.tooManyFiles = true;
  }
  return input;
}

/** The value of a single-valued field: absent → undefined; sent twice → the last one. */
export function valueOf(input: FormInput, field: string): string | undefined {
  const values = input.values[field];
  return values?.[values.length - 1];
}

/** JSON bodies carry no files; scalars become strings as if they had come from a form. */
function fromJson(body: unknown, input: FormInput): FormInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return input;
  for (const [key, raw] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    // null reads as an empty form value (a cleared field); objects are not form values at all.
    const strings = list.flatMap((v) => (v === null ? [''] : ['string', 'number', 'boolean'].includes(typeof v) ? [String(v)] : []));
    if (strings.length > 0) input.values[baseName(key)] = strings;
  }
  return input;
}

async function drain(stream: AsyncIterable<Buffer> & { truncated: boolean }): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let truncated = false;
  for await (const chunk of stream) {
    if (stream.truncated) truncated = true;
    if (!truncated) chunks.push(chunk);
  }
  // busboy sets the flag when the limit is hit, which may be on the very last chunk.
  if (stream.truncated) truncated = true;
  return { bytes: truncated ? Buffer.alloc(0) : Buffer.concat(chunks), truncated };
}

/** PHP-style array fields: `images[]` and `images[0]` both belong to `images`. */
function baseName(field: string): string {
  return field.replace(/\[\d*\]$/, '');
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
