/**
 * The seed catalogue, generated deterministically: the same products,
 * categories, prices and stock on every machine and every run. Dates of the
 * special categories are absolute so the committed content documents can
 * carry the same windows (one past, several current, one future).
 */
import { EUR_RATE, LANGUAGES, PRICELISTS, WAREHOUSES, type Language, type MarketId } from '../constants';
import { createRandom } from './random';

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
const KIND_NAMES: Record<Kind, Record<Language, string>> = {
  sneaker: { it: 'Sneaker', es: 'Zapatilla', de: 'Sneaker', en: 'Sneaker' },
  loafer: { it: 'Mocassino', es: 'Mocasín', de: 'Loafer', en: 'Loafer' },
  boot: { it: 'Stivaletto', es: 'Botín', de: 'Stiefelette', en: 'Ankle Boot' },
  sandal: { it: 'Sandalo', es: 'Sandalia', de: 'Sandale', en: 'Sandal' },
  'mary-jane': { it: 'Mary Jane', es: 'Merceditas', de: 'Mary Jane', en: 'Mary Jane' },
  bag: { it: 'Borsa', es: 'Bolso', de: 'Tasche', en: 'Bag' },
  sock: { it: 'Calzini', es: 'Calcetines', de: 'Socken', en: 'Socks' },
};
/** The kind with its article, for descriptions ("una sneaker", "ein Paar Socken"). */
const WITH_ARTICLE: Record<Kind, Names> = {
  sneaker: { it: 'una sneaker', es: 'una zapatilla', de: 'ein Sneaker', en: 'a sneaker' },
  loafer: { it: 'un mocassino', es: 'un mocasín', de: 'ein Loafer', en: 'a loafer' },
  boot: { it: 'uno stivaletto', es: 'un botín', de: 'eine Stiefelette', en: 'an ankle boot' },
  sandal: { it: 'un sandalo', es: 'una sandalia', de: 'eine Sandale', en: 'a sandal' },
  'mary-jane': { it: 'una Mary Jane', es: 'unas merceditas', de: 'ein Mary-Jane-Schuh', en: 'a Mary Jane' },
  bag: { it: 'una borsa', es: 'un bolso', de: 'eine Tasche', en: 'a bag' },
  sock: { it: 'un paio di calzini', es: 'un par de calcetines', de: 'ein Paar Socken', en: 'a pair of socks' },
};
const KIND_CATEGORY: Record<Kind, { uri: string; names: Record<Language, string> }> = {
  sneaker: { uri: 'sneakers', names: { it: 'Sneakers', es: 'Zapatillas', de: 'Sneaker', en: 'Sneakers' } },
  loafer: { uri: 'loafers', names: { it: 'Mocassini', es: 'Mocasines', de: 'Loafer', en: 'Loafers' } },
  boot: { uri: 'boots', names: { it: 'Stivaletti', es: 'Botines', de: 'Stiefeletten', en: 'Boots' } },
  sandal: { uri: 'sandals', names: { it: 'Sandali', es: 'Sandalias', de: 'Sandalen', en: 'Sandals' } },
  'mary-jane': { uri: 'mary-janes', names: { it: 'Mary Jane', es: 'Merceditas', de: 'Mary Janes', en: 'Mary Janes' } },
  bag: { uri: 'bags', names: { it: 'Borse', es: 'Bolsos', de: 'Taschen', en: 'Bags' } },
  sock: { uri: 'socks', names: { it: 'Calzini', es: 'Calcetines', de: 'Socken', en: 'Socks' } },
};

export const LINES = [
  { uid: 'sunny-side', name: 'Sunny Side' },
  { uid: 'dolce-vita', name: 'Dolce Vita' },
  { uid: 'mambo', name: 'Mambo' },
  { uid: 'soul-train', name: 'Soul Train' },
  { uid: 'vespa', name: 'Vespa' },
  { uid: 'riviera', name: 'Riviera' },
] as const;

const MATERIALS: Record<Language, string>[] = [
  { it: 'pelle scamosciata', es: 'ante', de: 'Veloursleder', en: 'suede' },
  { it: 'nappa', es: 'napa', de: 'Nappaleder', en: 'nappa leather' },
  { it: 'tela di cotone', es: 'lona de algodón', de: 'Baumwoll-Canvas', en: 'cotton canvas' },
  { it: 'maglia riciclata', es: 'punto reciclado', de: 'recyceltem Strick', en: 'recycled knit' },
  { it: 'pelle spazzolata', es: 'piel cepillada', de: 'gebürstetem Leder', en: 'brushed leather' },
];

