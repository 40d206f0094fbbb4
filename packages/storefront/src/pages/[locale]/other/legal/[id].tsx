import type { GetStaticPaths } from 'next';
import type { RichTextField } from '@prismicio/client';
import { SHOP_PATHS } from '../../../../lib/routes';
import { PrismicRichText } from '@prismicio/react';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { Byline, Prose } from '../../../../features/editorial/Prose';
import { useLabels } from '../../../../core/labels/useLabel';
import { editorialClient } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { localizeLinks } from '../../../../features/editorial/links';
import { formatDate } from '../../../../features/editorial/dates';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

interface LegalProps extends EditorialProps {
  body: RichTextField;
  updated: string | null;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/** terms-and-conditions, privacy-policy, cookie-policy, accessibility-statement. */
export const getStaticProps = withPartialContentPeriod<LegalProps>(async (context) => {
  const locale = localeOf(context);
  const id = context.params?.id;
  if (!locale || typeof id !== 'string') return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const doc = await getDocument(client, 'legal', id, locale);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path: `${SHOP_PATHS.legal}/${id}`,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  const body = localizeLinks(doc.data.body, props.locale);
  const updated = typeof doc.data.updated === 'string' ? doc.data.updated : null;
  return { props: { ...props, body, updated }, revalidate: EDITORIAL_REVALIDATE_S };
});

export default function LegalPage({ body, updated, ...props }: LegalProps) {
  const t = useLabels();
  return (
    <EditorialPage {...props}>
      <Prose>
        {updated && (
          <Byline>
            {t('last_updated')}: <time dateTime={updated}>{formatDate(updated, props.locale)}</time>
          </Byline>
        )}
        <PrismicRichText field={body} />
      </Prose>
    </EditorialPage>
  );
}
