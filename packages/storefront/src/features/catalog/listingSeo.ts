/**
 * Server-only: what a listing (a category or a line's products) tells search engines: its canonical URL
 * (always the unfiltered first page: a filtered or longer view is a view of it), alternates, a description
 * from the labels, its breadcrumb (home → section → category) and what names the ItemList of the products
 * its first render shows (the list itself is built where the listing renders: ./listingItemList). A view
 * other than the default is `noindex`. The breadcrumb is serialized here, so its builder stays out of the
 * listing's browser code.
 */
import { readConfig } from '../../lib/config';
import { routes } from '../../lib/routes';
import type { SharedContent } from '../../core/content/types';
import { interpolate } from '../../core/labels/useLabel';
import type { Locale } from '../../lib/locale/locale';
import { SITE_NAME } from '../seo/brand';
import { serializeJsonLd, type SerializedJsonLd } from '../seo/jsonLd';
import { breadcrumbJsonLd, type Crumb } from '../seo/productJsonLd';
import type { GridProduct } from './gridProduct';
import type { ListingItemListOrigin } from './listingItemList';
import { buildSeo, pathWithoutLocale, type PageSeo } from '../seo/seo';
import { categoryName, findCategory } from './categories';
import { PRODUCT_IMAGE_PX } from './productImages';

export interface ListingSeoProps {
  seo: PageSeo;
  /** The breadcrumb's schema.org data. */
  jsonLd: SerializedJsonLd[];
  /** The listing's ItemList, but for its products (the page carries them for its grid). */
  itemList: ListingItemListOrigin;
}

export function listingSeoProps(
  completeUri: string,
  title: string,
  locale: Locale,
  content: SharedContent,
  products: readonly GridProduct[],
  options: { noindex: boolean },
): ListingSeoProps {
  const image = products[0]?.media.default ?? null;
  const { siteUrl } = readConfig();
  const segment = `${locale.language}-${locale.market}`;
  // The content's sentence naming the listing; without one, the listing's own name.
  const sentence = content.labels.category_meta_description?.trim();
  const description = sentence ? interpolate(sentence, { category: title }) : title;
  const seo = buildSeo({
    siteUrl,
    locale: segment,
    language: locale.language,
    path: pathWithoutLocale(routes.category(segment, completeUri), segment),
    title: `${title} — ${SITE_NAME}`,
    description,
    image,
    imageSize: image ? { width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX } : null,
    noindex: options.noindex,
  });
  const breadcrumb: Crumb[] = [{ name: SITE_NAME, url: `${siteUrl}${routes.home(segment)}` }];
  const parts = completeUri.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const uri = parts.slice(0, i).join('/');
    const category = findCategory(content.categories, uri);
    if (category)
      breadcrumb.push({
        name: categoryName(category, locale.language),
        url: `${siteUrl}${routes.category(segment, uri)}`,
      });
  }
  breadcrumb.push({ name: title, url: seo.canonical });
  return {
    seo,
    jsonLd: [serializeJsonLd(breadcrumbJsonLd(breadcrumb))],
    itemList: { name: title, siteUrl, segment },
  };
}
