/** What a checkout offers: its shipping and payment methods and the countries it ships to. */
import { marketCodeForCountry, pricelistForCountry, SHIPPING_COUNTRIES, type Language } from '../constants';

export const SHIPPING_METHODS = ['standard', 'express'] as const;
/**
 * The sandbox's payment methods, one per answer of Centra's `POST payment`:
 * `success` at once, `errors` (declined, with a reason), `redirect` to a
 * payment page (3-D Secure) and `form` (HTML the shop injects: an invoice).
 */
export const PAYMENT_METHODS = [
  { paymentMethod: 'sandbox-card', name: 'Card (sandbox: always accepted)', kind: 'card' },
  { paymentMethod: 'sandbox-declined', name: 'Card (sandbox: always declined)', kind: 'card' },
  { paymentMethod: 'sandbox-3ds', name: 'Card with 3-D Secure (sandbox: you approve or cancel)', kind: 'redirect' },
  { paymentMethod: 'sandbox-invoice', name: 'Pay by invoice (sandbox)', kind: 'form' },
] as const;
/** Why the sandbox's declined card is declined (a real gateway gives a reason like this). */
export const DECLINE_REASON = 'insufficient funds';

export const SHIPPING_NAMES: Record<string, Record<Language, string>> = {
  standard: { it: 'Spedizione standard', es: 'Envío estándar', de: 'Standardversand', en: 'Standard shipping' },
  express: { it: 'Spedizione express', es: 'Envío exprés', de: 'Expressversand', en: 'Express shipping' },
};

export function paymentMethodsView(selected: string | null) {
  return PAYMENT_METHODS.map((m) => ({ ...m, selected: m.paymentMethod === selected }));
}

export function countriesView() {
  return SHIPPING_COUNTRIES.map((c) => {
    const pricelist = pricelistForCountry(c.country);
    return {
      country: c.country,
      name: c.name,
      eu: c.eu,
      pricelist: pricelist.pricelist,
      market: marketCodeForCountry(c.country),
    };
  });
}
