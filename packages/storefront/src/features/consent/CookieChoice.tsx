import { CookieBanner, Link } from '@passo/design-system';
import { useState } from 'react';
import { routes } from '../../lib/routes';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { readConsent, storeConsent, type ConsentCategory } from './consent';

/** Where focus goes when the choice closes: back where it was before the banner took it, else the page. */
function restoreFocus(previous: Element | null) {
  const target =
    previous instanceof HTMLElement && previous !== document.body && previous.isConnected
      ? previous
      : document.getElementById('main');
  target?.focus({ preventScroll: true });
}

/**
 * The cookie choice, in the shop's words: accept all, reject all, or customise by category. Closing it
 * without a choice refuses on a first visit and keeps the earlier choice when reopened from the footer.
 * The choice goes into its cookie (the data layer hears it), and the banner leaves.
 */
export function CookieChoice() {
  const t = useLabels();
  const store = useAppStore();
  const locale = useAppState((s) => s.locale);
  const [earlier] = useState(() => readConsent());
  // Read before the banner takes focus (its dialog focuses itself once mounted).
  const [focusBefore] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  const choose = (choice: Record<ConsentCategory, boolean> | null) => {
    if (choice) storeConsent(choice);
    setLayout(store, { cookieChoiceOpen: false });
    restoreFocus(focusBefore);
  };
  const REFUSED = { statistics: false, marketing: false };

  return (
    <CookieBanner
      title={t('cookie_title')}
      categories={[
        { id: 'necessary', label: t('cookie_necessary'), description: t('cookie_necessary_text'), isRequired: true },
        { id: 'statistics', label: t('cookie_statistics'), description: t('cookie_statistics_text') },
        { id: 'marketing', label: t('cookie_marketing'), description: t('cookie_marketing_text') },
      ]}
      defaultSelected={earlier ? (['statistics', 'marketing'] as const).filter((c) => earlier[c]) : []}
      defaultCustomising={Boolean(earlier)}
      labels={{
        acceptAll: t('cookie_accept_all'),
        rejectAll: t('cookie_reject_all'),
        customise: t('cookie_customise'),
        save: t('cookie_save'),
        close: t('cookie_close'),
        categories: t('cookie_categories'),
      }}
      onAcceptAll={() => choose({ statistics: true, marketing: true })}
      onRejectAll={() => choose(REFUSED)}
      onSave={(selected) =>
        choose({ statistics: selected.includes('statistics'), marketing: selected.includes('marketing') })
      }
      onDismiss={() => choose(earlier ? null : REFUSED)}
    >
      <p>
        {t('cookie_text')} <Link href={routes.legal(locale, 'cookie-policy')}>{t('cookie_policy_link')}</Link>
      </p>
    </CookieBanner>
  );
}
