/** The printed figures: one table per run. */
import { percentile, type Recorder } from './stats.ts';
import type { Verification } from './verify.ts';

export interface Memory {
  name: string;
  beforeMb: number;
  afterMb: number;
  /** CPU seconds used during the load. */
  cpuS: number;
  /** RSS sampled every 5 s during the warm-up, from the idle start to `beforeMb`. */
  warmUpMb: number[];
  /** RSS sampled at even intervals from before to after the load. */
  timelineMb: number[];
}

/** RSS growth at or above this share of the warm RSS is flagged. */
export const GROWTH_FLAG = 0.2;

const ms = (value: number): string => value.toFixed(0).padStart(7);
const cpu = (cpuS: number, seconds: number): string => `${cpuS.toFixed(1).padStart(5)} s (${((cpuS / seconds) * 100).toFixed(0)} % of a core)`;

export function printReport(recorder: Recorder, seconds: number, verification: Verification, memory: readonly Memory[], benchCpuS: number): void {
  const rows = [...recorder.operations.entries()].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(30, ...rows.map(([name]) => name.length));
  console.log(`\n${'operation'.padEnd(width)}   count  p50 ms  p99 ms  errors  429s`);
  let total = 0;
  let errors = 0;
  let limited = 0;
  const all: number[] = [];
  for (const [name, stats] of rows) {
    total += stats.ms.length;
    errors += stats.errors;
    limited += stats.rateLimited;
    all.push(...stats.ms);
    console.log(
      `${name.padEnd(width)} ${String(stats.ms.length).padStart(7)} ${ms(percentile(stats.ms, 50))} ${ms(percentile(stats.ms, 99))} ${String(stats.errors).padStart(7)} ${String(stats.rateLimited).padStart(5)}`,
    );
  }
  console.log(
    `${'all'.padEnd(width)} ${String(total).padStart(7)} ${ms(percentile(all, 50))} ${ms(percentile(all, 99))} ${String(errors).padStart(7)} ${String(limited).padStart(5)}`,
  );
  console.log(`\nthroughput: ${(total / seconds).toFixed(0)} requests/s over ${seconds} s`);
  if (recorder.errorKinds.size > 0) {
    console.log('\nerrors by kind:');
    for (const [kind, count] of [...recorder.errorKinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(count).padStart(6)}  ${kind}`);
  }
  console.log(
    `\nlost writes: ${verification.mismatches} of ${verification.checked} acknowledged writes read back` +
      (verification.unknown ? `, ${verification.unknown} not checked (their answer never arrived)` : '') +
      (verification.unreadable ? `, ${verification.unreadable} unreadable (the read-back failed)` : ''),
  );
  for (const example of verification.examples) console.log(`  ${example}`);
  const warmUp = recorder.warmUp;
  console.log(`(before the figures, the warm-up: ${warmUp.requests} requests, ${warmUp.errors} errors, ${warmUp.rateLimited} 429s)`);
  console.log(`\n${'process'.padEnd(8)} RSS before  RSS after  growth   CPU during the load   (before: after the warm-up)`);
  for (const m of memory) {
    const growth = (m.afterMb - m.beforeMb) / m.beforeMb;
    const flag = growth >= GROWTH_FLAG ? `  ⚑ ≥ ${GROWTH_FLAG * 100} %` : '';
    console.log(
      `${m.name.padEnd(8)} ${m.beforeMb.toFixed(0).padStart(7)} MB ${m.afterMb.toFixed(0).padStart(7)} MB ${(growth * 100).toFixed(1).padStart(6)} %   ${cpu(m.cpuS, seconds)}${flag}`,
    );
  }
  // The virtual users run in this process, on the same cores as the stack.
  console.log(`${'bench'.padEnd(8)} ${''.padStart(30)}   ${cpu(benchCpuS, seconds)}  (the load generator itself)`);
  const series = (values: readonly number[]): string => values.map((mb) => mb.toFixed(0)).join(' → ');
  for (const m of memory) console.log(`${m.name} RSS during the warm-up (every 5 s): ${series(m.warmUpMb)} MB`);
  for (const m of memory) console.log(`${m.name} RSS during the load: ${series(m.timelineMb)} MB`);
}
