/**
 * The newsletter's business constants, written once, with their units in their names.
 */

/** The popup shows this long after a page is entered… */
export const NEWSLETTER_POPUP_DELAY_MS = 12_000;
/** …once at least this many route changes have happened in the visit. */
export const NEWSLETTER_POPUP_MIN_ROUTE_CHANGES = 3;
/** Set when the popup has shown: while it is there the popup stays away. */
export const NEWSLETTER_POPUP_COOKIE = 'modal-newsletter';
/** How long the popup cookie lasts: 21 days. */
export const NEWSLETTER_POPUP_COOKIE_MAX_AGE_S = 1_814_400;
/** How long a form shows its success message before it resets and the message hides. */
export const NEWSLETTER_SUCCESS_MS = 5_000;
/**
 * The popup's exit: the side panel it asks for opens once the popup has left (the design system's overlays
 * animate out in 150 ms; a little more so the two never overlap).
 */
export const NEWSLETTER_PANEL_AFTER_POPUP_MS = 300;
