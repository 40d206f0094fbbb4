/**
 * A product page's schema.org data: the Product with one Offer per size, its return policy and shipping
 * from the shop's content, and the breadcrumb trail. Built from the very product object the page renders
 * (price, currency, each size's stock), so what search engines read cannot differ from what shoppers see.
 */
import type { BreadcrumbList, MerchantReturnPolicy, OfferShippingDetails, Product, WithContext } from 'schema-dts';
import type { Product as ShopProduct } from '../../lib/api';
import { SITE_NAME } from './brand';

/** The shop's return and delivery terms, as the returns content states them. */
export interface ShopPolicy {
  /** The country the page's market ships to (`IT`, `SE`; null for the rest of the world). */
  country: string | null;
  returnDays: number | null;
  freeReturns: boolean;
  handlingDays: number | null;
  deliveryDays: { min: number; max: number } | null;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface ProductJsonLdInput {
  product: ShopProduct;
  /** The page's absolute canonical URL. */
  url: string;
  /** Absolute picture URLs. */
  images: string[];
  policy: ShopPolicy | null;
  /** yyyy-mm-dd: the last day of the sale the product's discounted price belongs to. */
  saleEnds: string | null;
}

/** A size can be bought: the same rule the size selector shows. */
export const sizeInStock = (item: ShopProduct['items'][number]) => item.stock === 'yes';

function returnPolicy(policy: ShopPolicy): MerchantReturnPolicy | null {
  if (!policy.country || policy.returnDays === null) return null;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: policy.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: policy.returnDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: policy.freeReturns
      ? 'https://schema.org/FreeReturn'
      : 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}

function shippingDetails(policy: ShopPolicy): OfferShippingDetails | null {
  if (!policy.country || !policy.deliveryDays) return null;
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: policy.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: policy.handlingDays ?? 0, unitCode: 'DAY' },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: policy.deliveryDays.min,
        maxValue: policy.deliveryDays.max,
        unitCode: 'DAY',
      },
    },
  };
}

export function productJsonLd({ product, url, images, policy, saleEnds }: ProductJsonLdInput): WithContext<Product> {
  const returns = policy && returnPolicy(policy);
  const shipping = policy && shippingDetails(policy);
  const discounted = product.priceBeforeDiscountAsNumber > product.priceAsNumber;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.shortDescription,
    image: images,
    sku: product.sku,
    productID: product.product,
    url,
    brand: { '@type': 'Brand', name: SITE_NAME },
    color: product.colorName,
    category: product.categoryName,
    offers: product.items.map((item) => ({
      '@type': 'Offer',
      name: item.eu,
      sku: item.sku,
      url,
      price: product.priceAsNumber,
      priceCurrency: product.currency,
      availability: sizeInStock(item) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(discounted && saleEnds ? { priceValidUntil: saleEnds } : {}),
      ...(returns ? { hasMerchantReturnPolicy: returns } : {}),
      ...(shipping ? { shippingDetails: shipping } : {}),
    })),
  };
}

/** The trail home → … → the page, as BreadcrumbList. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
