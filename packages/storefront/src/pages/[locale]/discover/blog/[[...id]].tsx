import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { BlogTagNav } from '../../../../features/editorial/BlogTagNav';
import { blogTagFromSegment, visibleBlogTags } from '../../../../features/editorial/blog';
import { EDITORIAL_REVALIDATE_S, type BlogTagFilter } from '../../../../features/editorial/constants';
import { blogListOf } from '../../../../features/editorial/listings';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { articleCard, editorialClient, getAllOfType } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { SHOP_PATHS } from '../../../../lib/routes';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

interface BlogProps extends EditorialProps {
  tags: BlogTagFilter[];
  current: BlogTagFilter;
}

const ARTICLES_SLICE_ID = 'blog-articles';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/**
 * The blog, newest first: `/discover/blog` shows every article, `/discover/blog/{tag}` those with
 * the tag. Tag filters are shown only for tags some article carries; any other tag is a 404.
 */
export const getStaticProps = withPartialContentPeriod<BlogProps>(async (context) => {
  const locale = localeOf(context);
  const segments = context.params?.id;
  const segment = Array.isArray(segments) ? segments : [];
  const current = segment.length <= 1 ? blogTagFromSegment(segment[0]) : null;
  if (!locale || !current) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const [doc, articles] = await Promise.all([
    getDocument(client, 'listing_page', 'blog', locale),
    getAllOfType(client, 'blog_article', locale),
  ]);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const tags = visibleBlogTags(articles.map((article) => article.tags));
  if (!tags.includes(current)) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path: current === 'all' ? SHOP_PATHS.blog : `${SHOP_PATHS.blog}/${current}`,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  const newest = [...articles].sort((a, b) =>
    String(b.data.publication_date).localeCompare(String(a.data.publication_date)),
  );
  const shown = newest.filter((article) => current === 'all' || article.tags.includes(current));
  return {
    props: {
      ...props,
      tags,
      current,
      slices: [blogListOf(ARTICLES_SLICE_ID), ...(props.slices ?? [])],
      context: {
        ...props.context,
        articles: { ...props.context?.articles, [ARTICLES_SLICE_ID]: shown.map((a) => articleCard(a, props.locale)) },
      },
    },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
});

export default function Blog({ tags, current, ...props }: BlogProps) {
  return (
    <EditorialPage {...props}>
      <BlogTagNav tags={tags} current={current} locale={props.locale} />
    </EditorialPage>
  );
}
