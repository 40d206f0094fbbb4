import { Notice } from '../checkoutLayout';
import type { PaymentProblem } from '../usePlaceOrder';
import type { Checkout } from '../useCheckout';

function problemText(problem: PaymentProblem, t: Checkout['t']): string {
  if (problem.kind === 'cancelled') return t('checkout_payment_cancelled');
  return problem.reason ? t('checkout_declined_reason', { reason: problem.reason }) : t('checkout_payment_declined');
}

/** Lines the stock no longer covered at payment, each with what is left of it. */
export function StockNotice({ notices, title }: { notices: string[]; title: string }) {
  if (notices.length === 0) return null;
  return (
    <Notice role="alert" data-testid="stock-notice">
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** What happened to the last payment try, the stock and the country, above the form. */
export function CheckoutNotices({ checkout }: { checkout: Checkout }) {
  const { t, problem, stockNotice, countryNotice } = checkout;
  return (
    <>
      {problem && (
        <Notice role="alert" data-testid="payment-problem">
          <p>{problemText(problem, t)}</p>
        </Notice>
      )}
      <StockNotice notices={stockNotice} title={t('checkout_unavailable')} />
      {countryNotice && (
        <Notice role="status">
          <p>{countryNotice}</p>
        </Notice>
      )}
    </>
  );
}
