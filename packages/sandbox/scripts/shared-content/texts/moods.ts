/** The moods: their titles, colours, categories and the kinds their banners show. */
import type { T } from '../translation';

export const MOODS: { uid: string; title: T; subtitle: T; colour: string; category: string; kinds: string[] }[] = [
  {
    uid: 'sunday-groove',
    title: ['Sunday Groove', 'Sunday Groove', 'Sunday Groove', 'Sunday Groove'],
    subtitle: [
      'Mercatini, caffè lunghi e sneaker morbide.',
      'Mercadillos, cafés largos y zapatillas suaves.',
      'Flohmärkte, lange Kaffees und weiche Sneaker.',
      'Flea markets, long coffees and soft sneakers.',
    ],
    colour: 'yellow',
    category: 'woman/sneakers',
    kinds: ['sneaker', 'sock'],
  },
  {
    uid: 'neon-night',
    title: ['Notte al neon', 'Noche de neón', 'Neonnacht', 'Neon night'],
    subtitle: [
      'Mary Jane e stivaletti per ballare fino all’alba.',
      'Merceditas y botines para bailar hasta el amanecer.',
      'Mary Janes und Stiefeletten bis zum Morgengrauen.',
      'Mary Janes and boots for dancing till dawn.',
    ],
    colour: 'violet',
    category: 'woman/mary-janes',
    kinds: ['mary-jane', 'boot'],
  },
  {
    uid: 'piazza-pop',
    title: ['Piazza Pop', 'Piazza Pop', 'Piazza Pop', 'Piazza Pop'],
    subtitle: [
      'Mocassini e borse per l’aperitivo in piazza.',
      'Mocasines y bolsos para el aperitivo en la plaza.',
      'Loafer und Taschen für den Aperitivo auf der Piazza.',
      'Loafers and bags for an aperitivo in the square.',
    ],
    colour: 'paprika',
    category: 'man/loafers',
    kinds: ['loafer', 'bag'],
  },
];
