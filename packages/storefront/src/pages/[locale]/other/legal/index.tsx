import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { Section } from '../../../../features/editorial/EditorialPage.styles';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { LinkList } from '../../../../features/editorial/LinkList';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { editorialClient, getAllOfType } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { documentPath } from '../../../../lib/content/routes';
import { localizePath, SHOP_PATHS } from '../../../../lib/routes';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

interface LegalIndexProps extends EditorialProps {
  pages: { href: string; title: string }[];
}

/** The legal pages in the spec's order; others follow alphabetically. */
const LEGAL_ORDER = ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'accessibility-statement'];

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<LegalIndexProps>(async (context) => {
  const locale = localeOf(context);
  if (!locale) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const [doc, legal] = await Promise.all([
    getDocument(client, 'listing_page', 'legal', locale),
    getAllOfType(client, 'legal', locale),
  ]);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path: SHOP_PATHS.legal,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  const rank = (uid: string | null) => {
    const index = LEGAL_ORDER.indexOf(uid ?? '');
    return index === -1 ? LEGAL_ORDER.length : index;
  };
  const pages = [...legal]
    .sort((a, b) => rank(a.uid) - rank(b.uid) || String(a.uid).localeCompare(String(b.uid)))
    .map((page) => ({
      href: localizePath(documentPath(page) ?? '', props.locale),
      title: String(page.data.title ?? page.uid),
    }));
  return { props: { ...props, pages }, revalidate: EDITORIAL_REVALIDATE_S };
});

export default function LegalIndex({ pages, ...props }: LegalIndexProps) {
  return (
    <EditorialPage {...props}>
      <Section>
        <LinkList links={pages} />
      </Section>
    </EditorialPage>
  );
}
