import { formatMoney } from './money';

/**
 * A stand-in for the pay-later provider's on-site message (Klarna's On-site messaging API, placement
 * `credit-promotion-badge`), as the brand's general service passes it on: the message for an amount in the
 * shopper's language, as content nodes the shop renders itself (a main text and a "learn more" action).
 * Pay in 3 is offered for purchases from 35 € to 1,500 €; outside that range the message says so.
 */

export const PAY_LATER_MIN_MINOR = 3_500;
export const PAY_LATER_MAX_MINOR = 150_000;
const INSTALMENTS = 3;

interface Texts {
  offer: (instalment: string) => string;
  outside: (min: string, max: string) => string;
  learnMore: string;
  url: string;
}

const TEXTS: Record<string, Texts> = {
  it: {
    offer: (i) => `Paga in 3 rate senza interessi da ${i}.`,
    outside: (min, max) => `Paga in 3 rate senza interessi per acquisti da ${min} a ${max}.`,
    learnMore: 'Scopri di più',
    url: 'https://www.klarna.com/it/paga-in-3-rate/',
  },
  en: {
    offer: (i) => `Pay in 3 interest-free instalments of ${i}.`,
    outside: (min, max) => `Pay in 3 interest-free instalments on purchases from ${min} to ${max}.`,
    learnMore: 'Learn more',
    url: 'https://www.klarna.com/international/pay-in-3/',
  },
  de: {
    offer: (i) => `Bezahle in 3 zinsfreien Raten von ${i}.`,
    outside: (min, max) => `Bezahle in 3 zinsfreien Raten bei Einkäufen von ${min} bis ${max}.`,
    learnMore: 'Mehr erfahren',
    url: 'https://www.klarna.com/de/in-3-raten-bezahlen/',
  },
  es: {
    offer: (i) => `Paga en 3 plazos sin intereses de ${i}.`,
    outside: (min, max) => `Paga en 3 plazos sin intereses en compras de ${min} a ${max}.`,
    learnMore: 'Más información',
    url: 'https://www.klarna.com/es/paga-en-3-plazos/',
  },
};

export type PayLaterAnswer =
  | { status: 200; body: { content: { nodes: PayLaterNode[] } } }
  | { status: 400; body: { errors: Record<string, string> } };

export type PayLaterNode =
  | { name: 'TEXT_MAIN'; type: 'TEXT'; value: string }
  | { name: 'ACTION_LEARN_MORE'; type: 'ACTION'; label: string; url: string };

/** The message for `purchase_amount` (minor units, EUR) in `locale` (`it-IT`: language and billing country). */
export function payLaterMessage(query: URLSearchParams): PayLaterAnswer {
  const locale = query.get('locale') ?? '';
  const amount = Number(query.get('purchase_amount'));
  const errors: Record<string, string> = {};
  const texts = /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? TEXTS[locale.slice(0, 2)] : undefined;
  if (!texts) errors.locale = 'unsupported locale';
  if (!Number.isInteger(amount) || amount <= 0) errors.purchase_amount = 'must be a positive amount in minor units';
  if (query.get('placement_key') !== 'credit-promotion-badge') errors.placement_key = 'unsupported placement';
  if (!texts || Object.keys(errors).length) return { status: 400, body: { errors } };
  const inRange = amount >= PAY_LATER_MIN_MINOR && amount <= PAY_LATER_MAX_MINOR;
  const value = inRange
    ? texts.offer(formatMoney(Math.ceil(amount / INSTALMENTS), 'EUR'))
    : texts.outside(formatMoney(PAY_LATER_MIN_MINOR, 'EUR'), formatMoney(PAY_LATER_MAX_MINOR, 'EUR'));
  return {
    status: 200,
    body: {
      content: {
        nodes: [
          { name: 'TEXT_MAIN', type: 'TEXT', value },
          { name: 'ACTION_LEARN_MORE', type: 'ACTION', label: texts.learnMore, url: texts.url },
        ],
      },
    },
  };
}
