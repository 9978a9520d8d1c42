import { fileURLToPath } from 'node:url';
import { startBff } from './server.ts';

/** Entry point: configuration from the environment, clean shutdown on SIGINT/SIGTERM. */
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 4000);
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const bff = await startBff({
  port,
  host: process.env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
  upstreamUrl: process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4001',
  webDist,
  production,
});
console.log(`bff listening on ${bff.url} (GraphQL at ${bff.url}/graphql)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`bff: ${signal}, shutting down`);
  bff.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
