/** The commerce routes that read the catalogue: products, search, categories, pricelists, payment methods, countries. */
import { PRICELISTS } from '../constants';
import { route, type Route } from '../http';
import { currencyFormat } from '../money';
import { countriesView, paymentMethodsView } from './checkoutOptions';
import type { CallLocale, CommerceDeps, Handler } from './commerceCall';

export function catalogueRoutes({ shop, suggestions }: CommerceDeps, { readCtx }: CallLocale): Route<Handler>[] {
  return [
    route('GET', 'checkout/products', (c) => ({ body: shop.products(c.query, readCtx(c)) })),
    route('GET', 'checkout/search', (c) => ({ body: shop.search(c.query, readCtx(c)) })),
    route('GET', 'checkout/suggestions', (c) => ({ body: suggestions.suggest(c.query, readCtx(c)) })),
    route('GET', 'checkout/uri', (c) => ({ body: shop.uri(c.query, readCtx(c)) })),
    route('GET', 'shop/multiple_products', (c) => ({ body: shop.multiple(c.query, readCtx(c)) })),
    route('GET', 'shop/categories', (c) => {
      const ctx = readCtx(c);
      return { body: shop.categories(ctx.lang, ctx.market) };
    }),
    route('GET', 'shop/pricelists', () => ({
      body: { pricelists: PRICELISTS.map((p) => ({ ...p, currencyFormat: currencyFormat(p.currency) })) },
    })),
    route('GET', 'shop/payment-methods', () => ({ body: { paymentMethods: paymentMethodsView(null) } })),
    route('GET', 'shop/countries', () => ({ body: { countries: countriesView() } })),
  ];
}
