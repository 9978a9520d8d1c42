/**
 * The page's only entry script. A server-rendered page is complete without the app's code, so the
 * browser paints it first and the app (React, Chakra, Relay, the router: most of the JavaScript)
 * is fetched and run after that paint: the content never waits for the code, and the code does
 * not compete with the page's first images for the connection. The shell of a page the server did
 * not render waits one frame at most.
 */
import { holdClicksUntilHydration } from './hydration/clicksBeforeHydration.ts';

function afterNextPaint(): Promise<void> {
  // A hidden tab renders no frames: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A timeout queued from an animation frame runs once that frame has been painted.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A press on the server's page before the app has taken it over is kept for the app.
holdClicksUntilHydration(document.getElementById('root'));

void afterNextPaint()
  .then(() => import('./main.tsx'))
  .then(({ startApp }) => startApp());
