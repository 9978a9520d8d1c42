import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vite';
import { CHUNK_GRAPH_FILE } from './build/chunkGraphFile.ts';
import { chunkGraph } from './build/chunkGraph.ts';
import { precompress } from './build/precompress.ts';
import { reactRequestStorageInRender } from './build/reactRequestStorage.ts';
import { isRelayEntry, relayForBrowsers } from './build/relayForBrowsers.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The bff serves /graphql and proxies uploaded files; in dev Vite forwards both so the browser
// keeps talking to one origin (the session cookie and the CSRF header need same-origin).
const bffUrl = process.env.BFF_URL ?? 'http://localhost:4000';

/** The packages every page runs before it can hydrate. */
const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|react-router|relay-runtime|react-relay|@emotion|stylis|hoist-non-react-statics|fbjs|invariant|react-is|@babel[\\/]runtime)[\\/]/;

// react-router's package exports name only its development build (its dev-only warnings and
// checks, ~0.6 kB gzip), whatever the mode; its production build sits beside it. A build of the
// app uses that one, as it uses React's production build.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const UI_MODULES = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@pandacss|@floating-ui|react-icons)[\\/]/;

// Shared by six or more chunks, yet no landing page shows them before an interaction: a modal's
// machinery (focus trap, outside-click and Escape handling, hiding the page from screen readers,
// scroll lock), form fields, and the recipes passed where such components are used (the dialog's,
// the field's: theme/system.ts). In `ui` every first page would load them (~14 kB gzip); they
// stay with the dialogs and forms that use them.
const INTERACTION_ONLY_UI = /node_modules[\\/](@zag-js[\\/](dialog|focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll|auto-resize)[\\/]|(@ark-ui[\\/]react[\\/]dist|@chakra-ui[\\/]react[\\/]dist[\\/]esm)[\\/]components[\\/](dialog|field|fieldset)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/])/;

// Chakra's theme module builds its default config at the top level with `defineConfig({...})`, an
// identity function the bundler cannot see through: the call kept that config, and with it
// recipes jotpod's theme does not register (theme/system.ts), in every page's first load (~1.4 kB
// gzip). Chakra's define* helpers return their argument and Ark's createAnatomy only describes a
// component's parts: calls whose result is unused can go.
const CHAKRA_IDENTITY_HELPERS = ['createAnatomy', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineStyle'];

// Run from the repo root (`npm run build:web`): babel-plugin-relay resolves the artifact directory
// of relay.config.json against the process cwd, not against this file.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  // The server build (web/dist-server, the bff's first-page renderer) needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  // The server build carries its own production copy of everything it runs (React's server
  // renderer in its production mode whatever NODE_ENV the bff has): one file tree, no dev checks.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // React's server renderer keeps its request in an AsyncLocalStorage, which in Node 20 leaves
  // async hooks on for the whole bff from the first page it renders: the server build gives it a
  // storage that lasts for React's own synchronous work only (build/requestStorageInRender.ts).
  plugins: [relayForBrowsers(), react(), relay, ...(isSsrBuild ? [reactRequestStorageInRender()] : [chunkGraph(CHUNK_GRAPH_FILE, webRoot), precompress()])],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The polyfill makes browsers without <link rel="modulepreload"> fetch such links themselves;
    // every browser the app supports has it (Chrome 66, Firefox 115, Safari 17), and the pages
    // carry no such links (only boot.ts, whose imports Vite preloads through the same hint).
    modulePreload: { polyfill: false },
    // The first-screen budget itself is held by web/test/bundle/firstScreenBudget.test.ts.
    reportCompressedSize: true,
    // Every page needs the framework (React, the router, Relay, emotion) before it can hydrate:
    // one file instead of a dozen small ones, each a request and a round trip on a slow phone
    // connection. The server build is one file anyway.
    ...(isSsrBuild ? {} : { rolldownOptions: { treeshake: { manualPureFunctions: CHAKRA_IDENTITY_HELPERS }, output: { codeSplitting: { groups: [{ name: 'framework', test: (id) => FRAMEWORK_MODULES.test(id) || isRelayEntry(id) }, { name: 'ui', test: (id) => UI_MODULES.test(id) && !INTERACTION_ONLY_UI.test(id), minShareCount: 6 }] } } } }),
  },
  server: {
    proxy: {
      '/graphql': { target: bffUrl, changeOrigin: false },
      '/storage': { target: bffUrl, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: bffUrl, changeOrigin: false },
      '/storage': { target: bffUrl, changeOrigin: false },
    },
  },
}));
