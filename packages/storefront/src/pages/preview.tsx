import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { Narrow } from '../features/editorial/EditorialPage.styles';
import { PageTitle } from '../features/ui/layout';

interface PreviewPageProps {
  active: boolean;
}

/**
 * The content preview page. Prismic (or the sandbox) sends editors here with a
 * preview token and document id; they go on to the preview API route, which
 * starts the session and opens the document. Without a token it says whether
 * a preview is on and offers the way out.
 */
export const getServerSideProps: GetServerSideProps<PreviewPageProps> = async ({ query, preview }) => {
  const token = typeof query.token === 'string' ? query.token : null;
  if (token) {
    const params = new URLSearchParams({ token });
    if (typeof query.documentId === 'string') params.set('documentId', query.documentId);
    return { redirect: { destination: `/api/preview?${params}`, permanent: false } };
  }
  return { props: { active: Boolean(preview) } };
};

export default function PreviewPage({ active }: PreviewPageProps) {
  return (
    <>
      <Head>
        <title>Preview — Passo</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Narrow as="section" style={{ paddingTop: 48 }}>
        <PageTitle $size="display">Preview</PageTitle>
        {active ? (
          <p>
            A preview session is on: pages show unpublished content. <a href="/api/exit-preview">Exit preview</a>
          </p>
        ) : (
          <p>No preview session is on. Open a draft from the content service to preview it here.</p>
        )}
      </Narrow>
    </>
  );
}
