import type { Page, Request } from 'playwright-core';
import { consoleErrors, pageErrors } from './browser.ts';

/**
 * The GraphQL operations a tab asks for from now on, by name. Live streams (the notifications
 * subscription, server-sent events) and the block list a signed-in device takes once a session are
 * not data a page carries, so they are not counted.
 */
export function recordGraphqlRequests(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql' || (request.headers().accept ?? '').includes('text/event-stream')) return;
    const operation = url.searchParams.get('operationName') ?? /"operationName":"([^"]+)"/.exec(request.postData() ?? '')?.[1] ?? 'unnamed';
    // Not a screen's data: a signed-in device takes its account's block list once a browser
    // session, when the page is idle (takeAccountBlockListOnce).
    if (operation === 'accountBlockListSyncQuery') return;
    operations.push(operation);
  });
  return operations;
}

/** React's hydration failures: in a production build they are reported as errors naming react.dev/errors. */
export function reactErrors(page: Page): string[] {
  return [...pageErrors(page), ...consoleErrors(page)].filter((text) => /react|hydrat/i.test(text));
}
