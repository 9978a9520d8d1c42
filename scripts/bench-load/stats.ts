/** Latencies and outcomes per operation, kept in memory for the report. */

export type Outcome = 'ok' | 'rate-limited' | 'error';

export interface OperationStats {
  /** Latencies (ms) of every answered request, whatever its outcome. */
  ms: number[];
  errors: number;
  rateLimited: number;
}

export class Recorder {
  readonly operations = new Map<string, OperationStats>();
  /** What went wrong, by a short description (status, code, message), with how often. */
  readonly errorKinds = new Map<string, number>();
  /**
   * What a request counts towards: nothing (the bench's own setup and read-back), the warm-up's
   * totals (requests under the full load before the figures start), or the figures.
   */
  phase: 'off' | 'warm-up' | 'measured' = 'measured';
  /** Requests during the warm-up: only counted, their errors also listed in errorKinds. */
  readonly warmUp = { requests: 0, errors: 0, rateLimited: 0 };

  record(operation: string, ms: number, outcome: Outcome, errorKind?: string): void {
    if (this.phase === 'off') return;
    if (this.phase === 'warm-up') {
      this.warmUp.requests += 1;
      if (outcome === 'error') this.warmUpError(`${operation}: ${errorKind ?? 'unknown'}`);
      else if (outcome === 'rate-limited') this.warmUp.rateLimited += 1;
      return;
    }
    let stats = this.operations.get(operation);
    if (!stats) {
      stats = { ms: [], errors: 0, rateLimited: 0 };
      this.operations.set(operation, stats);
    }
    stats.ms.push(ms);
    if (outcome === 'error') {
      stats.errors += 1;
      const kind = `${operation}: ${errorKind ?? 'unknown'}`;
      this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
    } else if (outcome === 'rate-limited') {
      stats.rateLimited += 1;
    }
  }

  /** A 2xx answer whose payload says the write did not happen (an Error member of the result union). */
  refused(operation: string, kind: string): void {
    if (this.phase === 'off') return;
    if (this.phase === 'warm-up') {
      this.warmUpError(`${operation}: ${kind}`);
      return;
    }
    const stats = this.operations.get(operation);
    if (stats) stats.errors += 1;
    const key = `${operation}: ${kind}`;
    this.errorKinds.set(key, (this.errorKinds.get(key) ?? 0) + 1);
  }

  private warmUpError(kind: string): void {
    this.warmUp.errors += 1;
    const key = `(warm-up) ${kind}`;
    this.errorKinds.set(key, (this.errorKinds.get(key) ?? 0) + 1);
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
