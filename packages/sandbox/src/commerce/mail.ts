/**
 * The messages the commerce service sends about an order (to the outbox), in the order's language:
 * the order confirmation, with the link to withdraw from it, and the acknowledgement of a withdrawal
 * with its date and time.
 */
import type { Language } from '../constants';

/** What the messages read of an order's snapshot (orders.ts's OrderSnapshot has it). */
export interface MailOrder {
  lang: string;
  shippingAddress: { country: string };
  lines: { line: string; size: string; quantity: number; nameByLang: Record<Language, string> }[];
}

/** The shop's path of the withdrawal function, after the locale segment. */
export const WITHDRAWAL_PATH = '/other/withdrawal';

/** The time zone the acknowledgement's date and time are written in (the shop's, in Italy). */
const SHOP_TIME_ZONE = 'Europe/Rome';

const TEXT: Record<
  Language,
  {
    confirmationSubject: (order: string) => string;
    confirmation: (order: string, link: string) => string;
    ackSubject: (order: string) => string;
    ack: (order: string, when: string, lines: string) => string;
    dateLocale: string;
  }
> = {
  it: {
    confirmationSubject: (o) => `Passo: conferma dell'ordine ${o}`,
    confirmation: (o, link) =>
      `Grazie per il tuo ordine ${o}.\n\nPuoi recedere dal contratto entro il periodo di recesso: ${link}`,
    ackSubject: (o) => `Passo: conferma del recesso dall'ordine ${o}`,
    ack: (o, when, lines) =>
      `Abbiamo ricevuto il tuo recesso dal contratto per l'ordine ${o} il ${when}.\n\nArticoli:\n${lines}`,
    dateLocale: 'it-IT',
  },
  es: {
    confirmationSubject: (o) => `Passo: confirmación del pedido ${o}`,
    confirmation: (o, link) =>
      `Gracias por tu pedido ${o}.\n\nPuedes desistir del contrato durante el plazo de desistimiento: ${link}`,
    ackSubject: (o) => `Passo: acuse de recibo del desistimiento del pedido ${o}`,
    ack: (o, when, lines) =>
      `Hemos recibido tu desistimiento del contrato del pedido ${o} el ${when}.\n\nArtículos:\n${lines}`,
    dateLocale: 'es-ES',
  },
  de: {
    confirmationSubject: (o) => `Passo: Bestellbestätigung ${o}`,
    confirmation: (o, link) =>
      `Danke für deine Bestellung ${o}.\n\nDu kannst innerhalb der Widerrufsfrist vom Vertrag zurücktreten: ${link}`,
    ackSubject: (o) => `Passo: Eingangsbestätigung deines Widerrufs der Bestellung ${o}`,
    ack: (o, when, lines) =>
      `Wir haben deinen Widerruf des Vertrags zur Bestellung ${o} am ${when} erhalten.\n\nArtikel:\n${lines}`,
    dateLocale: 'de-DE',
  },
  en: {
    confirmationSubject: (o) => `Passo: order confirmation ${o}`,
    confirmation: (o, link) =>
      `Thank you for your order ${o}.\n\nYou can withdraw from the contract within the withdrawal period: ${link}`,
    ackSubject: (o) => `Passo: acknowledgement of your withdrawal from order ${o}`,
    ack: (o, when, lines) =>
      `We received your withdrawal from the contract for order ${o} on ${when}.\n\nItems:\n${lines}`,
    dateLocale: 'en-GB',
  },
};

const textFor = (lang: string) => TEXT[(lang in TEXT ? lang : 'en') as Language];

/** The shop's locale segment for an order: its language and its delivery country (`it-it`, `en-se`). */
function localeOf(s: MailOrder): string {
  return `${s.lang}-${(s.shippingAddress.country || 'it').toLowerCase()}`;
}

/** The link to the withdrawal function with the order number filled in. */
export function withdrawalLink(s: MailOrder, orderId: string, siteUrl: string): string {
  return `${siteUrl}/${localeOf(s)}${WITHDRAWAL_PATH}?order=${encodeURIComponent(orderId)}`;
}

export function orderConfirmation(s: MailOrder, orderId: string, siteUrl: string) {
  const t = textFor(s.lang);
  const link = withdrawalLink(s, orderId, siteUrl);
  return { subject: t.confirmationSubject(orderId), text: t.confirmation(orderId, link), link };
}

export function withdrawalAcknowledgement(
  s: MailOrder,
  orderId: string,
  dateIso: string,
  lines: { line: string; quantity: number }[],
  siteUrl: string,
) {
  const t = textFor(s.lang);
  const when = new Intl.DateTimeFormat(t.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(dateIso));
  const names = new Map(
    s.lines.map((l) => [l.line, `${l.nameByLang[s.lang as Language] ?? l.nameByLang.en} (${l.size})`]),
  );
  const list = lines.map((l) => `- ${l.quantity} × ${names.get(l.line) ?? l.line}`).join('\n');
  return {
    subject: t.ackSubject(orderId),
    text: `${t.ack(orderId, when, list)}\n\n(${dateIso})`,
    link: withdrawalLink(s, orderId, siteUrl),
  };
}
