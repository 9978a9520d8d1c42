/** The throughput table, and each target of the performance work checked against it (PASS/MISS, never a failure). */
import type { LoopResult } from './closed-loop.ts';

export interface ScreenFigures {
  name: string;
  restCalls: number;
  warm: LoopResult;
  cold: LoopResult;
  rest: LoopResult;
  /** A signed-in user's request (POST, never cached) through the bff, and the REST calls it made, with the user's token. */
  signedIn: LoopResult;
  signedInRest: LoopResult;
  signedInRestCalls: number;
  /** The same REST calls through the minimal hop (./minimal-hop.ts): the least any process in front of the api costs. */
  signedInHop: LoopResult;
}

export interface Floors {
  bff: LoopResult;
  api: LoopResult;
}

export interface Rss {
  name: string;
  beforeMb: number;
  afterMb: number;
}

/** One process across the long run after its warm-up: RSS read every second, and its live heap after a full collection at both ends. */
export interface SteadyMemory {
  name: string;
  rssMb: readonly number[];
  liveHeapMb: { start: number; end: number };
}

/** Readings averaged at each end of the long run: ten seconds' worth, or a third of a shorter run. */
export function rssEnds(readings: readonly number[]): { first: number; last: number; min: number; max: number } {
  const stretch = Math.max(1, Math.min(10, Math.floor(readings.length / 3)));
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { first: mean(readings.slice(0, stretch)), last: mean(readings.slice(-stretch)), min: Math.min(...readings), max: Math.max(...readings) };
}

const rate = (r: LoopResult) => `${Math.round(r.perSecond).toString().padStart(6)}/s ${r.p50Ms.toFixed(1).padStart(6)} ${r.p99Ms.toFixed(1).padStart(6)}${r.errors ? ` (${r.errors} err)` : ''}`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * `rss`: across the screens (short runs, from a cold start); `steady`: across the long run after
 * its warm-up (what the RSS target is checked on), null when it was skipped.
 */
