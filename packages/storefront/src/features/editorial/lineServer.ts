/**
 * Server-only: a line page (`/{locale}/shop/line/{id}`, the catalogue's
 * completeUri `line/{id}`, where the menus' lines link). The catalogue
 * decides whether the line exists (its category, inside its date window);
 * the line's content from the list-lines document, when there is one, opens
 * the page above the category's full grid.
 */
import type { GetStaticPropsResult } from 'next';
import { categoryPageProps, type CategoryPageProps } from '../catalog/server';
import { CATALOGUE_REVALIDATE_S, viewOfParams } from '../catalog/viewCache';
import { readConfig } from '../../lib/config';
import { lineSeo, lineSlices } from './line';
import { localizeLinks } from './links';
import { localeOf, pageProps, type EditorialProps } from './page';
import { buildSeo, withNoindex } from '../seo/seo';
import { editorialClient } from './server';
import { getDocument } from '../../lib/content/documents';
import type * as prismic from '@prismicio/client';
import { withPartialContentPeriod } from '../../core/content/cachePeriod';

export interface LinePageProps extends EditorialProps {
  listing: CategoryPageProps;
}

/** Cached per locale and view like a category (features/catalog/view.ts); in preview, rendered per request. */
export const getLinePageProps = withPartialContentPeriod<LinePageProps>(async (ctx) => {
  const locale = localeOf(ctx);
  const id = ctx.params?.id;
  const view = await viewOfParams(ctx.params);
  if (!locale || typeof id !== 'string' || !view) return { notFound: true, revalidate: CATALOGUE_REVALIDATE_S };
  const client = editorialClient(ctx.previewData);
  // The same listing as /shop/{category}/{id} with category "line".
  const [listing, doc] = await Promise.all([
    categoryPageProps({ ...ctx.params, category: 'line', id }, view),
    getDocument(client, 'list-lines', id, locale),
  ]);
  if (!('props' in listing)) return listing as GetStaticPropsResult<LinePageProps>;
  const listingProps = listing.props;
  const revalidate = listing.revalidate;
  const path = `/shop/line/${id}`;
  const segment = `${locale.language}-${locale.market}`;

  if (!doc) {
    return {
      props: {
        locale: segment,
        title: listingProps.title,
        seo: buildSeo({
          siteUrl: readConfig().siteUrl,
          locale: segment,
          language: locale.language,
          path,
          title: `${listingProps.title} — Passo`,
          description: listingProps.seo.seo.description,
          noindex: listingProps.seo.seo.noindex === true,
        }),
        slices: [],
        preview: Boolean(ctx.preview),
        listing: listingProps,
      },
      revalidate,
    };
  }

  const seo = lineSeo(doc);
  const props = await pageProps({
    doc,
    locale,
    path,
    client,
    preview: Boolean(ctx.preview),
    fallbackTitle: seo.title,
    fallbackDescription: seo.description,
    title: String(doc.data.line_title ?? '').trim() || listingProps.title,
    fallbackImage: (doc.data.line_intro_image as { url?: string | null } | undefined)?.url ?? null,
  });
  return {
    props: {
      ...props,
      // A filtered or longer view of the line's listing is not indexed.
      seo: listingProps.seo.seo.noindex ? withNoindex(props.seo) : props.seo,
      intro: localizeLinks((doc.data.line_intro ?? []) as prismic.RichTextField, props.locale),
      slices: localizeLinks(lineSlices(doc), props.locale),
      listing: listingProps,
    },
    revalidate,
  };
});
