import type { ItemList, WithContext } from 'schema-dts';

/** The products a listing shows, in its order, each by its page's absolute URL. */
export function itemListJsonLd(name: string, items: readonly { name: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}
