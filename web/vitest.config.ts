import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineProject } from 'vitest/config';

// Component tests run in happy-dom with the same transforms as the app (graphql tags are compiled
// to imports of the relay-compiler artifacts, so run `npx relay-compiler` first).
export default defineProject({
  plugins: [react(), relay],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A frame (a video jot's player, an embed in pasted HTML) gets its window and its load event
    // but never fetches its page: the specs run without the network. Turned off outright, happy-dom
    // prints an error with its stack for every frame instead.
    environmentOptions: {
      happyDOM: { settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } } },
    },
    // Files in a worker share modules instead of importing React, Relay and Chakra afresh each
    // (the imports were two thirds of the project's time). What is module-level state in the app
    // (the toast store) is reset after every test in the setup file.
    isolate: false,
  },
});
