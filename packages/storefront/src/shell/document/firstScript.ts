import { EARLY_PRESS_SCRIPT } from '../../core/lazy/earlyPress';
import { TYPED_BEFORE_CODE_SCRIPT } from '../../core/lazy/typedBeforeHydration';
import { COOKIE_CHOICE_CHECK_SCRIPT } from '../../features/consent/firstPaint';

/**
 * The page's one executable inline script, first in its head: it holds presses that come before the page's
 * code (core/lazy/earlyPress), records text typed and files chosen before it (core/lazy/typedBeforeHydration)
 * and tells whether the cookie choice shows from the first paint (features/consent/firstPaint). One script,
 * allowed by its hash (FIRST_SCRIPT_HASH in lib/security/headers; firstScript.test.ts checks the two agree),
 * so pages need no per-request nonce and stay cacheable.
 */
export const FIRST_SCRIPT = `${EARLY_PRESS_SCRIPT}${TYPED_BEFORE_CODE_SCRIPT}${COOKIE_CHOICE_CHECK_SCRIPT}`;
