import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { APP_CSP } from '../src/http/security-headers.ts';
import { buildBrowseWorld, type BrowseWorld } from './support/browse-world.ts';
import { startStack, type Stack } from './support/stack.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Shell description" />' +
  '<title>Jotpod</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** What a crawler, a share-card scraper or `curl` gets for a page: its head, its status, robots and sitemaps. */
describe('pages as crawlers and share cards read them', () => {
  let stack: Stack;
  let world: BrowseWorld;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'jotpod-pages-'));
    await writeFile(path.join(dist, 'index.html'), SHELL);
    stack = await startStack({ webDist: dist, publicUrl: 'https://jotpod.example' });
    world = await buildBrowseWorld(stack.db);
  });

  afterAll(async () => {
    await stack?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(stack.bffUrl + pathname, { headers: { accept: 'text/html', ...headers } });
    return { response, html: await response.text() };
  };
  const meta = (html: string, key: string): string | null => {
    const match = new RegExp(`<meta data-page-head (?:name|property)="${key}" content="([^"]*)"`).exec(html);
    return match?.[1] ?? null;
  };
  const jsonLd = (html: string): { '@type': string; [key: string]: unknown }[] =>
    [...html.matchAll(/<script data-page-head type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));

  it("answers curl and link-preview crawlers (Accept */* or none) with the page, but a missing file with a plain 404", async () => {
    for (const accept of ['*/*', null]) {
      const response = await fetch(stack.bffUrl + '/jot/hostile-jot', accept === null ? {} : { headers: { accept } });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(meta(html, 'og:title')).toBe('A hostile jot · Jotpod');
    }
    const unknown = await fetch(stack.bffUrl + '/jot/no-such-jot', { headers: { accept: '*/*' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<html');
    const missingFile = await fetch(stack.bffUrl + '/images/missing.png', { headers: { accept: '*/*' } });
    expect(missingFile.status).toBe(404);
    expect(await missingFile.text()).not.toContain('<html');
  });

  it('gives a jot its title, text, canonical address, share-card tags and Article and BreadcrumbList data', async () => {
    const { response, html } = await page('/jot/hostile-jot');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
    expect(html).toContain('<title data-page-head>A hostile jot · Jotpod</title>');
    // The shell's own title and description make way for the page's.
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).not.toContain('Shell description');
    expect(meta(html, 'description')).toBe('Safe text click read pod');
    expect(meta(html, 'og:title')).toBe('A hostile jot · Jotpod');
    expect(meta(html, 'og:description')).toBe('Safe text click read pod');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe('https://jotpod.example/jot/hostile-jot');
    expect(html).toContain('<link data-page-head rel="canonical" href="https://jotpod.example/jot/hostile-jot" />');
    // Its first image (by order), absolute, for the card.
    expect(meta(html, 'og:image')).toBe('https://jotpod.example/storage/jots/a.png');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const [article, breadcrumbs] = jsonLd(html);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'A hostile jot', articleBody: 'Safe text click read pod', author: { name: 'Bob' } });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs?.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Jotpod', 'https://jotpod.example/'],
      ['Mathematics', 'https://jotpod.example/container/mathematics'],
      ['Algebra', 'https://jotpod.example/pod/algebra'],
      ['Basics', 'https://jotpod.example/section/basics'],
      ['Variables', 'https://jotpod.example/list-item/variables'],
      ['A hostile jot', 'https://jotpod.example/jot/hostile-jot'],
    ]);
  });

  it('never lets stored text break out of the head: markup arrives escaped, scripts stay inert data', async () => {
    const { html } = await page('/jot/hostile-jot');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('alert(');
    // Only the shell's module script and the JSON-LD blocks: no script the text put there.
    expect([...head.matchAll(/<script(?![^>]*application\/ld\+json)(?![^>]*type="module" src="\/assets\/app.js")/g)]).toHaveLength(0);
  });

  it('describes pods, containers, sections, list items and authors by their own names', async () => {
    const cases: [string, string][] = [
      ['/pod/algebra', 'Algebra · Jotpod'],
      ['/container/mathematics', 'Mathematics · Jotpod'],
      ['/section/linear', 'Linear · Jotpod'],
      ['/list-item/terms-of-use', 'Terms of use · Jotpod'],
      [`/author/${world.users.alice}`, 'Alice · Jotpod'],
      ['/pod/algebra/glossary', 'Glossary · Algebra · Jotpod'],
      ['/feeds?tag=TRENDING', 'Trending Pods · Jotpod'],
    ];
    for (const [pathname, title] of cases) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(meta(html, 'og:title'), pathname).toBe(title);
    }
    const { html: section } = await page('/section/linear');
    const crumbs = jsonLd(section).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Jotpod', 'Mathematics', 'Algebra', 'Basics', 'Equations', 'Linear']);
    expect(meta((await page('/list-item/terms-of-use')).html, 'description')).toBe('Terms.');
    expect(meta((await page(`/author/${world.users.alice}`)).html, 'description')).toBe('Teaches algebra.');
  });

  /** The card an og:image names, fetched from this bff (the tags name the public origin). */
  const card = (ogImage: string | null, headers: Record<string, string> = {}) => {
    const url = new URL(ogImage ?? 'about:blank');
    expect(url.origin).toBe('https://jotpod.example');
    return fetch(stack.bffUrl + url.pathname + url.search, { headers });
  };

  it('gives a jot without images a generated card: a 1200x630 PNG at its own versioned address, with size and alt text', async () => {
    const { html } = await page('/jot/balance-video');
    const image = meta(html, 'og:image');
    expect(image).toMatch(/^https:\/\/jotpod\.example\/cards\/jot\/balance-video\.png\?v=[\w-]{16}$/);
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'og:image:alt')).toBe('Balance video (by Carol · Algebra)');
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
    const article = jsonLd(html).find((d) => d['@type'] === 'Article');
    expect(article?.image).toEqual([image]);

    const response = await card(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // The address names this very picture: kept for a year.
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // Asked again with its ETag: nothing to send. Without the version: kept briefly.
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    expect((await card(image, { 'if-none-match': etag })).status).toBe(304);
    const unversioned = await fetch(`${stack.bffUrl}/cards/jot/balance-video.png`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300');
    expect(unversioned.headers.get('etag')).toBe(etag);
  });

  it('draws a hostile title as text, and a retitled jot gets a new card address', async () => {
    const before = meta((await page('/jot/balance-video')).html, 'og:image');
    const hostile = '</text><image href="file:///etc/passwd"/><script>alert(1)</script> & "Bob\'s" \u0007 title';
    const [original] = await stack.db.query<{ name: string }>('SELECT name FROM jots WHERE slug = $1', ['balance-video']);
    // The other specs of this file read the jot by its own title.
    onTestFinished(async () => {
      await stack.db.query('UPDATE jots SET name = $1 WHERE slug = $2', [original!.name, 'balance-video']);
    });
    await stack.db.query('UPDATE jots SET name = $1 WHERE slug = $2', [hostile, 'balance-video']);
    const { html } = await page('/jot/balance-video');
    const image = meta(html, 'og:image');
    expect(image).not.toBe(before);
    const response = await card(image);
    // Markup in the title would have broken the card's SVG (or drawn a picture from disk).
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The old address still answers (with today's picture), but only briefly.
    const stale = await card(before);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('gives pages without a picture of their own a generated card; unknown entities have none', async () => {
    const cases: [string, RegExp][] = [
      ['/section/linear', /\/cards\/section\/linear\.png\?v=/],
      ['/list-item/solving-linear-equations', /\/cards\/list-item\/solving-linear-equations\.png\?v=/],
      ['/pod/geometry', /\/cards\/pod\/geometry\.png\?v=/],
      ['/container/science', /\/cards\/container\/science\.png\?v=/],
      [`/author/${world.users.carol}`, new RegExp(`/cards/author/${world.users.carol}\\.png\\?v=`)],
      ['/', /\/cards\/site\.png\?v=/],
      ['/feeds?tag=TRENDING', /\/cards\/site\.png\?v=/],
    ];
    for (const [pathname, address] of cases) {
      const image = meta((await page(pathname)).html, 'og:image');
      expect(image, pathname).toMatch(address);
      const response = await card(image);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe('image/png');
    }
    // People's own screens share nothing.
    expect(meta((await page('/login')).html, 'og:image')).toBeNull();
    for (const pathname of ['/cards/jot/no-such-jot.png', '/cards/jot/hidden-jot.png', '/cards/author/alice.png', '/cards/poster/x.png', '/cards/jot/a/b.png']) {
      expect((await fetch(stack.bffUrl + pathname)).status, pathname).toBe(404);
    }
  });

  it('answers 404 with the app shell for unknown slugs, unknown routes and what is hidden', async () => {
    for (const pathname of ['/jot/no-such-jot', '/pod/no-such-pod', '/container/nope', '/section/nope', '/list-item/nope', '/author/999999', '/author/alice', '/no/such/route', '/pod/calculus', '/jot/hidden-jot']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(404);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).toContain('<title data-page-head>Page not found · Jotpod</title>');
      expect(meta(html, 'robots'), pathname).toBe('noindex');
    }
  });

  it('keeps people’s own screens out of search indexes', async () => {
    for (const pathname of ['/login', '/my-jots', '/search?key=algebra']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(meta(html, 'robots'), pathname).toBe('noindex');
      expect(html, pathname).not.toContain('rel="canonical"');
    }
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await fetch(`${stack.bffUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /my-jots');
    expect(body).toContain('Sitemap: https://jotpod.example/sitemap.xml');
  });

  it('lists containers, pods, list items and jots in paged sitemaps, without what is hidden', async () => {
    const index = await (await fetch(`${stack.bffUrl}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>https:\/\/jotpod\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(['/sitemaps/containers.xml', '/sitemaps/pods-1.xml', '/sitemaps/list-items-1.xml', '/sitemaps/jots-1.xml']);
    const locations = async (file: string) => {
      const response = await fetch(stack.bffUrl + file);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      return [...(await response.text()).matchAll(/<loc>https:\/\/jotpod\.example([^<]+)<\/loc>/g)].map((m) => m[1]);
    };
    expect(await locations('/sitemaps/containers.xml')).toEqual(expect.arrayContaining(['/', '/container/mathematics', '/container/science']));
    const pods = await locations('/sitemaps/pods-1.xml');
    expect(pods).toEqual(expect.arrayContaining(['/pod/algebra', '/pod/geometry', '/pod/physics']));
    expect(pods).not.toContain('/pod/calculus');
    expect(await locations('/sitemaps/list-items-1.xml')).toEqual(expect.arrayContaining(['/list-item/variables', '/list-item/terms-of-use']));
    const jots = await locations('/sitemaps/jots-1.xml');
    expect(jots).toEqual(expect.arrayContaining(['/jot/hostile-jot', '/jot/newton-jot', '/jot/solving-1']));
    expect(jots).not.toContain('/jot/hidden-jot');
    expect((await fetch(`${stack.bffUrl}/sitemaps/jots-2.xml`)).status).toBe(404);
    expect((await fetch(`${stack.bffUrl}/sitemaps/other-1.xml`)).status).toBe(404);
  });
});
