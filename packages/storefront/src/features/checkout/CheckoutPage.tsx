import Head from 'next/head';
import type { ReactNode } from 'react';
import { Button, ErrorSummary, Link } from '@passo/design-system';
import { routes } from '../../lib/routes';
import { isCommerceUnavailable } from '../cart/useCartActions';
import { Aside, Main, Page, Title } from './checkoutLayout';
import { BillingAddressSection, ShippingAddressSection } from './sections/AddressSections';
import { CheckoutNotices, StockNotice } from './sections/CheckoutNotices';
import { ContactSection } from './sections/ContactSection';
import { PaymentSection } from './sections/PaymentSection';
import { ShippingSection } from './sections/ShippingSection';
import { SummarySection } from './sections/SummarySection';
import { TermsSection } from './sections/TermsSection';
import { VoucherSection } from './sections/VoucherSection';
import { isReady, useCheckout } from './useCheckout';
import { useSectionFolding } from './useSectionFolding';

/** The page's frame: its title (also the tab's, kept out of search engines) above what it holds. */
function CheckoutFrame({ title, busy, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <Page aria-busy={busy ? 'true' : undefined}>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Title>{title}</Title>
      {children}
    </Page>
  );
}

/**
 * The checkout: contact, shipping address, billing address, shipping method, payment method, discount code,
 * order summary, terms, place order. One page, mobile first: the form on the left, the discount, summary and
 * place-order beside it on wide screens.
 */
export function CheckoutPage() {
  const checkout = useCheckout();
  const folding = useSectionFolding(checkout);
  const { t, locale } = checkout;
  const title = t('checkout_title');

  if (checkout.error && !checkout.response) {
    return (
      <CheckoutFrame title={title}>
        {/* One block: the page's grid would put the retry in the summary's column. */}
        <div>
          <p role="alert" data-testid="checkout-unavailable">
            {isCommerceUnavailable(checkout.error) ? t('cart_unavailable') : t('server_generic_error')}
          </p>
          <Button variant="solid-secondary" size="normal" onPress={checkout.retry}>
            {t('offline_retry')}
          </Button>
        </div>
      </CheckoutFrame>
    );
  }
  if (!isReady(checkout)) {
    return (
      <CheckoutFrame title={title} busy>
        <p>{t('loading')}</p>
      </CheckoutFrame>
    );
  }
  if (checkout.selection.items.length === 0) {
    return (
      <CheckoutFrame title={title}>
        <Main>
          <StockNotice notices={checkout.stockNotice} title={t('checkout_unavailable')} />
          <p>{t('empty_cart')}</p>
          <p>
            <Link variant="inline" href={routes.home(locale)}>
              {t('continue_shopping')}
            </Link>
          </p>
        </Main>
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame title={title}>
      <Main>
        <ErrorSummary {...checkout.summary} />
        <CheckoutNotices checkout={checkout} />
        <form id="checkout-form" noValidate onSubmit={(e) => void checkout.submit(e)} aria-label={title}>
          <Main>
            <ContactSection checkout={checkout} folding={folding} />
            <ShippingAddressSection checkout={checkout} folding={folding} />
            <BillingAddressSection checkout={checkout} folding={folding} />
            <ShippingSection checkout={checkout} folding={folding} />
            <PaymentSection checkout={checkout} folding={folding} />
          </Main>
        </form>
      </Main>
      <Aside>
        <VoucherSection selection={checkout.selection} />
        <SummarySection selection={checkout.selection} />
        <TermsSection checkout={checkout} />
      </Aside>
    </CheckoutFrame>
  );
}
