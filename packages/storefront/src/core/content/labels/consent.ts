/**
 * The consent group's label fallbacks (see ../fallbacks.ts): what the cookie choice shows once a visitor
 * customises it, never in a page's first load. The cookie choice loads this module with the group's labels,
 * together with its code (clientLabels.ts); the banner's first screen is in the shell's group.
 */
/** The cookie choice's categories and saving them. */
export const CONSENT_LABELS = {
  cookie_save: 'Save my choices',
  cookie_categories: 'Cookie categories',
  cookie_necessary: 'Necessary (always on)',
  cookie_necessary_text: 'Cart, language and market, sign-in and your cookie choice: the shop cannot work without them.',
  cookie_statistics: 'Statistics',
  cookie_statistics_text: 'Counting visits and pages seen, to improve the shop.',
  cookie_marketing: 'Marketing',
  cookie_marketing_text: 'Measuring and personalising advertising on other sites.',
} as const;
