import { UpstreamNotFoundError } from '../../upstream/errors.ts';
import { NotFoundError } from './not-found-error.ts';

/** Runs a social write; the api's 404 (unknown or hidden jot or user) becomes a typed NotFoundError. */
export async function orNotFound<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) throw new NotFoundError(message);
    throw error;
  }
}
