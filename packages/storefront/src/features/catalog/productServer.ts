import { ApiError, keys, type ProductUriResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { routes } from '../../lib/routes';
import { getSharedContent } from '../../core/content/server';
import type { LineContent } from '../../core/content/types';
import { marketForView } from '../../core/store/marketFromRequest';
import {
  CATALOGUE_REVALIDATE_S,
  productTag,
  recordGeneratedView,
  serverCampaignToken,
  viewOfParams,
} from './viewCache';
import { isDefaultView, viewSegment } from './view';
import { productSeoProps, type ProductSeoProps } from './productSeoServer';
import { loadFitNotes } from './fitNoteServer';
import { fitNoteFor } from './fitNote';
import { withPartialContentPeriod } from '../../core/content/cachePeriod';

export interface ProductPageProps extends ProductSeoProps {
  uri: string;
  fallback: Record<string, ProductUriResponse>;
  line: LineContent | null;
  /** How the product fits ("runs small: take one size up"), from content; null when it has none. */
  fitNote: string | null;
  /** The market the page was rendered for (3 in the secret campaign's own cache entry). */
  marketId: number;
}

const notFound = { notFound: true as const, revalidate: CATALOGUE_REVALIDATE_S };

/**
 * A product page, cached per locale and market (features/catalog/view.ts): the product (404 when unknown in this
 * market) and its line's content. `params`: locale, id, view (optional: the campaign's market).
 */
export const getProductPageProps = withPartialContentPeriod<ProductPageProps>(async ({ params = {} }) => {
  const view = await viewOfParams(params);
  const context = view && marketForView(params.locale, view.marketId);
  const uri = params.id;
  if (!view || !context || typeof uri !== 'string' || !/^[a-z0-9-]{1,120}$/.test(uri)) return notFound;
  const key = keys.product(uri, context.market);
  try {
    const [response, content, fitNotes] = await Promise.all([
      serverGet<ProductUriResponse>(key),
      getSharedContent(context.locale.language),
      loadFitNotes(context.locale.language),
    ]);
    const lineUid = response.data.product.line;
    const line = (lineUid && content.lines.find((l) => l.line_uid === lineUid)) || null;
    const fitNote = fitNoteFor(fitNotes, { uri, line: lineUid });
    if (typeof params.locale === 'string') {
      await recordGeneratedView(
        productTag(uri),
        isDefaultView(view)
          ? routes.product(params.locale, uri)
          : routes.cachedProduct(params.locale, viewSegment(view, await serverCampaignToken()), uri),
      );
    }
    return {
      props: {
        uri,
        fallback: { [key]: response },
        line,
        fitNote,
        marketId: view.marketId,
        // The campaign's market is a view of its own: never indexed.
        ...(await productSeoProps(response.data.product, context.locale, content, { noindex: !isDefaultView(view) })),
      },
      revalidate: CATALOGUE_REVALIDATE_S,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound;
    throw error;
  }
});
