import { CONSENT_COOKIE, CONSENT_VERSION } from './consent';

/**
 * The cookie choice is in every page's HTML (the same for every visitor, so the page stays cacheable) and
 * shows from the first paint only where it is wanted. The page's first script marks the document when the
 * browser holds no choice of this version (a choice's cookie ends when it stops holding); a stylesheet rule
 * hides the choice otherwise until the page's code has read the choice itself. So a visitor who has chosen
 * never sees it flash, and without JavaScript (nothing is tracked then, and its buttons could not work) it
 * never shows.
 */
export const ASK_ATTRIBUTE = 'data-cookie-choice';
export const ASK_VALUE = 'ask';

/** Inline, as the page's first script runs it (shell/document/firstScript). */
export const COOKIE_CHOICE_CHECK_SCRIPT =
  `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\./.test(document.cookie))` +
  `document.documentElement.setAttribute('${ASK_ATTRIBUTE}','${ASK_VALUE}');`;