export function printReport(screens: readonly ScreenFigures[], floors: Floors, rss: readonly Rss[], engine: 'PGlite' | 'PostgreSQL', steady: readonly SteadyMemory[] | null, steadySeconds: number): void {
  console.log('\nreq/s, p50 and p99 in ms; closed loop; warm: the response cache holds the answer; cold: a bff with the cache off (every request runs)\n');
  console.log(`${'screen'.padEnd(16)} | ${'bff warm'.padEnd(22)} | ${'bff cold'.padEnd(22)} | ${'api, same REST calls'.padEnd(27)} | warm/bff floor | cold/api REST`);
  console.log(`${'-'.repeat(16)}-|-${'-'.repeat(22)}-|-${'-'.repeat(22)}-|-${'-'.repeat(27)}-|----------------|--------------`);
  for (const s of screens) {
    console.log(
      `${s.name.padEnd(16)} | ${rate(s.warm).padEnd(22)} | ${rate(s.cold).padEnd(22)} | ${`${rate(s.rest)} [${s.restCalls}]`.padEnd(27)} | ${pct(ratio(s.warm.perSecond, floors.bff.perSecond)).padStart(14)} | ${ratio(s.cold.perSecond, s.rest.perSecond).toFixed(2).padStart(12)}`,
    );
  }
  console.log(`${'/health floor'.padEnd(16)} | ${`bff ${rate(floors.bff)}`.padEnd(22)} | ${''.padEnd(22)} | ${`api ${rate(floors.api)}`.padEnd(27)} |`);
  console.log('[n]: the REST calls the bff made for that screen, sent at once straight to the api; /health floor: the higher of before and after the screens');
  console.log(`RSS across the screens (from a cold start): ${rss.map((r) => `${r.name} ${r.beforeMb.toFixed(0)} → ${r.afterMb.toFixed(0)} MB`).join(', ')}`);
  if (steady) {
    console.log(`\nmemory across the ${steadySeconds} s run after its warm-up (RSS read every second; live heap: after a full garbage collection)`);
    for (const process of steady) {
      const ends = rssEnds(process.rssMb);
      const at = (index: number) => process.rssMb[index]?.toFixed(0) ?? '?';
      console.log(
        `  ${process.name.padEnd(16)} RSS mean of the first and last 10 s ${ends.first.toFixed(0)} → ${ends.last.toFixed(0)} MB (range ${ends.min.toFixed(0)}-${ends.max.toFixed(0)}; single readings ${at(0)} → ${at(process.rssMb.length - 1)}), live heap ${process.liveHeapMb.start.toFixed(1)} → ${process.liveHeapMb.end.toFixed(1)} MB`,
      );
      console.log(`  ${''.padEnd(16)} every 5 s: ${process.rssMb.filter((_, index) => index % 5 === 0).map((mb) => mb.toFixed(0)).join(' ')}`);
    }
  }
  console.log('\nsigned in: the same screens as a signed-in user (POST with the session cookie; never cached), and the REST calls the bff made for that user (with its token) sent at once straight to the api\n');
  console.log(`${'screen'.padEnd(16)} | ${'bff signed in'.padEnd(22)} | ${'minimal hop'.padEnd(22)} | ${'api, same REST calls'.padEnd(27)} | bff/api REST | hop/api REST | bff/hop`);
  console.log(`${'-'.repeat(16)}-|-${'-'.repeat(22)}-|-${'-'.repeat(22)}-|-${'-'.repeat(27)}-|--------------|--------------|--------`);
  for (const s of screens) {
    console.log(
      `${s.name.padEnd(16)} | ${rate(s.signedIn).padEnd(22)} | ${rate(s.signedInHop).padEnd(22)} | ${`${rate(s.signedInRest)} [${s.signedInRestCalls}]`.padEnd(27)} | ${ratio(s.signedIn.perSecond, s.signedInRest.perSecond).toFixed(2).padStart(12)} | ${ratio(s.signedInHop.perSecond, s.signedInRest.perSecond).toFixed(2).padStart(12)} | ${ratio(s.signedIn.perSecond, s.signedInHop.perSecond).toFixed(2).padStart(7)}`,
    );
  }
  console.log('minimal hop: a Node server that makes the same REST calls and sends their JSON back, nothing else (scripts/bench-throughput/minimal-hop.ts): what any separate process in front of the api costs on this machine');
  console.log(`\nsigned in, CPU per request of the whole machine, µs: the bff or the hop + the api${engine === 'PostgreSQL' ? ' + PostgreSQL' : ''} + the clients (this process) = all; each process's CPU read around every slice of the runs above`);
  console.log(`${'screen'.padEnd(16)} | ${'through the bff'.padEnd(32)} | ${'through the minimal hop'.padEnd(32)} | at the api`);
  console.log(`${'-'.repeat(16)}-|-${'-'.repeat(32)}-|-${'-'.repeat(32)}-|-${'-'.repeat(26)}`);
  for (const s of screens) {
    console.log(`${s.name.padEnd(16)} | ${machineCpu(s.signedIn, 0).padEnd(32)} | ${machineCpu(s.signedInHop, 1).padEnd(32)} | ${machineCpu(s.signedInRest, null)}`);
  }

  console.log('\ntargets');
  const check = (ok: boolean, text: string) => console.log(`  ${ok ? 'PASS' : 'MISS'}  ${text}`);
  for (const s of screens) {
    const share = ratio(s.warm.perSecond, floors.bff.perSecond);
    check(share >= 0.3, `${s.name}: bff with a warm cache at ${pct(share)} of the bff's /health (target ≥ 30 %)`);
  }
  const postgres = engine === 'PostgreSQL';
  const apiTargets = [
    { screen: 'feed PERSONAL', label: "the api's feed page (21 jots)", target: postgres ? 0.1 : 0.05 },
    { screen: 'jot', label: "the api's jot page", target: postgres ? 0.15 : 0.08 },
  ];
  for (const { screen, label, target } of apiTargets) {
    const figures = screens.find((s) => s.name === screen);
    if (!figures) continue;
    const share = ratio(figures.rest.perSecond, floors.api.perSecond);
    check(share >= target, `${label} at ${pct(share)} of the api's /health on ${engine} (target ≥ ${pct(target)})`);
  }
  for (const s of screens) {
    const share = ratio(s.signedIn.perSecond, s.signedInRest.perSecond);
    const hopShare = ratio(s.signedInHop.perSecond, s.signedInRest.perSecond);
    check(share >= 0.8, `${s.name}: signed in (uncached) through the bff at ${share.toFixed(2)} of the same REST calls at the api (target ≥ 0.80; the minimal hop: ${hopShare.toFixed(2)})`);
  }
  const across = steady
    ? steady.map((process) => {
        const ends = rssEnds(process.rssMb);
        return { name: process.name, beforeMb: ends.first, afterMb: ends.last, run: `the ${steadySeconds} s run after its warm-up (mean of the first and last 10 s)` };
      })
    : rss.map((r) => ({ ...r, run: 'the screens (no long run: --rss-seconds 0)' }));
  for (const r of across) {
    const growth = ratio(r.afterMb - r.beforeMb, r.beforeMb);
    check(Math.abs(growth) <= 0.2, `${r.name} RSS ${growth >= 0 ? '+' : ''}${pct(growth)} across ${r.run} (target within 20 % across 60 s)`);
  }
}

/**
 * A run's CPU per request as "front + api + database + clients = all" in µs, from its metered
 * seconds (the order of main.ts's meter: bff, hop, api, PostgreSQL, clients); `front`: which of
 * the bff (0) and the hop (1) the run went through, null for straight at the api.
 */
function machineCpu(result: LoopResult, front: 0 | 1 | null): string {
  const used = result.cpuSeconds;
  if (!used) return 'not metered';
  const perRequest = (seconds: number | undefined) => Math.round(((seconds ?? 0) / Math.max(1, result.requests)) * 1e6);
  const parts = [...(front === null ? [] : [used[front]]), used[2], ...(used[3] ? [used[3]] : []), used[4]].map(perRequest);
  return `${parts.join(' + ')} = ${parts.reduce((sum, part) => sum + part, 0)}`;
}
