import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';
import { preferredEncoding } from './content-encoding.ts';
import { GRAPHIQL_CSP } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where GraphiQL's own files are served: its script, stylesheet, Monaco's workers, the starter. */
export const GRAPHIQL_ASSETS_PREFIX = '/graphiql/';

/**
 * What GraphiQL opens with when the browser has no tabs of its own yet: the main screens' data,
 * each a small operation within the bff's limits (a developer's operations are held to them too).
 */
export const GRAPHIQL_DEFAULT_TABS: readonly { query: string; variables?: string }[] = [
  {
    query: `# The feed: trending pods (FeedTag: TRENDING, NEW, PERSONAL).
query Feed {
  feed(tag: TRENDING, first: 6) {
    totalCount
    edges { node { __typename ... on Pod { name slug } ... on Jot { title slug } } }
  }
}`,
  },
  {
    query: `# A pod with its sections and first jots.
query Pod($slug: String!) {
  pod(slug: $slug) {
    name
    description
    sections { name slug }
    jots(first: 3) { totalCount edges { node { title slug } } }
  }
}`,
    variables: JSON.stringify({ slug: 'product' }, null, 2),
  },
  {
    query: `# One jot, as its page shows it.
query Jot($slug: String!) {
  jot(slug: $slug) {
    title
    contentType
    contentHtml
    author { name }
  }
}`,
    variables: JSON.stringify({ slug: '1' }, null, 2),
  },
  {
    query: `# Search across pods, jots and the glossary.
query Search($text: String!) {
  search(query: $text, first: 5) {
    totalCount
    edges { node { __typename highlights { title snippet } } }
  }
}`,
    variables: JSON.stringify({ text: 'algebra' }, null, 2),
  },
];

type AssetName = 'graphiql.js' | 'graphiql.css' | 'start.js' | 'favicon.ico' | 'editor.worker.js' | 'json.worker.js' | 'graphql.worker.js';

interface Asset {
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Starts GraphiQL from our own files: Monaco's workers are fetched from /graphiql/ (worker-src
 * 'self'), and the options come from a JSON data block, never from inline script.
 */
const START_JS = `(function () {
  var workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (moduleId, label) { return '${GRAPHIQL_ASSETS_PREFIX}' + (workers[label] || workers.editorWorkerService); },
  };
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`;

/**
 * GraphiQL served by the bff itself (@graphql-yoga/render-graphiql bundles GraphiQL, Monaco and
 * their workers as strings): nothing comes from a CDN, so it works offline and under a CSP without
 * inline script. The bundle (about 9 MB) is loaded and compressed on first use only.
 */
export function createGraphiql() {
  let assets: Promise<Map<AssetName, Asset>> | null = null;

  const load = (): Promise<Map<AssetName, Asset>> => {
    assets ??= (async () => {
      const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
      const favicon = Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(',') + 1), 'base64');
      const sources: [AssetName, string, Buffer | string][] = [
        ['graphiql.js', 'text/javascript; charset=utf-8', bundle.js],
        ['graphiql.css', 'text/css; charset=utf-8', bundle.css],
        ['start.js', 'text/javascript; charset=utf-8', START_JS],
        ['favicon.ico', 'image/x-icon', favicon],
        ['editor.worker.js', 'text/javascript; charset=utf-8', bundle.editorWorkerService],
        ['json.worker.js', 'text/javascript; charset=utf-8', bundle.jsonWorker],
        ['graphql.worker.js', 'text/javascript; charset=utf-8', bundle.graphqlWorker],
      ];
      const entries = await Promise.all(
        sources.map(async ([name, contentType, content]): Promise<[AssetName, Asset]> => {
          const identity = Buffer.isBuffer(content) ? content : Buffer.from(content);
          // Quality 5: a fraction of the time of the highest levels for these megabytes, most of the gain.
          const [br, gz] = await Promise.all([brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), gzipAsync(identity, { level: 6 })]);
          return [name, { contentType, identity, br, gzip: gz }];
        }),
      );
      return new Map(entries);
    })();
    return assets;
  };

  /** Answers /graphiql/<file>; false for any other path. */
  const serveAsset = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (!pathname.startsWith(GRAPHIQL_ASSETS_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const asset = (await load()).get(pathname.slice(GRAPHIQL_ASSETS_PREFIX.length) as AssetName);
    if (!asset) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = encoding ? asset[encoding] : asset.identity;
    res.writeHead(200, {
      'content-type': asset.contentType,
      // Not content-hashed: revalidated, so an upgrade of the package shows at once.
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  /** Yoga's `renderGraphiQL`: a page that loads only the files above. */
  const render = (options: GraphiQLOptions): string => {
    // JSON in a data block: `<` escaped so no string in it can close the element.
    const json = JSON.stringify(options).replace(/</g, '\\u003c');
    return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${GRAPHIQL_ASSETS_PREFIX}favicon.ico" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS_PREFIX}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${GRAPHIQL_ASSETS_PREFIX}graphiql.js"></script>
    <script src="${GRAPHIQL_ASSETS_PREFIX}start.js"></script>
  </body>
</html>
`;
  };

  /** GraphiQL's page gets its own policy (Yoga answers it from /graphql, as text/html). */
  const plugin: Plugin = {
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', GRAPHIQL_CSP);
    },
  };

  const options: GraphiQLOptions = {
    title: 'Jotpod GraphiQL',
    defaultTabs: GRAPHIQL_DEFAULT_TABS.map((tab) => ({ query: tab.query, variables: tab.variables ?? null })),
    // The web client's CSRF header: GraphiQL's requests pass the bff's CSRF prevention.
    additionalHeaders: { 'x-graphql-csrf': '1' },
    credentials: 'same-origin',
  };

  return { serveAsset, render, plugin, options };
}

export type Graphiql = ReturnType<typeof createGraphiql>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