const SOCK_MATERIALS: Record<Language, string>[] = [
  { it: 'cotone pettinato', es: 'algodón peinado', de: 'gekämmter Baumwolle', en: 'combed cotton' },
  { it: 'spugna di cotone', es: 'rizo de algodón', de: 'Baumwollfrottee', en: 'cotton terry' },
];

/** The second sentence of a description, by what the product is. */
const CLOSING: Record<'shoe' | 'bag' | 'sock', Names> = {
  shoe: {
    it: 'Fatto a mano nelle Marche, con una suola che tiene il ritmo dalla mattina alla pista da ballo. Pop fuori, soul dentro.',
    es: 'Hecho a mano en las Marcas, con una suela que sigue el ritmo desde la mañana hasta la pista de baile. Pop por fuera, soul por dentro.',
    de: 'Handgefertigt in den Marken, mit einer Sohle, die vom Morgen bis zur Tanzfläche den Takt hält. Außen Pop, innen Soul.',
    en: 'Handmade in the Marche, on a sole that keeps the beat from morning to the dance floor. Pop outside, soul inside.',
  },
  bag: {
    it: 'Cucita a mano nelle Marche, con spazio per telefono, chiavi e un vinile. Tracolla regolabile.',
    es: 'Cosido a mano en las Marcas, con sitio para el móvil, las llaves y un vinilo. Correa ajustable.',
    de: 'Handgenäht in den Marken, mit Platz für Handy, Schlüssel und eine Schallplatte. Verstellbarer Riemen.',
    en: 'Hand-sewn in the Marche, with room for a phone, keys and a record. Adjustable strap.',
  },
  sock: {
    it: 'Bordo a costine e tallone rinforzato: fatti per ballare, anche senza scarpe.',
    es: 'Puño acanalado y talón reforzado: hechos para bailar, incluso sin zapatos.',
    de: 'Rippbündchen und verstärkte Ferse: zum Tanzen gemacht, auch ohne Schuhe.',
    en: 'Ribbed cuff and reinforced heel: made for dancing, even without shoes.',
  },
};

const MODELS = [
  'Aurora',
  'Brio',
  'Ciao',
  'Dolce',
  'Estate',
  'Fiore',
  'Gioia',
  'Luna',
  'Mare',
  'Nuvola',
  'Onda',
  'Perla',
  'Quarzo',
  'Riva',
  'Sole',
  'Tango',
  'Urbano',
  'Vento',
  'Zefiro',
  'Alba',
  'Bacio',
  'Cielo',
  'Dama',
  'Eco',
  'Festa',
  'Grazia',
  'Isola',
  'Lido',
  'Notte',
  'Ora',
  'Piazza',
  'Ritmo',
  'Sogno',
  'Tesoro',
  'Vela',
  'Amico',
  'Bolla',
  'Capri',
  'Duetto',
  'Allegro',
];

export interface SizeRow {
  size: string;
  eu: string;
  us: string;
  uk: string;
}
const table = (sizes: string[], us: string[], uk: string[]): SizeRow[] =>
  sizes.map((size, i) => ({ size, eu: size, us: us[i] ?? '', uk: uk[i] ?? '' }));
export const SIZE_TABLES: Record<'woman' | 'man' | 'kid' | 'bag' | 'sock', SizeRow[]> = {
  woman: table(
    ['35', '36', '37', '38', '39', '40', '41'],
    ['5', '6', '6.5', '7.5', '8.5', '9', '10'],
    ['2.5', '3', '4', '5', '6', '6.5', '7.5'],
  ),
  man: table(
    ['39', '40', '41', '42', '43', '44', '45', '46'],
    ['6.5', '7', '8', '9', '10', '10.5', '11.5', '12'],
    ['6', '6.5', '7.5', '8', '9', '9.5', '10.5', '11'],
  ),
  kid: table(
    ['28', '29', '30', '31', '32', '33', '34', '35'],
    ['11', '12', '12.5', '13.5', '1', '2', '2.5', '3.5'],
    ['10', '11', '11.5', '12.5', '13', '1', '1.5', '2.5'],
  ),
  bag: [{ size: 'U', eu: 'U', us: 'One size', uk: 'One size' }],
  sock: [
    { size: 'S', eu: '35-38', us: '5-7.5', uk: '2.5-5' },
    { size: 'M', eu: '39-42', us: '8-10.5', uk: '5.5-8' },
    { size: 'L', eu: '43-46', us: '11-13', uk: '8.5-11' },
  ],
};

