import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STORAGE_IN_RENDER = fileURLToPath(new URL('./requestStorageInRender.ts', import.meta.url));
const ASYNC_HOOKS = /^(node:)?async_hooks$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

/**
 * For the server build: React DOM's server renderer gets ./requestStorageInRender.ts where it asks
 * for `async_hooks` (why: that file). Only React DOM: any other module that asks for it gets
 * Node's own.
 */
export function reactRequestStorageInRender(): Plugin {
  return {
    name: 'jotpod:react-request-storage-in-render',
    enforce: 'pre',
    resolveId(source, importer) {
      return ASYNC_HOOKS.test(source) && importer !== undefined && REACT_DOM.test(importer) ? STORAGE_IN_RENDER : null;
    },
  };
}
