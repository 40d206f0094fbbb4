/**
 * What a seed product is made of: its colour, its kind and its line, with
 * their names in each language. The read model and the content scripts name
 * colours and lines from here too.
 */
import type { Language } from '../constants';

export type Names = Record<Language, string>;
export type Gender = 'woman' | 'man' | 'kid' | 'unisex';

export const COLOURS = ['paprika', 'violet', 'blue', 'yellow', 'green-aqua'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_HEX: Record<Colour, string> = {
  paprika: '#E4572E',
  violet: '#8E6CF5',
  blue: '#3D6BFF',
  yellow: '#FFD23F',
  'green-aqua': '#3CCFB4',
};
const COLOUR_NAMES: Record<Colour, Record<Language, string>> = {
  paprika: { it: 'Paprika', es: 'Pimentón', de: 'Paprika', en: 'Paprika' },
  violet: { it: 'Viola', es: 'Violeta', de: 'Violett', en: 'Violet' },
  blue: { it: 'Blu', es: 'Azul', de: 'Blau', en: 'Blue' },
  yellow: { it: 'Giallo', es: 'Amarillo', de: 'Gelb', en: 'Yellow' },
  'green-aqua': { it: 'Verde acqua', es: 'Verde agua', de: 'Aquagrün', en: 'Green aqua' },
};
export function colourName(colour: string, lang: Language): string {
  return COLOUR_NAMES[colour as Colour]?.[lang] ?? colour;
}

export const KINDS = ['sneaker', 'loafer', 'boot', 'sandal', 'mary-jane', 'bag', 'sock'] as const;
export type Kind = (typeof KINDS)[number];
export const KIND_NAMES: Record<Kind, Record<Language, string>> = {
  sneaker: { it: 'Sneaker', es: 'Zapatilla', de: 'Sneaker', en: 'Sneaker' },
  loafer: { it: 'Mocassino', es: 'Mocasín', de: 'Loafer', en: 'Loafer' },
  boot: { it: 'Stivaletto', es: 'Botín', de: 'Stiefelette', en: 'Ankle Boot' },
  sandal: { it: 'Sandalo', es: 'Sandalia', de: 'Sandale', en: 'Sandal' },
  'mary-jane': { it: 'Mary Jane', es: 'Merceditas', de: 'Mary Jane', en: 'Mary Jane' },
  bag: { it: 'Borsa', es: 'Bolso', de: 'Tasche', en: 'Bag' },
  sock: { it: 'Calzini', es: 'Calcetines', de: 'Socken', en: 'Socks' },
};

export const LINES = [
  { uid: 'sunny-side', name: 'Sunny Side' },
  { uid: 'dolce-vita', name: 'Dolce Vita' },
  { uid: 'mambo', name: 'Mambo' },
  { uid: 'soul-train', name: 'Soul Train' },
  { uid: 'vespa', name: 'Vespa' },
  { uid: 'riviera', name: 'Riviera' },
] as const;
