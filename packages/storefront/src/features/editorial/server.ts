/**
 * Server-only: loads editorial documents through the content client (with
 * the preview ref when Next.js preview mode is on) and the data their slices
 * need (products, articles). Import it from getStaticProps only.
 */
import * as prismic from '@prismicio/client';
import { enableAutoPreviews } from '@prismicio/next/pages';
import type { PreviewData } from 'next';
import { getProxy } from '../../lib/api/server';
import type { Product, ProductsResponse, MultipleProductsResponse } from '../../lib/api/types';
import {
  createContentClient,
  type ContentClient,
  type ContentDocument,
  type ContentDocumentOf,
  type ContentType,
} from '../../lib/content/client';
import { CONTENT_LANGS } from '../../lib/content/langs';
import { documentPath } from '../../lib/content/routes';
import { localizePath, routes } from '../../lib/routes';
import { countryForLocaleMarket, pricelistIdForCountry } from '../../lib/locale/locale';
import { DEFAULT_MARKET_ID } from '../../lib/locale/constants';
import type { Locale } from '../../lib/locale/locale';
import type { ArticleCard, RailProduct, SliceContext } from './slices';
import { DEFAULT_BLOG_LIST_ARTICLES, DEFAULT_RAIL_PRODUCTS } from './constants';
import { markRenderPartial } from '../../core/content/cachePeriod';

/** Any content document, for helpers that read a page's fields whatever its type. */
export type EditorialDocument = prismic.PrismicDocument;

/** A content client that reads drafts during a preview session. */
export function editorialClient(previewData?: PreviewData): ContentClient {
  const client = createContentClient();
  enableAutoPreviews({ client, previewData });
  return client;
}

/** Every document of a type in the locale's language, newest first. */
export async function getAllOfType<T extends ContentType>(
  client: ContentClient,
  type: T,
  locale: Locale,
): Promise<ContentDocumentOf<T>[]> {
  try {
    return await client.getAllByType<ContentDocument, T>(type, {
      lang: CONTENT_LANGS[locale.language],
      orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
    });
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return [];
    // The content service is down and no list has a fallback (pages render, never a 5xx): the
    // page shows its own content (its document has the content proxy's fallback) without the list, and
    // is rendered again within seconds to bring the list back.
    markRenderPartial();
    console.warn(
      `[content] the content API failed (${error instanceof Error ? error.message : String(error)}); ` +
        `the ${type} list (${locale.language}) is left out of the page`,
    );
    return [];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The card a blog list shows for an article. */
export function articleCard(doc: EditorialDocument, locale: string): ArticleCard {
  const data = doc.data;
  const cover = data.cover as prismic.ImageField | undefined;
  return {
    uid: doc.uid ?? doc.id,
    title: text(data.title),
    href: localizePath(documentPath(doc) ?? '', locale),
    excerpt: prismic.asText((data.excerpt as prismic.RichTextField | undefined) ?? []),
    date: typeof data.publication_date === 'string' ? data.publication_date : null,
    tags: doc.tags,
    ...(cover && prismic.isFilled.image(cover)
      ? {
          image: {
            url: cover.url,
            alt: cover.alt ?? '',
            width: cover.dimensions.width,
            height: cover.dimensions.height,
          },
        }
      : {}),
  };
}

/** A commerce product as a rail shows it (the design system's ProductCard). */
export function railProduct(product: Product, locale: string): RailProduct {
  const discounted = product.priceBeforeDiscountAsNumber > product.priceAsNumber;
  const [first, second] = product.media.standard;
  return {
    id: product.product,
    name: product.name,
    href: routes.product(locale, product.uri),
    price: product.priceAsNumber,
    ...(discounted
      ? { priceBeforeDiscount: product.priceBeforeDiscountAsNumber, discountPercent: product.discountPercent }
      : {}),
    currency: product.currency,
    image: { src: first ?? '', alt: product.name },
    ...(second ? { hoverImage: { src: second, alt: '' } } : {}),
  };
}

/** Market, pricelist and language for the locale's catalogue calls. */
export function catalogueParams(locale: Locale) {
  return {
    market: DEFAULT_MARKET_ID,
    pricelist: pricelistIdForCountry(countryForLocaleMarket(locale.market)),
    lang: locale.language,
  };
}

type SliceLike = {
  id: string;
  slice_type: string;
  /** Shared slices (Slice Machine's) have one; legacy slices do not. */
  variation?: string;
  primary: Record<string, unknown>;
  items: Record<string, unknown>[];
};

async function railProducts(slice: SliceLike, locale: Locale): Promise<Product[]> {
  const params = catalogueParams(locale);
  // Static pages are built without a visitor: the catalogue is read without one (no token kept).
  if (slice.variation === 'byIds') {
    const ids = slice.items.map((item) => text(item.product_id).trim()).filter(Boolean);
    if (ids.length === 0) return [];
    const result = await getProxy().call<MultipleProductsResponse>('commerce-read', {
      url: 'shop/multiple_products',
      params: { ...params, prods: ids.join(',') },
    });
    return railOf(result);
  }
  const category = text(slice.primary.category_uri).trim();
  if (!category) return [];
  const limit = Number(slice.primary.limit) > 0 ? Number(slice.primary.limit) : DEFAULT_RAIL_PRODUCTS;
  const result = await getProxy().call<ProductsResponse>('commerce-read', {
    url: 'checkout/products',
    params: { ...params, type: 'category', category_id: category, items_per_page: limit },
  });
  return railOf(result);
}

/** A rail's products; none when the back-end refused (a rail the editors set wrong) or failed (marked partial). */
function railOf(result: { status: number; data: { products: Product[] } }): Product[] {
  if (result.status === 200) return result.data.products;
  if (result.status >= 500) markRenderPartial();
  return [];
}

/**
 * What a page's slices need, loaded in parallel: products for product rails
 * and articles for blog lists. A failing back-end leaves that rail out
 * rather than failing the page.
 */
export async function loadSliceContext(
  slices: readonly SliceLike[],
  locale: Locale,
  client: ContentClient,
): Promise<Required<Pick<SliceContext, 'products' | 'articles' | 'language'>>> {
  const segment = `${locale.language}-${locale.market}`;
  const products: Record<string, RailProduct[]> = {};
  const articles: Record<string, ArticleCard[]> = {};
  const rails = slices.filter((slice) => slice.slice_type === 'product_rail');
  const lists = slices.filter((slice) => slice.slice_type === 'blog_list');
  const allArticles =
    lists.length > 0 ? getAllOfType(client, 'blog_article', locale).catch(() => []) : Promise.resolve([]);
  await Promise.all([
    ...rails.map(async (slice) => {
      try {
        products[slice.id] = (await railProducts(slice, locale)).map((product) => railProduct(product, segment));
      } catch {
        markRenderPartial();
        products[slice.id] = [];
      }
    }),
    ...lists.map(async (slice) => {
      const tag = text(slice.primary.tag) || 'all';
      const limit = Number(slice.primary.limit) > 0 ? Number(slice.primary.limit) : DEFAULT_BLOG_LIST_ARTICLES;
      articles[slice.id] = (await allArticles)
        .filter((doc) => tag === 'all' || doc.tags.includes(tag))
        .slice(0, limit)
        .map((doc) => articleCard(doc, segment));
    }),
  ]);
  return { products, articles, language: locale.language };
}
