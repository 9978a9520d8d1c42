/**
 * How fast the running stack refuses each kind of hostile request (the abuse tests' catalog,
 * tests/abuse/support/hostile-requests.ts): each sent a few times in a row, one at a time, after
 * the load, from the bench's own address. Timed from the first byte sent to the whole answer
 * read, the 5 MB and 10 MB bodies' upload over loopback included.
 */
import { HOSTILE } from '../../tests/abuse/support/hostile-requests.ts';
import { codesOf } from '../../tests/abuse/support/requests.ts';
import { percentile } from './stats.ts';

const TIMES = 5;

export async function printRefusals(bffUrl: string): Promise<boolean> {
  console.log(`\nrefusal of hostile requests (each sent ${TIMES} times, one at a time, after the load):`);
  console.log(`${'request'.padEnd(40)} ${'answer'.padEnd(30)} median ms  slowest ms`);
  let allRefused = true;
  for (const request of Object.values(HOSTILE)) {
    const ms: number[] = [];
    let answer = '';
    for (let attempt = 0; attempt < TIMES; attempt += 1) {
      const started = performance.now();
      const reply = await request.send(bffUrl);
      ms.push(performance.now() - started);
      const codes = codesOf(reply);
      answer = `${reply.status} ${codes.join(',')}`;
      if (!codes.includes(request.code)) allRefused = false;
    }
    const flag = answer.includes(request.code) ? '' : `  ⚑ expected ${request.code}`;
    console.log(`${request.kind.padEnd(40)} ${answer.padEnd(30)} ${percentile(ms, 50).toFixed(0).padStart(9)} ${Math.max(...ms).toFixed(0).padStart(11)}${flag}`);
  }
  return allRefused;
}
