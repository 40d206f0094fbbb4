import type { Catalogue } from '../catalogue';
import type { RequestContext } from '../catalogueRecords';
import { countryName, isShippingCountry, SHIPPING_COUNTRIES } from '../constants';
import { asNumber, currencyFormat, formatMoney } from '../money';
import { productView } from '../productView';
import { countriesView, paymentMethodsView, SHIPPING_METHODS, SHIPPING_NAMES } from './checkoutOptions';
import type { Selections } from './selection';
import { selectionTotals } from './selectionTotals';
import type { Session } from './session';

/** The Selection shape of API.md, priced in the given locale. */
function selectionView(selections: Selections, catalogue: Catalogue, session: Session, ctx: RequestContext) {
  const row = selections.row(session);
  const lines = row ? selections.lines(row.id) : [];
  const vouchers = row ? selections.vouchers(row.id) : [];
  const currency = ctx.pricelist.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const productIds = [...new Set(lines.map((l) => catalogue.items.get(l.item)?.product ?? ''))];
  const stock = catalogue.stockFor(productIds);
  const items = lines.flatMap((l) => {
    const record = catalogue.items.get(l.item);
    const product = record ? catalogue.products.get(record.product) : undefined;
    if (!record || !product) return [];
    const { price, before } = catalogue.priceOf(product, ctx.pricelist.pricelist);
    const available = (stock.get(l.item) ?? [])
      .filter((s) => s.market === ctx.market)
      .reduce((n, s) => n + s.quantity, 0);
    return [
      {
        line: l.line,
        item: l.item,
        size: record.size,
        sku: `${product.sku}-${record.size}`,
        quantity: l.quantity,
        priceEach: money(price),
        priceEachAsNumber: asNumber(price),
        priceEachBeforeDiscount: money(before),
        priceEachBeforeDiscountAsNumber: asNumber(before),
        totalPrice: money(price * l.quantity),
        totalPriceAsNumber: asNumber(price * l.quantity),
        available: catalogue.inMarket(product, ctx.market) ? available : 0,
        product: productView(catalogue, product, ctx, stock),
      },
    ];
  });
  const shippingMethod = row?.shipping_method ?? 'standard';
  const t = selectionTotals(catalogue, lines, vouchers, ctx.pricelist, ctx.market, shippingMethod);
  const voucherViews = vouchers.map((v, i) => {
    const amount = t.vouchers[i]?.amount ?? 0;
    return {
      code: v.code,
      type: v.type,
      description: v.description,
      amount: money(amount),
      amountAsNumber: asNumber(amount),
    };
  });
  const address = row?.address ? (JSON.parse(row.address) as Record<string, unknown>) : {};
  const shippingAddress = row?.shipping_address ? (JSON.parse(row.shipping_address) as Record<string, unknown>) : {};
  return {
    language: ctx.lang,
    market: ctx.market,
    pricelist: ctx.pricelist.pricelist,
    currency,
    currencyFormat: currencyFormat(currency),
    items,
    discounts: { anyDiscount: t.discount !== 0 || vouchers.length > 0, vouchers: voucherViews },
    totals: {
      itemsTotalPrice: money(t.items),
      itemsTotalPriceAsNumber: asNumber(t.items),
      totalDiscountPrice: money(t.discount),
      totalDiscountPriceAsNumber: asNumber(t.discount),
      shippingPrice: money(t.shipping),
      shippingPriceAsNumber: asNumber(t.shipping),
      grandTotalPrice: money(t.grand),
      grandTotalPriceAsNumber: asNumber(t.grand),
      totalQuantity: t.quantity,
    },
    shippingMethod,
    paymentMethod: row?.payment_method ?? null,
    address: { ...address, country: row?.country ?? null },
    shippingAddress: {
      ...shippingAddress,
      country: (shippingAddress.country as string | undefined) ?? row?.country ?? null,
    },
  };
}

/** `checkout/selection`: the selection with shipping and payment methods, countries and location. */
export function checkoutView(selections: Selections, catalogue: Catalogue, session: Session, ctx: RequestContext) {
  const selection = selectionView(selections, catalogue, session, ctx);
  const row = selections.row(session);
  const lines = row ? selections.lines(row.id) : [];
  const vouchers = row ? selections.vouchers(row.id) : [];
  const shippingMethods = SHIPPING_METHODS.map((method) => {
    const t = selectionTotals(catalogue, lines.length ? lines : [], vouchers, ctx.pricelist, ctx.market, method);
    return {
      shippingMethod: method,
      name: SHIPPING_NAMES[method]?.[ctx.lang] ?? method,
      price: formatMoney(t.shipping, ctx.pricelist.currency),
      priceAsNumber: asNumber(t.shipping),
      selected: selection.shippingMethod === method,
    };
  });
  const country = row?.country ?? null;
  return {
    selection,
    shippingMethods,
    paymentMethods: paymentMethodsView(row?.payment_method ?? null),
    countries: countriesView(),
    location: {
      country,
      name: country ? countryName(country) : null,
      eu: country ? (SHIPPING_COUNTRIES.find((c) => c.country === country)?.eu ?? false) : null,
      shipTo: country ? isShippingCountry(country) : null,
    },
  };
}
