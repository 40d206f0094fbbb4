import useSWR from 'swr';
import { Link } from '@passo/design-system';
import { getJson, keys, type PayLaterResponse } from '../../lib/api';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { CartNote } from './CartNote';

/** The pay-later message shows only for this currency and language. */
export const PAY_LATER_CURRENCY = 'EUR';
export const PAY_LATER_LANGUAGE = 'it';

export interface PayLaterText {
  text: string;
  /** The provider's page about it, when it gives one over https. */
  learnMore: { label: string; url: string } | null;
}

/** The provider's main text and "learn more" action from its content nodes; null when it has no text. */
export function readPayLater(response: PayLaterResponse): PayLaterText | null {
  const nodes = response.content?.nodes ?? [];
  const main = nodes.find((node) => node.name === 'TEXT_MAIN');
  const text = typeof main?.value === 'string' ? main.value.trim() : '';
  if (!text) return null;
  const action = nodes.find((node) => node.name === 'ACTION_LEARN_MORE');
  const url = typeof action?.url === 'string' ? action.url : '';
  const label = typeof action?.label === 'string' ? action.label : '';
  const safe = label && URL.canParse(url) && new URL(url).protocol === 'https:';
  return { text, learnMore: safe ? { label, url } : null };
}

const fetchPayLater = (key: string) => getJson<PayLaterResponse>(key);

/**
 * The pay-later provider's message for the cart's total (in euro, to an Italian-speaking shopper), as its
 * on-site messaging answers it through the general service, rendered in the shop's own type. Until it
 * answers, nothing; if it cannot answer, the shop's own line says that paying in instalments exists.
 */
export function PayLaterMessage({ amount, currency }: { amount: number; currency: string }) {
  const t = useLabels();
  const language = useAppState((s) => s.currentLangCode);
  const country = useAppState((s) => s.country);
  const shown = currency === PAY_LATER_CURRENCY && language === PAY_LATER_LANGUAGE && amount > 0;
  const key = shown ? keys.payLaterMessage(Math.round(amount * 100), `${language}-${country.toUpperCase()}`) : null;
  const { data, error } = useSWR(key, fetchPayLater, {
    revalidateOnFocus: false,
    // The message is about the total: it is asked again when the total changes (a new key), not in the background.
    revalidateIfStale: false,
    onError: (failure: unknown) => console.error('[cart] the pay-later message could not be loaded:', failure),
  });
  if (!shown) return null;
  const message = data ? readPayLater(data) : null;
  if (!message) return error || data ? <CartNote data-pay-later>{t('pay_later')}</CartNote> : null;
  return (
    <CartNote data-pay-later>
      {message.text}
      {message.learnMore && (
        <>
          {' '}
          <Link variant="inline" href={message.learnMore.url} rel="noopener">
            {message.learnMore.label}
          </Link>
        </>
      )}
    </CartNote>
  );
}
