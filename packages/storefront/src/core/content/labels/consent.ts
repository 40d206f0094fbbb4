/**
 * The consent group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The cookie
 * choice loads this module with the group's labels, together with its code (clientLabels.ts).
 */
/** The cookie choice (a banner on a first visit, reopened from the footer on any page). */
export const CONSENT_LABELS = {
  cookie_title: 'Cookies on Passo',
  cookie_text:
    'We use necessary cookies to run the shop (cart, language and market). With your consent we also use statistics cookies, to count visits and see how the shop is used, and marketing cookies, to measure and personalise advertising. You can change your choice at any time from “Cookie preferences” at the bottom of every page.',
  cookie_policy_link: 'Read the cookie policy',
  cookie_accept_all: 'Accept all',
  cookie_reject_all: 'Reject all',
  cookie_customise: 'Customise',
  cookie_save: 'Save my choices',
  cookie_close: 'Close without accepting',
  cookie_categories: 'Cookie categories',
  cookie_necessary: 'Necessary (always on)',
  cookie_necessary_text: 'Cart, language and market, sign-in and your cookie choice: the shop cannot work without them.',
  cookie_statistics: 'Statistics',
  cookie_statistics_text: 'Counting visits and pages seen, to improve the shop.',
  cookie_marketing: 'Marketing',
  cookie_marketing_text: 'Measuring and personalising advertising on other sites.',
} as const;
