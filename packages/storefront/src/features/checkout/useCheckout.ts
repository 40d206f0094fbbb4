import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, keys, type MarketParams, type SelectionResponse } from '../../lib/api';
import type { AddressField, AddressValue } from '../address/addressRules';
import { useAppState } from '../../core/store/hooks';
import { useSelection } from '../cart/useSelection';
import { useLabels } from '../../core/labels/useLabel';
import { useErrorSummary } from '../forms/errorSummary';
import { changeCheckoutCountry } from './checkoutCountry';
import {
  checkoutMessages,
  emptyDraft,
  fieldId,
  fieldOrder,
  SHIPPING_PREFIX,
  type CheckoutDraft,
  type ShippingMethodId,
} from './checkoutForm';
import { loadDraft, saveDraft } from './draftStore';
import { useCheckoutPrefill } from './useCheckoutPrefill';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * The checkout's state: the cart, what the shopper typed (the draft), the fields' messages and the summary of
 * them, and what each change does (a country change moves the cart's market, a shipping method reprices it).
 * Everything typed is kept in the tab (sessionStorage) across errors, a country change and a trip to the
 * payment page. Placing the order is `usePlaceOrder`'s.
 */
export function useCheckout() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const stateCountry = useAppState((s) => s.country);
  const { data: response, error, market, key } = useSelection();
  const { mutate } = useSWRConfig();
  // A signed-in shopper starts from the account's email and default address.
  const { prefill, ready: prefillReady } = useCheckoutPrefill();

  const [typed, setTyped] = useState<CheckoutDraft | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [countryNotice, setCountryNotice] = useState<string | null>(null);

  const selection = response?.selection;
  const countries = useMemo(
    () => (response?.countries ?? []).map((c) => ({ country: c.country, name: c.name })),
    [response?.countries],
  );
  const needsPayment = (selection?.totals.grandTotalPriceAsNumber ?? 1) > 0;
  const ctx = useMemo(() => ({ countries, t, needsPayment }), [countries, t, needsPayment]);

  // The draft: what was typed in this tab (kept across the payment page, a country move, a reload), else
  // empty with the locale's country when the shop ships there. Read once the cart (and its countries) is known.
  const loaded = Boolean(response);
  const restored = useMemo(() => {
    if (!response || !prefillReady) return null;
    const localeCountry = stateCountry.toUpperCase();
    const fallback = response.countries.some((c) => c.country === localeCountry)
      ? localeCountry
      : (response.location.country ?? '');
    return loadDraft(fallback) ?? { ...emptyDraft(fallback), ...prefill };
    // Only the first answer matters: later ones (new totals) must not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, prefillReady]);
  const draft = typed ?? restored;

  useEffect(() => {
    if (typed) saveDraft(typed);
  }, [typed]);

  const replaceSelection = useCallback(
    async (next: SelectionResponse, params: MarketParams = market) => {
      await mutate(keys.selection(params), next, { revalidate: false });
    },
    [mutate, market],
  );

  // The back-end prices shipping by country: a cart whose location has no country yet gets the draft's
  // (only here: the thank-you step never sends it).
  const fieldsSent = useRef(false);
  useEffect(() => {
    if (fieldsSent.current || !response || !draft?.shipping.country || response.location.country) return;
    fieldsSent.current = true;
    const country = draft.shipping.country;
    void api
      .updatePaymentFields({ lang: market.lang, shipping: { country }, billing: { country } })
      .then((next) => replaceSelection(next))
      .catch((e: unknown) => console.error('[checkout] payment-fields failed:', e));
  }, [response, draft?.shipping.country, market.lang, replaceSelection]);

  // The fields' messages: the shop's own checks (on touched fields until a submit, then on all) and the
  // back-end's, which the summary lists in the page's order, each linked to its field.
  const clientMessages = draft ? checkoutMessages(draft, ctx, submitted ? undefined : touched) : {};
  const fields = useMemo(
    () => Object.fromEntries((draft ? fieldOrder(draft) : []).map((name) => [name, fieldId(name)])),
    [draft],
  );
  const form = useErrorSummary({ fields, checked: submitted ? clientMessages : undefined });
  const messages = { ...clientMessages, ...form.errors };

  const update = (change: Partial<CheckoutDraft>) =>
    setTyped((current) => {
      const base = current ?? draft;
      return base ? { ...base, ...change } : base;
    });
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
  const touchAll = (names: readonly string[]) => setTouched((current) => new Set([...current, ...names]));
  /** A field the shopper changes loses the back-end's message (its own check takes over). */
  const edited = (name: string, change: Partial<CheckoutDraft>) => {
    update(change);
    form.dismiss(name);
  };

  async function changeCountry(country: string, current: CheckoutDraft) {
    if (!country) return;
    try {
      const moved = await changeCheckoutCountry({
        country,
        billingCountry: current.billingSame ? country : current.billing.country || country,
        locale,
        market,
        replaceSelection,
      });
      if (moved.path) {
        const name = countries.find((c) => c.country === country)?.name ?? country;
        setCountryNotice(t('checkout_country_moved', { country: name, currency: moved.currency }));
        await router.replace(moved.path, undefined, { scroll: false });
      }
    } catch (e) {
      console.error('[checkout] changing the country failed:', e);
    }
  }

  /** The shipping address changed; a new country follows on the billing address while it is the same. */
  const changeShipping = (next: AddressValue, field: AddressField) => {
    if (!draft) return;
    const change: Partial<CheckoutDraft> = { shipping: next };
    if (field === 'country' && draft.billingSame) change.billing = { ...draft.billing, country: next.country };
    edited(`${SHIPPING_PREFIX}.${field}`, change);
    if (field === 'country' && next.country !== draft.shipping.country) {
      touch(`${SHIPPING_PREFIX}.zipCode`);
      void changeCountry(next.country, { ...draft, ...change });
    }
  };

  const changeShippingMethod = async (value: string) => {
    const method: ShippingMethodId = value === 'express' ? 'express' : 'standard';
    update({ shippingMethod: method });
    try {
      await replaceSelection(await api.updatePaymentFields({ lang: market.lang, shippingMethod: method }));
    } catch (e) {
      console.error('[checkout] the shipping method was not saved:', e);
    }
  };

  const order = usePlaceOrder({ draft, selection, ctx, market, key, form, replaceSelection, onSubmit: setSubmitted });

  return {
    t,
    locale,
    response,
    error,
    retry: () => void mutate(key),
    selection,
    draft,
    countries,
    ctx,
    needsPayment,
    touched,
    messages,
    backEndErrors: form.errors,
    summary: form.summary,
    countryNotice,
    update,
    touch,
    touchAll,
    edited,
    changeShipping,
    changeShippingMethod,
    ...order,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** The checkout once its cart and draft are known: what its sections render from. */
export type CheckoutWithDraft = Checkout & {
  response: NonNullable<Checkout['response']>;
  selection: NonNullable<Checkout['selection']>;
  draft: CheckoutDraft;
};

export const isReady = (checkout: Checkout): checkout is CheckoutWithDraft =>
  Boolean(checkout.response && checkout.selection && checkout.draft);
