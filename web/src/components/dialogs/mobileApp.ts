/**
 * The mobile-app prompt: on small screens, once per browser session, a
 * dialog asks visitors to download the app.
 */

/** The store page the Download App button opens. A placeholder until the app is published. */
export const APP_DOWNLOAD_URL = 'https://jotpod.com/app';

export const MOBILE_APP_MESSAGE = 'If you are going to use on mobile, please download the app';

/** Below Chakra's `md` breakpoint (768 px): the layouts' own mobile cut-off. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/** sessionStorage: set when the prompt is dismissed, so it does not come back this session. */
export const DISMISSED_KEY = 'jotpod.mobileAppPrompt.dismissed';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the prompt then shows once per page load at most.
    return null;
  }
}

export function wasDismissed(): boolean {
  try {
    return sessionStorageOrNull()?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    sessionStorageOrNull()?.setItem(DISMISSED_KEY, '1');
  } catch {
    // Quota or privacy mode: nothing to remember with.
  }
}

/** True on a small screen when the prompt was not dismissed in this session. */
export function shouldPromptForApp(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(SMALL_SCREEN_QUERY).matches && !wasDismissed();
}
