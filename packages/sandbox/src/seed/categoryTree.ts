/**
 * The seed's category tree as data: the top sections, a category per kind,
 * the special categories with their date windows and the special editions.
 * Dates are absolute so the committed content documents can carry the same
 * windows (one past, several current, one future).
 */
import type { Language, MarketId } from '../constants';
import type { Kind, Names } from './attributes';

export const KIND_CATEGORY: Record<Kind, { uri: string; names: Record<Language, string> }> = {
  sneaker: { uri: 'sneakers', names: { it: 'Sneakers', es: 'Zapatillas', de: 'Sneaker', en: 'Sneakers' } },
  loafer: { uri: 'loafers', names: { it: 'Mocassini', es: 'Mocasines', de: 'Loafer', en: 'Loafers' } },
  boot: { uri: 'boots', names: { it: 'Stivaletti', es: 'Botines', de: 'Stiefeletten', en: 'Boots' } },
  sandal: { uri: 'sandals', names: { it: 'Sandali', es: 'Sandalias', de: 'Sandalen', en: 'Sandals' } },
  'mary-jane': { uri: 'mary-janes', names: { it: 'Mary Jane', es: 'Merceditas', de: 'Mary Janes', en: 'Mary Janes' } },
  bag: { uri: 'bags', names: { it: 'Borse', es: 'Bolsos', de: 'Taschen', en: 'Bags' } },
  sock: { uri: 'socks', names: { it: 'Calzini', es: 'Calcetines', de: 'Socken', en: 'Socks' } },
};

/** Special categories with their windows: black-friday past, mid-season-sale future, the rest current or open. */
export const SPECIAL_CATEGORIES: {
  uri: string;
  names: Names;
  start: string | null;
  end: string | null;
  sections: string[];
}[] = [
  {
    uri: 'new-collection',
    names: { it: 'Nuova collezione', es: 'Nueva colección', de: 'Neue Kollektion', en: 'New collection' },
    start: '2025-09-01',
    end: null,
    sections: ['woman', 'man'],
  },
  {
    uri: 'new-arrivals',
    names: { it: 'Nuovi arrivi', es: 'Novedades', de: 'Neuheiten', en: 'New arrivals' },
    start: null,
    end: null,
    sections: ['woman', 'man', 'kid', 'accessories'],
  },
  {
    uri: 'black-friday',
    names: { it: 'Black Friday', es: 'Black Friday', de: 'Black Friday', en: 'Black Friday' },
    start: '2025-11-21',
    end: '2025-12-02',
    sections: ['woman', 'man'],
  },
  {
    uri: 'sale',
    names: { it: 'Saldi', es: 'Rebajas', de: 'Sale', en: 'Sale' },
    start: '2025-06-01',
    end: '2036-01-31',
    sections: ['woman', 'man', 'kid'],
  },
  {
    uri: 'mid-season-sale',
    names: {
      it: 'Saldi di metà stagione',
      es: 'Rebajas de media temporada',
      de: 'Mid-Season Sale',
      en: 'Mid-season sale',
    },
    start: '2035-04-01',
    end: '2035-05-15',
    sections: ['woman', 'man'],
  },
  {
    uri: 'iconic-pieces',
    names: { it: 'Pezzi iconici', es: 'Piezas icónicas', de: 'Ikonische Stücke', en: 'Iconic pieces' },
    start: null,
    end: null,
    sections: ['woman', 'man'],
  },
  {
    uri: 'must_have',
    names: { it: 'Must have', es: 'Imprescindibles', de: 'Must-haves', en: 'Must have' },
    start: null,
    end: '2036-12-31',
    sections: ['woman', 'man'],
  },
  {
    uri: 'xmas_promo',
    names: { it: 'Promo di Natale', es: 'Promo de Navidad', de: 'Weihnachtsaktion', en: 'Christmas promo' },
    start: '2025-11-01',
    end: '2037-01-06',
    sections: ['woman'],
  },
  {
    uri: 'serendipity',
    names: { it: 'Serendipità', es: 'Serendipia', de: 'Serendipity', en: 'Serendipity' },
    start: '2025-01-01',
    end: '2035-12-31',
    sections: ['woman', 'man'],
  },
];

export const SECTIONS: { uri: string; names: Names; kinds: Kind[] }[] = [
  {
    uri: 'woman',
    names: { it: 'Donna', es: 'Mujer', de: 'Damen', en: 'Woman' },
    kinds: ['sneaker', 'loafer', 'boot', 'sandal', 'mary-jane'],
  },
  { uri: 'man', names: { it: 'Uomo', es: 'Hombre', de: 'Herren', en: 'Man' }, kinds: ['sneaker', 'loafer', 'boot'] },
  { uri: 'kid', names: { it: 'Bambini', es: 'Niños', de: 'Kinder', en: 'Kid' }, kinds: ['sneaker', 'sandal'] },
  {
    uri: 'accessories',
    names: { it: 'Accessori', es: 'Accesorios', de: 'Accessoires', en: 'Accessories' },
    kinds: ['bag', 'sock'],
  },
  { uri: 'line', names: { it: 'Linee', es: 'Líneas', de: 'Linien', en: 'Lines' }, kinds: [] },
  {
    uri: 'special-edition',
    names: { it: 'Edizioni speciali', es: 'Ediciones especiales', de: 'Sondereditionen', en: 'Special edition' },
    kinds: [],
  },
];

export const EDITIONS: { uri: string; names: Names; market: MarketId | null }[] = [
  {
    uri: 'p01-future-city',
    names: { it: 'P01 Future City', es: 'P01 Future City', de: 'P01 Future City', en: 'P01 Future City' },
    market: null,
  },
  {
    uri: 'p02-bella-vita',
    names: { it: 'P02 Bella Vita', es: 'P02 Bella Vita', de: 'P02 Bella Vita', en: 'P02 Bella Vita' },
    market: null,
  },
  {
    uri: 'segreto-fw22',
    names: { it: 'Segreto FW22', es: 'Secreto FW22', de: 'Geheimnis FW22', en: 'Secret FW22' },
    market: 3,
  },
];
