/** The general proxy's allowlist: the visitor's location, search helpers and the pay-later message. */
import { z } from 'zod';
import { empty, lang, MAX_PURCHASE_AMOUNT_MINOR, uint } from './params';
import type { RouteDef } from './routeDef';

export const GENERAL_ROUTES: readonly RouteDef[] = [
  {
    proxy: 'general',
    method: 'GET',
    path: 'user/ip',
    query: empty,
    access: 'personal',
    serverOnly: true,
    forwardClientIp: true,
  },
  {
    proxy: 'general',
    method: 'GET',
    path: 'search/lines',
    query: z.strictObject({ language: lang }),
    access: 'public',
  },
  { proxy: 'general', method: 'GET', path: 'search/quicklinks', query: z.strictObject({ lang }), access: 'public' },
  // The pay-later provider's message for an amount: the general service holds the provider's credentials.
  {
    proxy: 'general',
    method: 'GET',
    path: 'paylater/message',
    query: z.strictObject({
      placement_key: z.literal('credit-promotion-badge'),
      locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language and a country, as it-IT'),
      purchase_amount: uint(MAX_PURCHASE_AMOUNT_MINOR),
    }),
    access: 'public',
  },
];
