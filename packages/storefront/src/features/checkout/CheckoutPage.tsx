import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  Button,
  Checkbox,
  ErrorSummary,
  focusField,
  Link,
  RadioGroup,
  SectionSummary,
  TextField,
} from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import {
  api,
  ApiError,
  keys,
  type MarketParams,
  type PaymentResponse,
  type SelectionResponse,
  type UnavailableLine,
} from '../../lib/api';
import { routes } from '../../lib/routes';
import { AddressForm } from '../address/AddressForm';
import type { AddressField, AddressValue } from '../address/addressRules';
import { useAppState } from '../../core/store/hooks';
import { CartLine } from '../cart/CartLine';
import { CartSummary } from '../cart/CartSummary';
import { useCheckoutPrefill } from './useCheckoutPrefill';
import { isCommerceUnavailable, useCartActions } from '../cart/useCartActions';
import { useSelection } from '../cart/useSelection';
import { VoucherForm } from '../cart/VoucherForm';
import { useLabels } from '../../core/labels/useLabel';
import { formatLocale, localeMarketForCountry, pricelistIdForCountry } from '../../lib/locale/locale';
import {
  addressLine,
  BILLING_PREFIX,
  checkoutMessages,
  emailMessage,
  EMAIL_FIELD,
  emptyDraft,
  fieldId,
  FORM_FIELD,
  PAYMENT_FIELD,
  paymentBody,
  serverMessages,
  sectionFields,
  SHIPPING_PREFIX,
  TERMS_FIELD,
  unavailableNotices,
  type CheckoutDraft,
  type CheckoutSection,
  type ShippingMethodId,
} from './checkoutForm';
import { loadDraft, saveDraft } from './draftStore';
import { completeOrder } from './orderComplete';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md} ${vars.space['3xl']};

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 420px;
    align-items: start;
    padding-inline: ${vars.space.xl};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};

  @media (min-width: 1024px) {
    grid-column: 1 / -1;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${vars.space.xl};
`;

const Aside = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  @media (min-width: 1024px) {
    position: sticky;
    top: ${vars.space.lg};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};
  padding-bottom: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.grey200};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.div`
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.grey100};
  border-left: 4px solid ${vars.color.black};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${vars.space.lg};
  }
