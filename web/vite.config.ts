import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The bff serves /graphql and proxies uploaded files; in dev Vite forwards both so the browser
// keeps talking to one origin (the session cookie and the CSRF header need same-origin).
const bffUrl = process.env.BFF_URL ?? 'http://localhost:4000';

// Run from the repo root (`npm run build:web`): babel-plugin-relay resolves the artifact directory
// of relay.config.json against the process cwd, not against this file.
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  // The server build (web/dist-server, the bff's first-page renderer) needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  // The server build carries its own production copy of everything it runs (React's server
  // renderer in its production mode whatever NODE_ENV the bff has): one file tree, no dev checks.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: [react(), relay],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The report below is what we watch for the first-screen budget (~229 kB gzip floor).
    reportCompressedSize: true,
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
