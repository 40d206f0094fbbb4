import { SafeImage } from '../media/SafeImage';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Price } from '@passo/design-system';
// The purchase controls (size selector, add to cart) render on the server but load their code later: their
// look must be in the first paint, or they show unstyled and move the page when the code arrives.
import '@passo/design-system/styles/Button';
import '@passo/design-system/styles/SizeSelector';
import { media, vars } from '@passo/design-system/css';
import type { ProductUriResponse } from '../../lib/api';
import { plainText } from '../../core/content/normalize';
import type { LineContent } from '../../core/content/types';
import { useLabels } from '../../core/labels/useLabel';
import { useIntlLocale } from '../../core/store/useIntlLocale';
import { useMarketParams } from '../../core/store/useMarketParams';
import { clientOnly } from '../../core/lazy/clientOnly';
import { interactiveOnUse } from '../../core/lazy/interactiveOnUse';
import { whenIdle } from '../../core/lazy/whenIdle';
import { useProductData } from './useProductData';
import { ProductInformation } from './ProductInformation';
import { FavouriteHeart } from '../favourites/FavouriteHeart';
import { RecentlyViewedRail } from './recentlyViewedRail';
import { Band, PageTitle } from '../ui/layout';
import { ProductSeo } from './ProductSeo';
import { sizeInStock } from '../seo/productJsonLd';
import type { ProductSeoProps } from './productSeoServer';

// "Tell me when my size is back" loads after the page is interactive: the product page's first load stays as it is.
const StockAlert = clientOnly(() => import('../newsletter/StockAlert').then((m) => m.StockAlert));
// The size selector and add to cart (React Aria's runtime) render on the server and become interactive once
// the page is idle or the shopper reaches for them; a click before that is replayed (interactiveOnUse).
const ProductPurchase = interactiveOnUse(() => import('./ProductPurchase').then((m) => m.ProductPurchase));
// The cart's write (swr, the API client, the data layer) loads once the page is idle too.
const loadCartWrite = () => import('./ProductPurchase').then((m) => m.loadCartWrite());

/** Gallery picture widths: full width on phones, half the page from lg. */
const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  max-width: 1920px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md} ${vars.space['2xl']};

  @media ${media.lg} {
    grid-template-columns: 1fr 1fr;
    padding: ${vars.space.xl};
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${vars.space.xs};
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.grey100};
`;

const Details = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  align-content: start;

  @media ${media.lg} {
    position: sticky;
    top: 140px;
  }
`;

const TitleRow = styled.div`
  display: flex;
  gap: ${vars.space.md};
  align-items: flex-start;
  justify-content: space-between;
`;

const Text = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const LineSection = styled(Band)`
  background: ${vars.color.yellow};

  @media ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const LineTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
`;

interface ProductDetailProps {
  uri: string;
  line: LineContent | null;
  /** How the product fits, from content (shown with the sizes). */
  fitNote?: string | null;
  /** The server's answers by key (the product's), shown until the browser's own is in. */
  fallback: Record<string, ProductUriResponse>;
  /** Canonical, alternates, breadcrumb and the shop's terms, for the head and the schema.org data. */
  seo: ProductSeoProps;
}

function lineImage(field: unknown): { url: string; alt: string } | null {
  if (typeof field === 'string') return { url: field, alt: '' };
  if (field && typeof field === 'object' && typeof (field as { url?: unknown }).url === 'string') {
    const f = field as { url: string; alt?: string | null };
    return { url: f.url, alt: f.alt ?? '' };
  }
  return null;
}

/** The product page: pictures, name, price and discount, sizes (EU with US and UK), add to cart, line content. */
export function ProductDetail({ uri, line, fitNote = null, fallback, seo }: ProductDetailProps) {
  const t = useLabels();
  const market = useMarketParams();
  const intl = useIntlLocale();
  // The server's answer for the page's product and market (its only entry).
  const data = useProductData(uri, market, Object.values(fallback)[0]);
  useEffect(() => whenIdle(() => void loadCartWrite().catch(() => {})), []);
  const product = data?.data.product;
  // The browser's recently viewed list: this product first, priced in this pricelist (its code loads then).
  useEffect(() => {
    if (!product) return;
    void import('./recentlyViewed')
      .then((recent) => recent.recordView(product, market.pricelist))
      .catch((error: unknown) => console.error('[recently viewed] recording the view failed:', error));
  }, [product, market.pricelist]);
  if (!product) return null;

  const discounted = product.priceBeforeDiscountAsNumber > product.priceAsNumber;
  const pictures = product.media.big.length ? product.media.big : product.media.standard;
  const lineIntro = line ? plainText(line.line_intro) : '';
  const lineDescription = line ? plainText(line.line_description) : '';
  const lineImg = line ? lineImage(line.line_intro_image) : null;
  const soldOutSizes = product.items.filter((i) => !sizeInStock(i)).map((i) => ({ item: i.item, label: i.eu }));

  return (
    <>
      <ProductSeo product={product} {...seo} />
      <Layout>
        <Gallery>
          {pictures.map((src, i) => (
            <Picture key={src}>
              {/* The first picture is the page's largest paint: preloaded from the head at high priority
                  (Next 16's `priority` no longer asks for high priority); the others load lazily. */}
              <SafeImage
                src={src}
                alt={i === 0 ? product.name : ''}
                fill
                sizes={GALLERY_SIZES}
                {...(i === 0 ? { preload: true, fetchPriority: 'high' as const } : {})}
              />
            </Picture>
          ))}
        </Gallery>
        <Details>
          <TitleRow>
            <div>
              <PageTitle>{product.name}</PageTitle>
              <Text>{product.colorName}</Text>
            </div>
            <FavouriteHeart key={product.product} product={product.product} size="large" />
          </TitleRow>
          <Price
            amount={product.priceAsNumber}
            priceBeforeDiscount={discounted ? product.priceBeforeDiscountAsNumber : undefined}
            discountPercent={discounted ? product.discountPercent : undefined}
            lowestPriorPrice={discounted ? product.lowestPriceBeforeDiscountAsNumber : undefined}
            lowestPriorPriceLabel={t('lowest_prior_price')}
            currency={product.currency}
            locale={intl}
            originalPriceLabel={t('price_before')}
            size="large"
          />
          {/* One per product: a client navigation to another product renders its own (its size not chosen). */}
          <ProductPurchase key={product.uri} product={product} fitNote={fitNote} />
          {/* Its code (a form, a select, react-aria's runtime) loads only for a product with a sold-out size. */}
          {soldOutSizes.length > 0 && <StockAlert product={product.product} sizes={soldOutSizes} />}
          <Text>{product.description}</Text>
          {product.productInformation && <ProductInformation info={product.productInformation} />}
        </Details>
      </Layout>
      {line && (
        <LineSection aria-labelledby="line-title">
          <div>
            <LineTitle id="line-title">{line.line_title}</LineTitle>
            {lineIntro && <p>{lineIntro}</p>}
            {lineDescription && <p>{lineDescription}</p>}
          </div>
          {lineImg && (
            <Picture>
              <SafeImage src={lineImg.url} alt={lineImg.alt} fill sizes="(min-width: 1024px) 50vw, 100vw" />
            </Picture>
          )}
        </LineSection>
      )}
      <RecentlyViewedRail exclude={product.product} />
    </>
  );
}
