import type { GetStaticPaths } from 'next';
import { asText } from '@prismicio/client';
import { Link } from '@passo/design-system';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { Cover } from '../../../../features/editorial/Cover';
import { Section } from '../../../../features/editorial/EditorialPage.styles';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { useLabels } from '../../../../core/labels/useLabel';
import { gridOf } from '../../../../features/editorial/listings';
import { isMoodVisible, visibleMoods } from '../../../../features/editorial/moods';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { editorialClient, getAllOfType } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { routes, SHOP_PATHS } from '../../../../lib/routes';
import { pageBackgroundOf } from '../../../../core/content/normalize';
import type { PageBackgroundColor } from '@passo/design-system';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

interface MoodProps extends EditorialProps {
  /** The mood's background colour (its document's `background_color`); the app frame paints it. */
  pageBackground: PageBackgroundColor | null;
  mood: { cover: { url: string; alt: string; width: number; height: number } | null; shopHref: string | null } | null;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/**
 * `/discover/mood` lists the moods; `/discover/mood/{uid}` shows one, with a link to its category.
 * Both apply the moods' date windows (a mood outside its window is not listed, and its page is a 404).
 */
export const getStaticProps = withPartialContentPeriod<MoodProps>(async (context) => {
  const locale = localeOf(context);
  const segments = context.params?.id;
  const ids = Array.isArray(segments) ? segments : [];
  if (!locale || ids.length > 1) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const preview = Boolean(context.preview);
  const [id] = ids;
  if (id === undefined) {
    const [doc, moods] = await Promise.all([
      getDocument(client, 'listing_page', 'mood', locale),
      getAllOfType(client, 'moods', locale),
    ]);
    if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
    const props = await pageProps({
      doc,
      locale,
      path: SHOP_PATHS.mood,
      client,
      preview,
      title: String(doc.data.title ?? ''),
    });
    return {
      props: {
        ...props,
        mood: null,
        pageBackground: null,
        slices: [gridOf('moods', visibleMoods(moods, Date.now()), props.locale, 'image'), ...(props.slices ?? [])],
      },
      revalidate: EDITORIAL_REVALIDATE_S,
    };
  }
  const doc = await getDocument(client, 'moods', id, locale);
  if (!doc || !isMoodVisible(doc, Date.now())) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const description = asText(doc.data.description).trim();
  const props = await pageProps({
    doc,
    locale,
    path: `${SHOP_PATHS.mood}/${id}`,
    client,
    preview,
    title: String(doc.data.title ?? ''),
    // Moods have no SEO fields of their own: their description (or subtitle) says what they are.
    fallbackDescription: description || String(doc.data.subtitle ?? ''),
  });
  const image = doc.data.image;
  const category = typeof doc.data.category_uri === 'string' ? doc.data.category_uri : '';
  return {
    props: {
      ...props,
      // A mood's description is its introduction and, without an SEO description, its summary.
      intro: doc.data.description,
      pageBackground: pageBackgroundOf(doc.data.background_color),
      mood: {
        cover:
          image?.url && image.dimensions
            ? { url: image.url, alt: image.alt ?? '', width: image.dimensions.width, height: image.dimensions.height }
            : null,
        shopHref: category ? routes.category(props.locale, category) : null,
      },
    },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
});

export default function Mood({ mood, ...props }: MoodProps) {
  const t = useLabels();
  return (
    <EditorialPage {...props}>
      {mood?.cover && <Cover {...mood.cover} />}
      {mood?.shopHref && (
        <Section>
          <Link variant="button" href={mood.shopHref}>
            {t('shop_now')}
          </Link>
        </Section>
      )}
    </EditorialPage>
  );
}
