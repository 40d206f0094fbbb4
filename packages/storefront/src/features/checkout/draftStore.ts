/**
 * The checkout's draft kept in the tab's sessionStorage, so that everything
 * typed survives a trip to the payment page (another origin), a move to
 * another country's locale, and a reload. Cleared once the order exists.
 */
import { parseDraft, type CheckoutDraft } from './checkoutForm';

const DRAFT_KEY = 'passo.checkout.draft';
/** The order whose `purchase` analytics push is still due (set at payment, cleared by the thank-you page). */
const PURCHASE_KEY = 'passo.checkout.purchase';
/** Payments whose return parameters were already forwarded (once per payment). */
const FORWARDED_KEY = 'passo.checkout.forwarded';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(fallbackCountry: string): CheckoutDraft | null {
  return parseDraft(storage()?.getItem(DRAFT_KEY) ?? null, fallbackCountry);
}

export function saveDraft(draft: CheckoutDraft): void {
  // Acceptance of the terms is asked again each time: it is not kept.
  storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, terms: false }));
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

export function markPurchaseDue(orderId: string): void {
  storage()?.setItem(PURCHASE_KEY, orderId);
}

/** True once for the order marked due: the caller pushes `purchase` then. */
export function takePurchaseDue(orderId: string): boolean {
  const store = storage();
  if (store?.getItem(PURCHASE_KEY) !== orderId) return false;
  store.removeItem(PURCHASE_KEY);
  return true;
}

/** True the first time for a payment id: its return parameters are forwarded once. */
export function firstForward(paymentId: string): boolean {
  const store = storage();
  if (!store) return true;
  const done = (store.getItem(FORWARDED_KEY) ?? '').split(',').filter(Boolean);
  if (done.includes(paymentId)) return false;
  store.setItem(FORWARDED_KEY, [...done.slice(-9), paymentId].join(','));
  return true;
}
