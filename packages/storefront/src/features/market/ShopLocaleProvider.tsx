import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntlLocale } from '../../core/store/useIntlLocale';

/**
 * Gives React Aria the shop's locale (`it-IT` on /it-it, `en-SE` on /en-se), on the server and in the browser.
 *
 * Without it every React Aria component falls back to its default locale: `en-US` on the server and while
 * hydrating, then the browser's language, so an Italian page's built-in strings (a dialog's "Dismiss", a
 * select's hidden labels) and its formats and reading direction followed the visitor's browser instead of
 * the page, and every component that reads the locale rendered a second time right after hydration when
 * the locale switched (that pass was part of the page's first long task).
 */
export function ShopLocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useIntlLocale()}>{children}</I18nProvider>;
}
