/** The commerce routes that read and write the selection (the cart): items, vouchers, the checkout's fields. */
import { isShippingCountry, MAX_LINE_QUANTITY } from '../constants';
import { HttpError, route, type Route } from '../http';
import { PAYMENT_METHODS, SHIPPING_METHODS } from './checkoutOptions';
import type { CallLocale, CommerceDeps, Handler } from './commerceCall';
import { checkoutView } from './selectionView';
import { intParam, objectField, optionalString } from './validate';

export function selectionRoutes(
  { selections, catalogue }: CommerceDeps,
  { readCtx, writeLocale, checkout }: CallLocale,
): Route<Handler>[] {
  return [
    route('GET', 'checkout/selection', (c) => ({ body: checkoutView(selections, catalogue, c.session, readCtx(c)) })),
    route('PUT', 'checkout/selection', (c) => {
      const locale = writeLocale(c);
      selections.ensure(c.session, locale);
      return checkout(c, locale);
    }),
    route('POST', 'checkout/items/:item/quantity/:n', (c) => {
      const locale = writeLocale(c);
      const n = intParam(c.params.n, 'quantity', 1, MAX_LINE_QUANTITY);
      const item = c.params.item ?? '';
      if (!/^[A-Za-z0-9]+-[A-Za-z0-9-]+$/.test(item)) throw new HttpError(400, { item: 'must be <product>-<size>' });
      selections.addItem(c.session, locale, item, n);
      return checkout(c, locale);
    }),
    route('PUT', 'checkout/lines/:line/quantity/:n', (c) => {
      const locale = writeLocale(c);
      const n = intParam(c.params.n, 'quantity', 0, MAX_LINE_QUANTITY);
      selections.setLine(c.session, locale, c.params.line ?? '', n);
      return checkout(c, locale);
    }),
    route('POST', 'checkout/vouchers', (c) => {
      const locale = writeLocale(c);
      const code = optionalString(c.body, 'code', 40);
      if (!code) throw new HttpError(400, { code: 'required' });
      if (c.body.remove === true) selections.removeVoucher(c.session, locale, code);
      else selections.addVoucher(c.session, locale, code);
      return checkout(c, locale);
    }),
    route('DELETE', 'checkout/vouchers', (c) => {
      const locale = writeLocale(c);
      const code = optionalString(c.body, 'code', 40) ?? c.query.get('code') ?? '';
      if (!code) throw new HttpError(400, { code: 'required' });
      selections.removeVoucher(c.session, locale, code);
      return checkout(c, locale);
    }),
    route('PUT', 'checkout/payment-fields', (c) => {
      const locale = writeLocale(c);
      const shipping = objectField(c.body, 'shipping');
      const billing = objectField(c.body, 'billing');
      const readCountry = (o: Record<string, unknown> | undefined, field: string) => {
        const value = o ? optionalString(o, 'country', 2, `${field}.country`) : undefined;
        if (value === undefined) return undefined;
        const upper = value.toUpperCase();
        if (!/^[A-Z]{2}$/.test(upper))
          throw new HttpError(400, { [`${field}.country`]: 'must be a two-letter country code' });
        if (!isShippingCountry(upper)) throw new HttpError(400, { [`${field}.country`]: `we do not ship to ${upper}` });
        return upper;
      };
      const country = readCountry(shipping, 'shipping') ?? readCountry(billing, 'billing');
      const shippingMethod = optionalString(c.body, 'shippingMethod', 40);
      if (shippingMethod && !(SHIPPING_METHODS as readonly string[]).includes(shippingMethod)) {
        throw new HttpError(400, { shippingMethod: 'unknown shipping method' });
      }
      const paymentMethod = optionalString(c.body, 'paymentMethod', 40);
      if (paymentMethod && !PAYMENT_METHODS.some((m) => m.paymentMethod === paymentMethod)) {
        throw new HttpError(400, { paymentMethod: 'unknown payment method' });
      }
      selections.setPaymentFields(c.session, locale, { country, shippingMethod, paymentMethod });
      return checkout(c, locale);
    }),
  ];
}
