/**
 * Server-only: the shop's return and delivery terms from the returns content, for structured data. A
 * language whose document cannot be read gives none (the product still has its offers); a value the
 * editors left empty is left out rather than guessed.
 */
import * as prismic from '@prismicio/client';
import { createContentClient } from '../../lib/content/client';
import { CONTENT_LANGS } from '../../lib/content/langs';
import type { Language } from '../../lib/locale/constants';
import type { ShopPolicy } from './productJsonLd';
import { markRenderPartial } from '../../core/content/cachePeriod';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** `country`: the market's country (upper case), null for the rest of the world. */
export async function loadShopPolicy(language: Language, country: string | null): Promise<ShopPolicy | null> {
  let doc;
  try {
    doc = await createContentClient().getSingle('returns', { lang: CONTENT_LANGS[language] });
  } catch (error) {
    if (!(error instanceof prismic.NotFoundError)) {
      markRenderPartial();
      console.warn('[seo] the returns content could not be read', error);
    }
    return null;
  }
  const min = count(doc.data.delivery_days_min);
  const max = count(doc.data.delivery_days_max);
  return {
    country,
    returnDays: count(doc.data.return_days),
    freeReturns: doc.data.free_returns === true,
    handlingDays: count(doc.data.handling_days),
    deliveryDays: min !== null && max !== null && min <= max ? { min, max } : null,
  };
}
