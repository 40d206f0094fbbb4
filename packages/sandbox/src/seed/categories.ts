/** The seed's categories, built from the category tree and the generated products. */
import { LINES } from './attributes';
import type { SeedCategory, SeedPrice, SeedProduct } from './catalogueTypes';
import { EDITIONS, KIND_CATEGORY, SECTIONS, SPECIAL_CATEGORIES } from './categoryTree';

export function buildCategories(products: SeedProduct[], prices: SeedPrice[]): SeedCategory[] {
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
