/** The shared documents' texts in it, es, de and en (menus, ticker, FAQ, procedures, returns, pages, moods, lines). */
import { FAQ_PAYMENT_METHODS } from './texts/faqPaymentMethods';
import { FAQ_CARE, FAQ_SHOPPING, type FaqChapter } from './texts/faqShopping';

export type { T } from './translation';
export { CATEGORY_PAGE_TEXT } from './texts/categoryPages';
export { PROCEDURES, RETURNS } from './texts/customerCare';
export { LINE_TEXTS } from './texts/lines';
export { MENU, SOCIAL, type MenuSection } from './texts/menu';
export { MOODS } from './texts/moods';
export { SEARCH_LINKS } from './texts/searchLinks';
export { FIT_NOTES, FOOT_LENGTH_CM, SIZE_GUIDE } from './texts/sizeGuide';
export { TICKER } from './texts/ticker';

/** The FAQ, chapter by chapter, in the order the page shows them. */
export const FAQ: FaqChapter[] = [...FAQ_SHOPPING, ...FAQ_PAYMENT_METHODS, FAQ_CARE];
