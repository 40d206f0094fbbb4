/**
 * Server-only: what the shop holds in each language, for the sitemap. The
 * categories and their windows come from the shared content (cached per
 * process); the products from the catalogue, each top-level section read
 * whole (the spec's refresh-all call) in the default market, so products of
 * the secret campaign's market stay out. A language whose catalogue cannot
 * be read is left out rather than failing the sitemap.
 */
import type { Language } from '../../lib/locale/constants';
import { getProxy } from '../../lib/api/server';
import { REFRESH_ALL_ITEMS, type ProductsResponse } from '../../lib/api';
import { CONTENT_LANGS } from '../../lib/content/langs';
import { getSharedContent } from '../../core/content/server';
import { isCategoryVisible } from '../catalog/categories';
import { parseLocale } from '../../lib/locale/locale';
import { catalogueParams } from './server';
import type { ShopLanguage } from './sitemap';

const LANGUAGES = Object.keys(CONTENT_LANGS) as Language[];

async function productUris(language: Language, sections: readonly string[]): Promise<string[]> {
  const locale = parseLocale(CONTENT_LANGS[language]);
  if (!locale) return [];
  const uris = new Set<string>();
  await Promise.all(
    sections.map(async (section) => {
      const result = await getProxy().call<ProductsResponse>('commerce-read', {
        url: 'checkout/products',
        params: {
          ...catalogueParams(locale),
          type: 'category',
          category_id: section,
          offset: 0,
          items_per_page: REFRESH_ALL_ITEMS,
        },
      });
      if (result.status !== 200) throw new Error(`checkout/products ${section} answered ${result.status}`);
      for (const product of result.data.products) uris.add(product.uri);
    }),
  );
  return [...uris];
}

export async function loadShopLanguages(): Promise<ShopLanguage[]> {
  const languages = await Promise.all(
    LANGUAGES.map(async (language): Promise<ShopLanguage | null> => {
      try {
        const content = await getSharedContent(language);
        const now = Date.now();
        const sections = content.categories
          .filter((category) => isCategoryVisible(category, content.categoryPages, now))
          .map((category) => category.completeUri);
        return {
          language,
          categories: content.categories,
          categoryPages: content.categoryPages,
          productUris: await productUris(language, sections),
        };
      } catch (error) {
        console.error(`sitemap: the ${language} catalogue could not be read`, error);
        return null;
      }
    }),
  );
  return languages.filter((language): language is ShopLanguage => language !== null);
}
