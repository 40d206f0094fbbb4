import type { GetServerSideProps } from 'next';
import { ApiError, keys, type ProductUriResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { getSharedContent } from '../content/server';
import type { LineContent } from '../content/types';
import { marketFromContext } from '../market/server';

export interface ProductPageProps {
  uri: string;
  fallback: Record<string, ProductUriResponse>;
  line: LineContent | null;
}

/** A product page on the server: the product (404 when unknown in this market) and its line's content. */
export const getProductPageProps: GetServerSideProps<ProductPageProps> = async (ctx) => {
  const context = marketFromContext(ctx);
  const uri = ctx.params?.id;
  if (!context || typeof uri !== 'string' || !/^[a-z0-9-]{1,120}$/.test(uri)) return { notFound: true };
  const key = keys.product(uri, context.market);
  try {
    const [response, content] = await Promise.all([
      serverGet<ProductUriResponse>(ctx, key),
      getSharedContent(context.locale.language),
    ]);
    const lineUid = response.data.product.line;
    const line = (lineUid && content.lines.find((l) => l.line_uid === lineUid)) || null;
    return { props: { uri, fallback: { [key]: response }, line } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { notFound: true };
    throw error;
  }
};
