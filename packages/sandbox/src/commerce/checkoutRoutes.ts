/** The commerce routes that pay for the selection and show the order made. */
import { HttpError, route, type Route } from '../http';
import type { Answer, Call, CallLocale, CommerceDeps, Handler } from './commerceCall';
import type { Locale } from './context';
import { orderConfirmation } from './mail';
import type { PaymentAnswer } from './payments';

export function checkoutRoutes(deps: CommerceDeps, { readCtx, writeLocale }: CallLocale): Route<Handler>[] {
  const { orders, outbox, payments } = deps;

  /** Centra's answer to a payment call: `success` with the order (201 when it was just made), `redirect` or `form`. */
  const paymentAnswer = (c: Call, lang: Locale['lang'], answer: PaymentAnswer): Answer => {
    if (answer.kind === 'redirect') return { body: { action: 'redirect', url: answer.url } };
    if (answer.kind === 'form') return { body: { action: 'form', formHtml: answer.formHtml } };
    const order = orders.get(answer.order);
    if (!order) throw new Error(`order ${answer.order} was not written`);
    if (!answer.replayed) {
      // The confirmation goes once, when the order is made, with the link to withdraw from it.
      const mail = orderConfirmation(JSON.parse(order.body), order.id, deps.siteUrl);
      outbox.send(order.email, mail.subject, mail.text, mail.link);
    }
    return {
      status: answer.replayed ? 200 : 201,
      body: { action: 'success', order: orders.view(order, lang, c.mediaBase) },
    };
  };

  return [
    route('POST', 'checkout/payment', (c) => {
      const locale = writeLocale(c);
      return paymentAnswer(c, locale.lang, payments.pay(c.session, locale, c.body, c.mediaBase));
    }),
    route('POST', 'checkout/payment-result', (c) => {
      const locale = writeLocale(c);
      return paymentAnswer(c, locale.lang, payments.paymentResult(c.session, c.body));
    }),
    ...['checkout/thankyou', 'checkout/receipt'].map((path) =>
      route<Handler>('GET', path, (c) => {
        const order = c.session.lastOrder ? orders.get(c.session.lastOrder) : undefined;
        if (!order) throw new HttpError(404, { order: 'not found' });
        return { body: { order: orders.view(order, readCtx(c).lang, c.mediaBase) } };
      }),
    ),
  ];
}
