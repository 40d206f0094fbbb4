import { EARLY_PRESS_SCRIPT } from '../../core/lazy/earlyPress';
import { COOKIE_CHOICE_CHECK_SCRIPT } from '../../features/consent/firstPaint';

/**
 * The page's one executable inline script, first in its head: it holds presses that come before the page's
 * code (core/lazy/earlyPress) and tells whether the cookie choice shows from the first paint
 * (features/consent/firstPaint). One script, allowed by its hash (FIRST_SCRIPT_HASH in lib/security/headers;
 * firstScript.test.ts checks the two agree), so pages need no per-request nonce and stay cacheable.
 */
export const FIRST_SCRIPT = `${EARLY_PRESS_SCRIPT}${COOKIE_CHOICE_CHECK_SCRIPT}`;
