import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

/**
 * In a process of its own (async hooks, once on, stay on): renders the about page with the built
 * renderer, its queries answered empty, then prints the async id a promise's continuation runs
 * under before and after. Without async hooks a continuation has none (0); with them every
 * promise gets one.
 */
const RENDER_THEN_PROBE = `
import { executionAsyncId } from 'node:async_hooks';
const { renderPage } = await import(process.argv[1]);
const probe = () => new Promise((resolve) => Promise.resolve().then(() => resolve(executionAsyncId())));
const before = await probe();
const result = await renderPage(new Request('http://localhost/about'), async () => ({ data: {} }), new AbortController().signal);
const after = await probe();
console.log(JSON.stringify({ kind: result.kind, html: result.kind === 'page' ? result.html.length : 0, before, after }));
`;

describe("the server build's page renderer (web/dist-server)", () => {
  it('renders a page without turning async hooks on for the rest of the process', () => {
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', RENDER_THEN_PROBE, serverEntry], { encoding: 'utf8' });
    const { kind, html, before, after } = JSON.parse(printed) as { kind: string; html: number; before: number; after: number };
    expect(kind).toBe('page');
    expect(html).toBeGreaterThan(0);
    expect(before).toBe(0);
    // React's own AsyncLocalStorage would have left every later promise tracked by async hooks.
    expect(after).toBe(0);
  });
});
