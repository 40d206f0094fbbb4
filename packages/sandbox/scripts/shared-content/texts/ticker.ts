/** The ticker's phrases. */
import type { T } from '../translation';

export const TICKER: T[] = [
  ['Fatto a mano nelle Marche', 'Hecho a mano en las Marcas', 'Handgemacht in den Marken', 'Handmade in the Marche'],
  [
    'Spedizione gratuita oltre 150 €',
    'Envío gratuito desde 150 €',
    'Kostenloser Versand ab 150 €',
    'Free shipping over €150',
  ],
  ['Pop fuori, soul dentro', 'Pop por fuera, soul por dentro', 'Außen Pop, innen Soul', 'Pop outside, soul inside'],
  [
    'Resi gratuiti entro 30 giorni',
    'Devoluciones gratis en 30 días',
    'Kostenlose Rücksendung innerhalb von 30 Tagen',
    'Free returns within 30 days',
  ],
  [
    'Nuova collezione: balla con noi',
    'Nueva colección: baila con nosotros',
    'Neue Kollektion: tanz mit uns',
    'New collection: dance with us',
  ],
];
