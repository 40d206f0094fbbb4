import type { GetStaticPaths } from 'next';
import { SHOP_PATHS } from '../../../../../lib/routes';
import { EditorialPage } from '../../../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../../../features/editorial/constants';
import { formatDate } from '../../../../../features/editorial/dates';
import { Cover } from '../../../../../features/editorial/Cover';
import { Byline, Prose } from '../../../../../features/editorial/Prose';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../../features/editorial/page';
import { editorialClient } from '../../../../../features/editorial/server';
import { getDocument } from '../../../../../lib/content/documents';
import { withPartialContentPeriod } from '../../../../../core/content/cachePeriod';

interface ArticleProps extends EditorialProps {
  date: string | null;
  author: string | null;
  cover: { url: string; alt: string; width: number; height: number } | null;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<ArticleProps>(async (context) => {
  const locale = localeOf(context);
  const id = context.params?.id;
  if (!locale || typeof id !== 'string') return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const doc = await getDocument(client, 'blog_article', id, locale);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path: `${SHOP_PATHS.blog}/article/${id}`,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  const image = doc.data.cover;
  return {
    props: {
      ...props,
      date: typeof doc.data.publication_date === 'string' ? doc.data.publication_date : null,
      author: typeof doc.data.author === 'string' ? doc.data.author : null,
      cover:
        image?.url && image.dimensions
          ? { url: image.url, alt: image.alt ?? '', width: image.dimensions.width, height: image.dimensions.height }
          : null,
    },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
});

/** A blog article: heading, date and author, cover image, then the editor's slices. */
export default function BlogArticle({ date, author, cover, ...props }: ArticleProps) {
  return (
    <EditorialPage {...props}>
      <Prose>
        <Byline>
          {date && <time dateTime={date}>{formatDate(date, props.locale)}</time>}
          {date && author && ' · '}
          {author}
        </Byline>
      </Prose>
      {cover && <Cover {...cover} />}
    </EditorialPage>
  );
}
