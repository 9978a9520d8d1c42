// Content-Security-Policy violations of a tab, as the page itself sees them: every
// `securitypolicyviolation` event of every document the tab loads (across navigations), and the
// "Refused to ..." console errors Chromium logs for them. A journey that ends with none ran
// entirely within the policy.
import type { Page } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blockedUri: string;
  sourceFile: string;
}

/** Starts recording before the first navigation; the returned list fills as violations happen. */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  // Injected by the browser itself, so the policy (no inline script) does not stop it.
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ directive: event.effectiveDirective, blockedUri: event.blockedURI, sourceFile: event.sourceFile });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blockedUri: message.text(), sourceFile: message.location().url });
    }
  });
  return violations;
}
