import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestLimits } from '../limits/request-limits.ts';
import type { Sessions } from '../session/sessions.ts';

/** `extensions.code` of the refusals made before a body reaches GraphQL. */
export const ADMISSION_CODES = {
  bodyTooLarge: 'PAYLOAD_TOO_LARGE',
  lengthRequired: 'LENGTH_REQUIRED',
  // The code every signed-in-only operation answers visitors with.
  uploadNeedsSession: 'UNAUTHENTICATED',
  batching: 'BATCHING_NOT_SUPPORTED',
} as const;

/** A request body that an earlier stage has read, as @whatwg-node/server picks it up. */
type RequestWithBody = IncomingMessage & { body?: Buffer };

/**
 * The HTTP gate of /graphql, before any GraphQL work: multipart bodies (uploads) only with a
 * session and a declared size within the upload limit, refused from the headers alone so a
 * visitor's 10 MB never gets read; any other body read up to the JSON limit and refused past
 * it; JSON arrays (batches) refused. Answers false when it has answered the request itself.
 * Bodies it refuses without reading are drained by Node (within the server's requestTimeout).
 */
export async function admitGraphqlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  limits: Pick<RequestLimits, 'maxJsonBodyBytes' | 'maxMultipartBodyBytes'>,
  sessions: Pick<Sessions, 'hasCredentials'>,
): Promise<boolean> {
  if (req.method !== 'POST') return true;
  const contentType = (req.headers['content-type'] ?? '').toLowerCase();
  const declared = declaredLength(req);

  if (contentType.startsWith('multipart/')) {
    if (!sessions.hasCredentials(req.headers.cookie, req.headers.authorization)) {
      return refuse(res, 401, ADMISSION_CODES.uploadNeedsSession, 'File uploads need a signed-in session: sign in first.');
    }
    if (declared === null) {
      return refuse(res, 411, ADMISSION_CODES.lengthRequired, 'Uploads must declare their Content-Length.');
    }
    if (declared > limits.maxMultipartBodyBytes) {
      return refuse(res, 413, ADMISSION_CODES.bodyTooLarge, `An upload request may be at most ${megabytes(limits.maxMultipartBodyBytes)}.`);
    }
    return true;
  }

  const tooLarge = `A request body may be at most ${kilobytes(limits.maxJsonBodyBytes)}; file uploads go in a multipart request.`;
  if (declared !== null && declared > limits.maxJsonBodyBytes) return refuse(res, 413, ADMISSION_CODES.bodyTooLarge, tooLarge);
  const body = await readCapped(req, limits.maxJsonBodyBytes);
  if (body === 'closed') return false;
  if (body === 'too-large') return refuse(res, 413, ADMISSION_CODES.bodyTooLarge, tooLarge);
  if (startsJsonArray(body)) {
    return refuse(res, 400, ADMISSION_CODES.batching, 'Batched operations (a JSON array) are not accepted: send one operation per request.');
  }
  (req as RequestWithBody).body = body;
  return true;
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const value = Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * The body, or 'too-large' as soon as it passes `max` bytes (the rest is drained unread), or
 * 'closed'. The listeners stay for the request's life and ignore what follows the answer: a
 * promise settles once.
 */
function readCapped(req: IncomingMessage, max: number): Promise<Buffer | 'too-large' | 'closed'> {
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    req
      .on('data', (chunk: Buffer) => {
        if (size > max) return;
        size += chunk.length;
        if (size <= max) chunks.push(chunk);
        else {
          chunks = [];
          resolve('too-large');
        }
      })
      .once('end', () => {
        if (size <= max) resolve(Buffer.concat(chunks, size));
        chunks = [];
      })
      .on('error', () => resolve('closed'))
      .once('close', () => resolve('closed'));
  });
}

function startsJsonArray(body: Buffer): boolean {
  for (const byte of body) {
    // Leading JSON whitespace: space, tab, line feed, carriage return.
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === 0x5b; // '['
  }
  return false;
}

function refuse(res: ServerResponse, status: number, code: string, message: string): false {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
  return false;
}

const kilobytes = (bytes: number): string => `${Math.round(bytes / 1024)} kB`;
const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