export type Gender = 'woman' | 'man' | 'kid' | 'unisex';
type Names = Record<Language, string>;

export interface SeedCategory {
  id: string;
  uri: string;
  completeUri: string;
  parent: string | null;
  names: Names;
  sortOrder: number;
  special: boolean;
  startDate: string | null;
  endDate: string | null;
  /** null: every market; 3: only the secret campaign's. */
  market: MarketId | null;
  products: string[];
}

export interface SeedProduct {
  id: string;
  sku: string;
  uri: string;
  gender: Gender;
  kind: Kind;
  line: string | null;
  colour: Colour;
  names: Names;
  descriptions: Names;
  shortDescriptions: Names;
  markets: MarketId[];
  mainCategory: string;
  media: string[];
  videoUrl: string | null;
  isNew: boolean;
  /** Newest first ordering key (days since the collection opened). */
  createdDay: number;
  sizes: SizeRow[];
}

export interface SeedPrice {
  product: string;
  pricelist: number;
  /** Minor units (cents, öre…). */
  price: number;
  before: number;
}

export interface SeedStock {
  item: string;
  market: MarketId;
  warehouse: string;
  quantity: number;
}

export interface SeedCatalogue {
  products: SeedProduct[];
  categories: SeedCategory[];
  prices: SeedPrice[];
  stock: SeedStock[];
}

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

