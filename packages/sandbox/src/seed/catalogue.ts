/**
 * The seed catalogue, generated deterministically: the same products,
 * categories, prices and stock on every machine and every run. The plan says
 * how many products of each kind each section gets; each product's colour,
 * line, material, price and stock are drawn from one seeded random sequence,
 * in a fixed order.
 */
import { LANGUAGES, PRICELISTS, WAREHOUSES, type MarketId } from '../constants';
import { fold } from '../textFold';
import { COLOURS, KIND_NAMES, LINES, type Colour, type Gender, type Kind, type Names } from './attributes';
import type { SeedCatalogue, SeedPrice, SeedProduct, SeedStock } from './catalogueTypes';
import { buildCategories } from './categories';
import { KIND_CATEGORY } from './categoryTree';
import { describeProduct, MATERIALS, SOCK_MATERIALS } from './descriptions';
import { BASE_PRICES_EUR, KID_PRICE_FACTOR, localPrice } from './prices';
import { createRandom } from './random';
import { SIZE_TABLES } from './sizes';

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

function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
      const { long, short } = describeProduct(model, entry.kind, line, colour, material);
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
