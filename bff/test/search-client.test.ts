import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHighlight } from '../src/search/highlight.ts';
import { startBff, type RunningBff } from '../src/server.ts';
import { postGraphql } from './support/stack.ts';
import { startTestServer, type TestServer } from './support/http-server.ts';

/** Another engine behind SEARCH_URL: only the search contract, and hostile highlights. */
describe('the search client (SEARCH_URL)', () => {
  let engine: TestServer;
  let upstream: TestServer;
  let bff: RunningBff;

  beforeAll(async () => {
    engine = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data: [
            {
              index: 'glossary_terms',
              id: 7,
              score: 2.5,
              highlights: { name: '<mark onclick="steal()">Xy</mark>lem<script>alert(1)</script>', content: '<img src=x onerror=alert(2)><b>tubes</b> <mark>xylem</mark>' },
              record: { id: 7, name: 'Xylem', slug: 'xylem', content: '<p>Tubes.</p>', reference_url: null, first_letter: 'X', pods: [] },
            },
          ],
          options: { pagination: { total_records: 1, page: 1, size: 20, total_pages: 1 }, totals: { pods: 0, jots: 0, glossary_terms: 1 }, facets: { first_letter: { X: 1 } } },
        }),
      );
    });
    upstream = await startTestServer((_req, res) => res.writeHead(500).end());
    bff = await startBff({ upstreamUrl: upstream.url, searchUrl: engine.url, log: () => {} });
  });
  afterAll(async () => {
    await bff?.close();
    await Promise.all([engine?.close(), upstream?.close()]);
  });

  it('asks the engine once with the REST parameters and sanitizes its highlights to <mark> only', async () => {
    const result = await postGraphql<{ search: { totalCount: number; edges: { node: { highlights: { title: string; snippet: string }; term: { name: string } } }[] } }>(
      bff.url,
      `{ search(query: "xylem tu", types: [GLOSSARY_TERM], first: 5) { totalCount edges { node { highlights { title snippet } ... on GlossaryTermSearchHit { term { name } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.upstreamRequests).toBe(1);
    expect(engine.requests.map((r) => r.url)).toEqual(['/api/v1/search?q=xylem+tu&indexes=glossary_terms&page=1&size=5']);
    expect(upstream.requests).toEqual([]);
    const node = result.data?.search.edges[0]?.node;
    expect(node?.term.name).toBe('Xylem');
    expect(node?.highlights).toEqual({ title: '<mark>Xy</mark>lem', snippet: 'tubes <mark>xylem</mark>' });
  });

  it('keeps text escaped when sanitizing', () => {
    expect(sanitizeHighlight('a &lt;b&gt; &amp; <mark>c</mark> <em>d</em>')).toBe('a &lt;b&gt; &amp; <mark>c</mark> d');
    expect(sanitizeHighlight('')).toBe('');
  });

  it('gives escaped text with marks exactly as the sanitizer writes it, and sanitizes anything else', () => {
    const engineHtml = 'Tom &amp; Jerry &quot;<mark>cats</mark>&quot; &#39;ok&#39; &lt;3 … <mark>c</mark>';
    expect(sanitizeHighlight(engineHtml)).toBe('Tom &amp; Jerry "<mark>cats</mark>" \'ok\' &lt;3 … <mark>c</mark>');
    expect(sanitizeHighlight(engineHtml)).toBe(sanitizeHighlight(`${engineHtml}<em></em>`));
    expect(sanitizeHighlight('<mark>open')).toBe('<mark>open</mark>');
    expect(sanitizeHighlight('<mark class="x" onclick="y">c</mark>')).toBe('<mark>c</mark>');
    expect(sanitizeHighlight('a & b <script>alert(1)</script>')).toBe('a &amp; b ');
    expect(sanitizeHighlight('&#60;script&#62;')).toBe('&lt;script&gt;');
  });
});
