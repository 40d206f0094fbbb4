import type { GetStaticPaths } from 'next';
import dynamic from 'next/dynamic';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { Narrow } from '../../../../features/editorial/EditorialPage.styles';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { faqSlicesOf, proceduresSliceOf, returnsBannerOf } from '../../../../features/editorial/listings';
import { localizeLinks } from '../../../../features/editorial/links';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { editorialClient } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

// Only contact-us has the form: its code (fields, file upload: about 30 kB gzip) is a chunk of its own, still
// rendered on the server, so the FAQ, payment and shipment pages do not download it.
const ContactForm = dynamic(() => import('../../../../features/editorial/ContactForm').then((m) => m.ContactForm));

interface CustomerCareProps extends EditorialProps {
  page: string;
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/**
 * contact-us (the procedures, then the contact form), faq (the FAQ chapters of list-faq),
 * payment-methods, shipments-and-returns (with the external returns portal).
 */
export const getStaticProps = withPartialContentPeriod<CustomerCareProps>(async (context) => {
  const locale = localeOf(context);
  const id = context.params?.id;
  if (!locale || typeof id !== 'string') return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  // Each page loads the shared documents it shows, and only those.
  const [doc, listFaq, returns, procedures] = await Promise.all([
    getDocument(client, 'customer_care', id, locale),
    id === 'faq' ? getDocument(client, 'list-faq', null, locale) : null,
    id === 'shipments-and-returns' ? getDocument(client, 'returns', null, locale) : null,
    // The procedures add to the contact page: without them (a failure is logged) the page still shows.
    id === 'contact-us'
      ? getDocument(client, 'procedures', null, locale).catch((error: unknown) => {
          console.error('[content] the procedures could not be loaded:', error);
          return null;
        })
      : null,
  ]);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path: `/other/customer-care/${id}`,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  const shared = [...faqSlicesOf(listFaq), returnsBannerOf(returns), proceduresSliceOf(procedures)];
  const extra = localizeLinks(
    shared.filter((slice) => slice !== null),
    props.locale,
  );
  return {
    props: {
      ...props,
      page: id,
      slices: id === 'faq' ? [...extra, ...(props.slices ?? [])] : [...(props.slices ?? []), ...extra],
    },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
});

export default function CustomerCare({ page, ...props }: CustomerCareProps) {
  return (
    <EditorialPage
      {...props}
      after={
        page === 'contact-us' ? (
          <Narrow>
            <ContactForm locale={props.locale} />
          </Narrow>
        ) : null
      }
    />
  );
}
