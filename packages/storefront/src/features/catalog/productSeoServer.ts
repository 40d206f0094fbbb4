/**
 * Server-only: what a product page tells search engines besides the product itself: its canonical URL and
 * language alternates, its breadcrumb (home → section → category → product), the shop's return and delivery
 * terms, and the day its sale ends (the earliest end of a dated category that lists it).
 */
import type { Product } from '../../lib/api';
import { readConfig } from '../../lib/config';
import { routes } from '../../lib/routes';
import type { SharedContent } from '../../core/content/types';
import { countryForLocaleMarket, type Locale } from '../../lib/locale/locale';
import { SITE_NAME } from '../seo/brand';
import type { Crumb, ShopPolicy } from '../seo/productJsonLd';
import { buildSeo, pathWithoutLocale, type PageSeo } from '../seo/seo';
import { loadShopPolicy } from '../seo/server';
import { categoryName, findCategory } from './categories';
import { PRODUCT_IMAGE_PX } from './productImages';

export interface ProductSeoProps {
  seo: PageSeo;
  breadcrumb: Crumb[];
  policy: ShopPolicy | null;
  /** yyyy-mm-dd, or null when no dated sale lists the product. */
  saleEnds: string | null;
}

function saleEnd(product: Product, content: SharedContent, now: number): string | null {
  let earliest: string | null = null;
  const walk = (categories: SharedContent['categories']) => {
    for (const category of categories) {
      const end = category.end_date;
      if (end && Date.parse(end) > now && category.products.includes(product.product)) {
        if (!earliest || end < earliest) earliest = end;
      }
      walk(category.categories);
    }
  };
  walk(content.categories);
  return earliest === null ? null : (earliest as string).slice(0, 10);
}

export async function productSeoProps(
  product: Product,
  locale: Locale,
  content: SharedContent,
  options: { noindex: boolean },
): Promise<ProductSeoProps> {
  const { siteUrl } = readConfig();
  const segment = `${locale.language}-${locale.market}`;
  const url = (path: string) => `${siteUrl}${path}`;
  const seo = buildSeo({
    siteUrl,
    locale: segment,
    language: locale.language,
    path: pathWithoutLocale(routes.product(segment, product.uri), segment),
    title: `${product.name} — ${SITE_NAME}`,
    description: product.shortDescription || product.description,
    image: product.media.big[0] ?? product.media.standard[0] ?? null,
    imageSize: { width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX },
    ogType: 'product',
    noindex: options.noindex,
  });
  const breadcrumb: Crumb[] = [{ name: SITE_NAME, url: url(routes.home(segment)) }];
  const [section] = product.categoryUri.split('/');
  const sectionCategory = section ? findCategory(content.categories, section) : undefined;
  if (sectionCategory) {
    breadcrumb.push({
      name: categoryName(sectionCategory, locale.language),
      url: url(routes.category(segment, section!)),
    });
  }
  if (product.categoryUri && product.categoryUri !== section) {
    const category = findCategory(content.categories, product.categoryUri);
    breadcrumb.push({
      name: category ? categoryName(category, locale.language) : product.categoryName,
      url: url(routes.category(segment, product.categoryUri)),
    });
  }
  breadcrumb.push({ name: product.name, url: seo.canonical });
  const market = countryForLocaleMarket(locale.market);
  return {
    seo,
    breadcrumb,
    policy: await loadShopPolicy(locale.language, market === 'XE' ? null : market),
    saleEnds: saleEnd(product, content, Date.now()),
  };
}