`;

const SectionActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Injected = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  form {
    display: grid;
    gap: ${vars.space.sm};
  }

  button {
    min-height: 48px;
    border-radius: ${vars.radius.pill};
    border: 2px solid ${vars.color.black};
    background: ${vars.color.black};
    color: ${vars.color.white};
    font: inherit;
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** The heading id of each folding section (the section is the heading's `<section>`). */
const SECTION_HEADINGS: Record<CheckoutSection, string> = {
  contact: 'checkout-contact',
  shipping: 'checkout-shipping',
  billing: 'checkout-billing',
  shippingMethod: 'checkout-shipping-method',
  paymentMethod: 'checkout-payment-method',
};
const sectionElement = (section: CheckoutSection) =>
  document.getElementById(SECTION_HEADINGS[section])?.closest('section') ?? null;

/** How a payment that went wrong is told on the checkout (from the failed step or an answer). */
export interface PaymentProblem {
  kind: 'declined' | 'cancelled';
  reason?: string;
}

function problemText(problem: PaymentProblem, t: ReturnType<typeof useLabels>): string {
  if (problem.kind === 'cancelled') return t('checkout_payment_cancelled');
  return problem.reason ? t('checkout_declined_reason', { reason: problem.reason }) : t('checkout_payment_declined');
}

/**
 * The checkout: contact, shipping address, billing address, shipping method,
 * payment method, discount code, order summary, terms, place order. One page,
 * mobile first; everything typed is kept (sessionStorage) across errors, a
 * country change and a trip to the payment page.
 */
export function CheckoutPage() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const stateCountry = useAppState((s) => s.country);
  const { data, error, market, key } = useSelection();
  const { mutate } = useSWRConfig();
  const actions = useCartActions();
  // A signed-in shopper starts from the account's email and default address.
  const { prefill, ready: prefillReady } = useCheckoutPrefill();

  const [typed, setTyped] = useState<CheckoutDraft | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  /** undefined: none answered yet (the query's problem, if any, shows). */
  const [answeredProblem, setProblem] = useState<PaymentProblem | null | undefined>(undefined);
  const [stockNotice, setStockNotice] = useState<string[]>([]);
  const [formHtml, setFormHtml] = useState<string | null>(null);
  const [countryNotice, setCountryNotice] = useState<string | null>(null);
  /** Sections the shopper folded; one with a problem shows open whatever this says. */
  const [folded, setFolded] = useState<ReadonlySet<CheckoutSection>>(new Set());

  const response = data;
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

  // A payment that went wrong on the payment page comes back as ?payment=declined|cancelled.
  const { payment: paymentQuery, reason: reasonQuery } = router.query;
  const queryProblem: PaymentProblem | null =
    paymentQuery === 'declined' || paymentQuery === 'cancelled'
      ? { kind: paymentQuery, reason: typeof reasonQuery === 'string' ? reasonQuery.slice(0, 200) : undefined }
      : null;
  const problem = answeredProblem === undefined ? queryProblem : answeredProblem;

  const replaceSelection = useCallback(
    async (next: SelectionResponse, params: MarketParams = market) => {
      await mutate(keys.selection(params), next, { revalidate: false });
    },
    [mutate, market],
  );

  // Spec: PUT payment-fields when the location has no country yet (never on the thank-you step).
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

  const update = (change: Partial<CheckoutDraft>) =>
    setTyped((current) => {
      const base = current ?? draft;
      return base ? { ...base, ...change } : base;
    });

  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set([...current, name])));

  /** A country change: totals and shipping follow; another price list moves to that country's locale. */
  async function changeCountry(country: string, current: CheckoutDraft) {
    if (!country) return;
    const billingCountry = current.billingSame ? country : current.billing.country || country;
    try {
      const pricelist = pricelistIdForCountry(country);
      let params = market;
      let target: string | null = null;
      if (pricelist !== market.pricelist) {
        target = formatLocale({ language: market.lang, market: localeMarketForCountry(country) });
        params = { ...market, pricelist };
        await api.syncSelectionMarket(params);
      }
      const next = await api.updatePaymentFields({
        lang: market.lang,
        shipping: { country },
        billing: { country: billingCountry },
      });
      await replaceSelection(next, params);
      if (target && target !== locale) {
        const name = countries.find((c) => c.country === country)?.name ?? country;
        setCountryNotice(t('checkout_country_moved', { country: name, currency: next.selection.currency }));
        await router.replace(routes.checkout(target), undefined, { scroll: false });
      }
    } catch (e) {
      console.error('[checkout] changing the country failed:', e);
    }
  }

  const onShipping = (next: AddressValue, field: AddressField) => {
    if (!draft) return;
    const change: Partial<CheckoutDraft> = { shipping: next };
    if (field === 'country' && draft.billingSame) change.billing = { ...draft.billing, country: next.country };
    update(change);
    if (field === 'country' && next.country !== draft.shipping.country) {
      touch(`${SHIPPING_PREFIX}.zipCode`);
      void changeCountry(next.country, { ...draft, ...change });
    }
  };

  const onShippingMethod = async (value: string) => {
    const method: ShippingMethodId = value === 'express' ? 'express' : 'standard';
    update({ shippingMethod: method });
    try {
      await replaceSelection(await api.updatePaymentFields({ lang: market.lang, shippingMethod: method }));
    } catch (e) {
      console.error('[checkout] the shipping method was not saved:', e);
    }
  };

  const clientMessages = draft ? checkoutMessages(draft, ctx, submitted ? undefined : touched) : {};
  const messages = { ...clientMessages, ...serverErrors };
  // A field the shopper changes after a server error loses that error (its own check takes over).
  const clearServerError = (name: string) =>
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  async function handleStockGone(unavailable: UnavailableLine[]) {
    if (!selection) return;
    setStockNotice(unavailableNotices(unavailable, selection.items, t));
    let latest: SelectionResponse | null = null;
    for (const u of unavailable) {
      const line = selection.items.find((l) => l.line === u.line || l.item === u.item);
      if (!line) continue;
      try {
        latest = await api.setLineQuantity(line.line, Math.max(u.available, 0), market);
      } catch (e) {
        console.error('[checkout] reducing a line failed:', e);
      }
    }
    if (latest) await replaceSelection(latest);
    else await mutate(key);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft || !selection || sending.current) return;
    setSubmitted(true);
    setServerErrors({});
    setProblem(null);
    setFormHtml(null);
    const found = checkoutMessages(draft, ctx);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    // One call at a time: a double click or Enter pressed twice sends once (the back-end is idempotent too).
    sending.current = true;
    setPending(true);
    try {
      const answer: PaymentResponse = await api.pay(paymentBody(draft, locale, needsPayment), market);
      if (answer.action === 'success') {
        await completeOrder(answer.order, { mutate, market });
        await router.push(routes.thankYou(locale));
        return;
      }
      if (answer.action === 'redirect') {
        saveDraft(draft);
        window.location.assign(answer.url);
        return;
      }
      setFormHtml(answer.formHtml);
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) {
        const body = e.body as { reason?: unknown } | null;
        setProblem({
          kind: e.errors.paymentMethod === 'cancelled' ? 'cancelled' : 'declined',
          reason: typeof body?.reason === 'string' ? body.reason : undefined,
        });
      } else if (e instanceof ApiError && e.status === 410) {
        const body = e.body as { unavailable?: UnavailableLine[] } | null;
        await handleStockGone(body?.unavailable ?? []);
      } else if (e instanceof ApiError && e.status === 400 && Object.keys(e.errors).length) {
        setServerErrors(serverMessages(e.errors, draft, ctx));
        setAttempt((n) => n + 1);
      } else {
        console.error('[checkout] the payment call failed:', e);
        setServerErrors({ [FORM_FIELD]: t('server_generic_error') });
        setAttempt((n) => n + 1);
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const title = t('checkout_title');
  const head = (
    <Head>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );

  if (error && !data) {
    return (
      <Page>
        {head}
        <Title>{title}</Title>
        {/* One block: the page's grid would put the retry in the summary's column. */}
        <div>
          <p role="alert" data-testid="checkout-unavailable">
            {isCommerceUnavailable(error) ? t('cart_unavailable') : t('server_generic_error')}
          </p>
          <Button variant="solid-secondary" size="normal" onPress={() => void mutate(key)}>
            {t('offline_retry')}
          </Button>
        </div>
      </Page>
    );
  }
  if (!response || !selection || !draft) {
    return (
      <Page aria-busy="true">
        {head}
        <Title>{title}</Title>
        <p>{t('loading')}</p>
      </Page>
    );
  }
  if (selection.items.length === 0) {
    return (
      <Page>
        {head}
        <Title>{title}</Title>
        <Main>
          {stockNotice.length > 0 && <StockNotice notices={stockNotice} title={t('checkout_unavailable')} />}
          <p>{t('empty_cart')}</p>
          <p>
            <Link variant="inline" href={routes.home(locale)}>
              {t('continue_shopping')}
            </Link>
          </p>
        </Main>
      </Page>
    );
  }

  // A section folds only while none of its fields has a problem (shown or not yet shown).
  const everyProblem = { ...checkoutMessages(draft, ctx), ...serverErrors };
  const problemsOf = (section: CheckoutSection) => sectionFields(section, draft).filter((name) => name in everyProblem);
  const isFolded = (section: CheckoutSection) => folded.has(section) && problemsOf(section).length === 0;
  /** "Continue": a complete section folds (focus on its "change"); one with problems shows them, focus on the first. */
  const complete = (section: CheckoutSection) => {
    const found = problemsOf(section);
    if (found.length > 0) {
      setTouched((current) => new Set([...current, ...sectionFields(section, draft)]));
      focusField(fieldId(found[0] as string));
      return;
    }
    // Rendered at once, so focus can move to the folded section's "change" button.
    flushSync(() => setFolded((current) => new Set([...current, section])));
    sectionElement(section)?.querySelector<HTMLElement>('[data-section-summary] button')?.focus();
  };
  const reopen = (section: CheckoutSection) => {
    flushSync(() => setFolded((current) => new Set([...current].filter((s) => s !== section))));
    // Into the reopened section: its chosen radio, else its first control.
    const element = sectionElement(section);
    const target =
      element?.querySelector<HTMLElement>('input[type=radio]:checked') ??
      element?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    target?.focus();
  };
  /** A section's body while open (with "Continue"), or its one-line summary with "change" while folded. */
  const foldable = (section: CheckoutSection, name: string, summary: string, body: ReactNode) =>
    isFolded(section) ? (
      <SectionSummary sectionName={name} changeLabel={t('checkout_section_change')} onChange={() => reopen(section)}>
        {summary}
      </SectionSummary>
    ) : (
      <>
        {body}
        <SectionActions>
          <Button
            variant="underline-primary"
            size="small"
            onPress={() => complete(section)}
            isDisabled={pending}
            aria-label={`${t('checkout_section_continue')}: ${name}`}
            data-section-continue={section}
          >
            {t('checkout_section_continue')}
          </Button>
        </SectionActions>
      </>
    );
  const summaryMessages = Object.fromEntries(
    Object.entries(messages).filter(([name]) => submitted || name in serverErrors || name === FORM_FIELD),
  );
  const shippingOptions = response.shippingMethods.map((m) => ({
    value: m.shippingMethod,
    label: `${m.name} · ${m.priceAsNumber > 0 ? m.price : t('shipping_free')}`,
  }));
  const paymentOptions = response.paymentMethods.map((m) => ({ value: m.paymentMethod, label: m.name }));
  const shippingSummary =
    shippingOptions.find((o) => o.value === (selection.shippingMethod ?? draft.shippingMethod))?.label ?? '';
  const paymentSummary = paymentOptions.find((o) => o.value === draft.paymentMethod)?.label ?? '';

  return (
    <Page>
      {head}
      <Title>{title}</Title>
      <Main>
        <ErrorSummary
          title={t('error_summary_title')}
          errors={Object.entries(summaryMessages).map(([name, message]) => ({
            key: name,
            message,
            fieldId: name === FORM_FIELD ? undefined : fieldId(name),
          }))}
          focusKey={attempt}
        />
        {problem && (
          <Notice role="alert" data-testid="payment-problem">
            <p>{problemText(problem, t)}</p>
          </Notice>
        )}
        {stockNotice.length > 0 && <StockNotice notices={stockNotice} title={t('checkout_unavailable')} />}
        {countryNotice && (
          <Notice role="status">
            <p>{countryNotice}</p>
          </Notice>
        )}
        <form id="checkout-form" noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
          <Main>
            <Section aria-labelledby="checkout-contact">
              <SectionTitle id="checkout-contact">{t('checkout_contact')}</SectionTitle>
              {foldable(
                'contact',
                t('checkout_contact'),
                draft.email.trim(),
                <>
                  <TextField
                    id={fieldId(EMAIL_FIELD)}
                    name={EMAIL_FIELD}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    label={t('email')}
                    value={draft.email}
                    onChange={(email) => {
                      update({ email });
                      clearServerError(EMAIL_FIELD);
                    }}
                    onBlur={() => touch(EMAIL_FIELD)}
                    isRequired
                    isInvalid={Boolean(messages[EMAIL_FIELD])}
                    errorMessage={
                      messages[EMAIL_FIELD] ?? (touched.has(EMAIL_FIELD) ? emailMessage(draft.email, t) : undefined)
                    }
                    isDisabled={pending}
                  />
                </>,
              )}
            </Section>

            <Section aria-labelledby="checkout-shipping">
              <SectionTitle id="checkout-shipping">{t('checkout_address')}</SectionTitle>
              {foldable(
                'shipping',
                t('checkout_address'),
                addressLine(draft.shipping, countries),
                <>
                  <AddressForm
                    value={draft.shipping}
                    onChange={(next, field) => {
                      onShipping(next, field);
                      clearServerError(`${SHIPPING_PREFIX}.${field}`);
                    }}
                    onBlurField={(field) => touch(`${SHIPPING_PREFIX}.${field}`)}
                    errors={messages}
                    countries={countries}
                    prefix={SHIPPING_PREFIX}
                    section="shipping"
                    isDisabled={pending}
                  />
                </>,
              )}
            </Section>

            <Section aria-labelledby="checkout-billing">
              <SectionTitle id="checkout-billing">{t('checkout_billing_address')}</SectionTitle>
              {foldable(
                'billing',
                t('checkout_billing_address'),
                draft.billingSame ? t('checkout_billing_same') : addressLine(draft.billing, countries),
                <>
                  <Checkbox
                    isSelected={draft.billingSame}
                    onChange={(billingSame) => update({ billingSame })}
                    isDisabled={pending}
                  >
                    {t('checkout_billing_same')}
                  </Checkbox>
                  {!draft.billingSame && (
                    <AddressForm
                      value={draft.billing}
                      onChange={(billing, field) => {
                        update({ billing });
                        clearServerError(`${BILLING_PREFIX}.${field}`);
                      }}
                      onBlurField={(field) => touch(`${BILLING_PREFIX}.${field}`)}
                      errors={messages}
                      countries={countries}
                      prefix={BILLING_PREFIX}
                      section="billing"
                      isDisabled={pending}
                    />
                  )}
                </>,
              )}
            </Section>

            <Section aria-labelledby="checkout-shipping-method">
              <SectionTitle id="checkout-shipping-method">{t('checkout_shipping_method')}</SectionTitle>
              {foldable(
                'shippingMethod',
                t('checkout_shipping_method'),
                shippingSummary,
                <>
                  <RadioGroup
                    label={t('checkout_shipping_method')}
                    options={shippingOptions}
                    value={selection.shippingMethod ?? draft.shippingMethod}
                    onChange={(value) => void onShippingMethod(value)}
                    isDisabled={pending}
                  />
                </>,
              )}
            </Section>

            <Section aria-labelledby="checkout-payment-method">
              <SectionTitle id="checkout-payment-method">{t('checkout_payment_method')}</SectionTitle>
              {needsPayment ? (
                foldable(
                  'paymentMethod',
                  t('checkout_payment_method'),
                  paymentSummary,
                  <RadioGroup
                    id={fieldId(PAYMENT_FIELD)}
                    label={t('checkout_payment_method')}
                    options={paymentOptions}
                    value={draft.paymentMethod || null}
                    onChange={(paymentMethod) => {
                      update({ paymentMethod });
                      clearServerError(PAYMENT_FIELD);
                    }}
                    isRequired
                    isInvalid={Boolean(messages[PAYMENT_FIELD])}
                    errorMessage={messages[PAYMENT_FIELD]}
                    isDisabled={pending}
                  />,
                )
              ) : (
                <Muted data-testid="nothing-to-pay">{t('checkout_nothing_to_pay')}</Muted>
              )}
            </Section>
          </Main>
        </form>
      </Main>

      <Aside>
        <Section aria-labelledby="checkout-discount">
          <SectionTitle id="checkout-discount">{t('checkout_discount_code')}</SectionTitle>
          <VoucherForm
            vouchers={selection.discounts.vouchers}
            onApply={actions.applyVoucher}
            onRemove={actions.removeVoucher}
          />
        </Section>

        <Section aria-labelledby="checkout-summary">
          <SectionTitle id="checkout-summary">{t('checkout_summary')}</SectionTitle>
          <Lines aria-label={t('checkout_summary')}>
            {selection.items.map((line) => (
              <CartLine
                key={line.line}
                line={line}
                onQuantity={(n) => void actions.setQuantity(line, n)}
                onRemove={() => void actions.setQuantity(line, 0)}
              />
            ))}
          </Lines>
          <CartSummary selection={selection} />
        </Section>

        <Section aria-label={t('checkout_place_order')}>
          <Checkbox
            id={fieldId(TERMS_FIELD)}
            isSelected={draft.terms}
            onChange={(terms) => {
              update({ terms });
              touch(TERMS_FIELD);
              clearServerError(TERMS_FIELD);
            }}
            isRequired
            isInvalid={Boolean(messages[TERMS_FIELD])}
            errorMessage={messages[TERMS_FIELD]}
            isDisabled={pending}
          >
            {t('checkout_terms')} (
            <Link variant="inline" href={routes.legal(locale, 'terms-and-conditions')} target="_blank">
              {t('read_more')}
            </Link>
            )
          </Checkbox>
          <Button
            variant="solid-primary"
            size="normal"
            isPending={pending}
            onPress={() => void submit()}
            data-testid="place-order"
          >
            {needsPayment ? `${t('checkout_pay')} · ${selection.totals.grandTotalPrice}` : t('checkout_place_order')}
          </Button>
          {pending && <Muted role="status">{t('checkout_pending')}</Muted>}
          {formHtml && (
            // The payment method's own form (Centra's `form` answer), injected as the method gives it.
            <Injected data-testid="payment-form" dangerouslySetInnerHTML={{ __html: formHtml }} />
          )}
        </Section>
      </Aside>
    </Page>
  );
}

function StockNotice({ notices, title }: { notices: string[]; title: string }) {
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