const SECTIONS: { uri: string; names: Names; kinds: Kind[] }[] = [
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

const EDITIONS: { uri: string; names: Names; market: MarketId | null }[] = [
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

/** How many products of each kind each section gets (woman > 40 so paging works). */
const PLAN: { gender: Gender; section: string; kind: Kind; count: number; edition?: string; markets?: MarketId[] }[] = [
  { gender: 'woman', section: 'woman', kind: 'sneaker', count: 12 },
  { gender: 'woman', section: 'woman', kind: 'loafer', count: 8 },
  { gender: 'woman', section: 'woman', kind: 'boot', count: 8 },
  { gender: 'woman', section: 'woman', kind: 'sandal', count: 8 },
  { gender: 'woman', section: 'woman', kind: 'mary-jane', count: 12 },
  { gender: 'man', section: 'man', kind: 'sneaker', count: 12 },
  { gender: 'man', section: 'man', kind: 'loafer', count: 8 },
  { gender: 'man', section: 'man', kind: 'boot', count: 10 },
  { gender: 'kid', section: 'kid', kind: 'sneaker', count: 10 },
  { gender: 'kid', section: 'kid', kind: 'sandal', count: 6 },
  { gender: 'unisex', section: 'accessories', kind: 'bag', count: 8 },
  { gender: 'unisex', section: 'accessories', kind: 'sock', count: 8 },
  { gender: 'woman', section: 'special-edition', kind: 'sneaker', count: 4, edition: 'p01-future-city' },
  { gender: 'man', section: 'special-edition', kind: 'boot', count: 4, edition: 'p02-bella-vita' },
  { gender: 'woman', section: 'special-edition', kind: 'mary-jane', count: 3, edition: 'segreto-fw22', markets: [3] },
  { gender: 'man', section: 'special-edition', kind: 'loafer', count: 3, edition: 'segreto-fw22', markets: [3] },
];

const BASE_PRICES_EUR: Record<Kind, number[]> = {
  sneaker: [119, 129, 139, 149, 159],
  loafer: [169, 179, 189, 199],
  boot: [199, 219, 229, 249, 269],
  sandal: [99, 109, 119, 129],
  'mary-jane': [139, 149, 159, 169],
  bag: [129, 149, 179, 229],
  sock: [15, 19],
};
const KID_PRICE_FACTOR = 0.55;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describe(
  model: string,
  kind: Kind,
  line: string | null,
  colour: Colour,
  material: Names,
): { long: Names; short: Names } {
  const lineName = LINES.find((l) => l.uid === line)?.name;
  const c = (l: Language) => colourName(colour, l).toLowerCase();
  const a = WITH_ARTICLE[kind];
  const close = CLOSING[kind === 'bag' ? 'bag' : kind === 'sock' ? 'sock' : 'shoe'];
  const long: Names = {
    it: `${model} è ${a.it} in ${material.it} color ${c('it')}${lineName ? `, dalla linea ${lineName}` : ''}. ${close.it}`,
    es: `${model} es ${a.es} de ${material.es} en color ${c('es')}${lineName ? `, de la línea ${lineName}` : ''}. ${close.es}`,
    de: `${model} ist ${a.de} aus ${material.de} in ${colourName(colour, 'de')}${lineName ? ` aus der Linie ${lineName}` : ''}. ${close.de}`,
    en: `${model} is ${a.en} in ${c('en')} ${material.en}${lineName ? ` from the ${lineName} line` : ''}. ${close.en}`,
  };
  const short: Names = {
    it: `${KIND_NAMES[kind].it} in ${material.it}, ${c('it')}.`,
    es: `${KIND_NAMES[kind].es} de ${material.es}, ${c('es')}.`,
    de: `${KIND_NAMES[kind].de} aus ${material.de}, ${colourName(colour, 'de')}.`,
    en: `${KIND_NAMES[kind].en} in ${c('en')} ${material.en}.`,
  };
  return { long, short };
}

/** Rounds a converted price to what a shop would print: whole units, ending in 9 for big currencies. */
function localPrice(eur: number, currency: string, pricelist: number): number {
  const rate = EUR_RATE[currency] ?? 1;
  let amount = eur * rate * (pricelist === 54 ? 1.1 : 1);
  if (currency === 'EUR' || currency === 'PLN') amount = Math.round(amount);
  else amount = Math.max(9, Math.round(amount / 10) * 10 - 5);
  return Math.round(amount * 100);
}

export function imageFile(kind: Kind, colour: Colour, view: number, width: number): string {
  return `${kind}-${colour}-${view}-${width}.webp`;
}

export const IMAGE_WIDTHS = { standard: 800, big: 1600 } as const;

export function buildCatalogue(): SeedCatalogue {
  const random = createRandom(20_260_421);
  const products: SeedProduct[] = [];
  const prices: SeedPrice[] = [];
  const stock: SeedStock[] = [];
  const usedUris = new Set<string>();
  let nextId = 1001;
  let modelIndex = 0;

  for (const entry of PLAN) {
    for (let i = 0; i < entry.count; i += 1) {
      const id = String(nextId++);
      const model = MODELS[modelIndex % MODELS.length] as string;
      modelIndex += 1;
      const colour = random.pick(COLOURS);
      const line = entry.kind === 'sock' ? null : random.pick(LINES).uid;
      const names = Object.fromEntries(LANGUAGES.map((l) => [l, `${model} ${KIND_NAMES[entry.kind][l]}`])) as Names;
      let uri = slug(`${model}-${KIND_NAMES[entry.kind].en}-${colour}`);
      if (entry.gender === 'kid') uri = `${uri}-kid`;
      while (usedUris.has(uri)) uri = `${uri}-${id}`;
      usedUris.add(uri);
      const material = random.pick(
        entry.kind === 'sock'
          ? SOCK_MATERIALS
          : entry.kind === 'bag'
            ? MATERIALS.filter((m) => m.en.includes('leather') || m.en === 'suede')
            : MATERIALS,
      );
      const { long, short } = describe(model, entry.kind, line, colour, material);
      const sizeTable =
        entry.kind === 'bag'
          ? SIZE_TABLES.bag
          : entry.kind === 'sock'
            ? SIZE_TABLES.sock
            : SIZE_TABLES[entry.gender === 'unisex' ? 'woman' : entry.gender];
      const mainCategory = entry.edition
        ? `special-edition/${entry.edition}`
        : `${entry.section}/${KIND_CATEGORY[entry.kind].uri}`;
      const markets: MarketId[] = entry.markets ?? [1, 3];
      products.push({
        id,
        sku: `PS${id}`,
        uri,
        gender: entry.gender,
        kind: entry.kind,
        line,
        colour,
        names,
        descriptions: long,
        shortDescriptions: short,
        markets,
        mainCategory,
        media: [1, 2].map((view) => imageFile(entry.kind, colour, view, IMAGE_WIDTHS.standard)),
        videoUrl: null,
        isNew: random.chance(0.3),
        createdDay: random.int(0, 400),
        sizes: sizeTable,
      });

      // Prices: some products discounted 20–50 %.
      const baseList = BASE_PRICES_EUR[entry.kind];
      let base = random.pick(baseList);
      if (entry.gender === 'kid') base = Math.round(base * KID_PRICE_FACTOR) - 1;
      const discount = random.chance(0.22) ? random.pick([20, 30, 40, 50]) : 0;
      for (const pl of PRICELISTS) {
        const before = localPrice(base, pl.currency, pl.pricelist);
        const price = discount ? localPrice(base * (1 - discount / 100), pl.currency, pl.pricelist) : before;
        prices.push({ product: id, pricelist: pl.pricelist, price, before });
      }

      // Stock per market and warehouse: some sold out, some with one or two left, socks plenty.
      const soldOut = entry.kind !== 'sock' && random.chance(0.05);
      for (const size of sizeTable) {
        const item = `${id}-${size.size}`;
        for (const market of markets) {
          WAREHOUSES.forEach((warehouse, w) => {
            let quantity: number;
            if (soldOut) quantity = 0;
            else if (entry.kind === 'sock') quantity = w === 0 ? 150 + random.int(0, 100) : random.int(0, 50);
            else {
              const roll = random.next();
              quantity = roll < 0.12 ? 0 : roll < 0.27 ? random.int(1, 2) : random.int(3, 25);
              if (w === 1) quantity = random.chance(0.5) ? 0 : random.int(0, 8);
            }
            stock.push({ item, market, warehouse, quantity });
          });
        }
      }
    }
  }

  const categories = buildCategories(products, prices);
  return { products, categories, prices, stock };
}

function buildCategories(products: SeedProduct[], prices: SeedPrice[]): SeedCategory[] {
  const categories: SeedCategory[] = [];
  let nextId = 10;
  const discounted = new Set(prices.filter((p) => p.pricelist === 49 && p.price < p.before).map((p) => p.product));
  const add = (c: Omit<SeedCategory, 'id'>) => {
    const category = { ...c, id: String(nextId++) };
    categories.push(category);
    return category;
  };

  SECTIONS.forEach((section, s) => {
    const inSection = products.filter((p) =>
      section.uri === 'line'
        ? p.line !== null && p.kind !== 'sock'
        : section.uri === 'special-edition'
          ? p.mainCategory.startsWith('special-edition/')
          : p.mainCategory.startsWith(`${section.uri}/`),
    );
    const top = add({
      uri: section.uri,
      completeUri: section.uri,
      parent: null,
      names: section.names,
      sortOrder: s + 1,
      special: false,
      startDate: null,
      endDate: null,
      market: null,
      products: inSection.map((p) => p.id),
    });
    let order = 1;
    // Special categories first, in the spec's order.
    for (const special of SPECIAL_CATEGORIES.filter((sp) => sp.sections.includes(section.uri))) {
      const members = inSection.filter((p, i) => {
        switch (special.uri) {
          case 'new-collection':
            return p.isNew;
          case 'new-arrivals':
            return p.createdDay > 300;
          case 'sale':
          case 'black-friday':
            return discounted.has(p.id);
          case 'mid-season-sale':
            return discounted.has(p.id) || i % 9 === 0;
          case 'iconic-pieces':
            return i % 5 === 0;
          case 'must_have':
            return i % 6 === 1;
          case 'xmas_promo':
            return p.kind === 'boot' || p.kind === 'mary-jane';
          default:
            return i % 7 === 2;
        }
      });
      add({
        uri: special.uri,
        completeUri: `${section.uri}/${special.uri}`,
        parent: top.id,
        names: special.names,
        sortOrder: order++,
        special: true,
        startDate: special.start,
        endDate: special.end,
        market: null,
        products: members.map((p) => p.id),
      });
    }
    for (const kind of section.kinds) {
      add({
        uri: KIND_CATEGORY[kind].uri,
        completeUri: `${section.uri}/${KIND_CATEGORY[kind].uri}`,
        parent: top.id,
        names: KIND_CATEGORY[kind].names,
        sortOrder: order++,
        special: false,
        startDate: null,
        endDate: null,
        market: null,
        products: inSection.filter((p) => p.kind === kind).map((p) => p.id),
      });
    }
    if (section.uri === 'line') {
      for (const line of LINES) {
        add({
          uri: line.uid,
          completeUri: `line/${line.uid}`,
          parent: top.id,
          names: { it: line.name, es: line.name, de: line.name, en: line.name },
          sortOrder: order++,
          special: false,
          startDate: null,
          endDate: null,
          market: null,
          products: products.filter((p) => p.line === line.uid).map((p) => p.id),
        });
      }
    }
    if (section.uri === 'special-edition') {
      for (const edition of EDITIONS) {
        add({
          uri: edition.uri,
          completeUri: `special-edition/${edition.uri}`,
          parent: top.id,
          names: edition.names,
          sortOrder: order++,
          special: false,
          startDate: null,
          endDate: null,
          market: edition.market,
          products: products.filter((p) => p.mainCategory === `special-edition/${edition.uri}`).map((p) => p.id),
        });
      }
    }
  });
  return categories;
}
