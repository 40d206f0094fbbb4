import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { Button } from '@passo/design-system';
import { Headline, Lede, PageShell } from '../../features/layout/PageShell';

interface LocaleHomeProps {
  locale: string;
}

const LOCALE_PATTERN = /^(it|es|de|en)-[a-z]{2}$/;

export const getServerSideProps: GetServerSideProps<LocaleHomeProps> = async ({ params }) => {
  const locale = typeof params?.locale === 'string' ? params.locale : '';
  if (!LOCALE_PATTERN.test(locale)) return { notFound: true };
  return { props: { locale } };
};

export default function LocaleHome({ locale }: LocaleHomeProps) {
  return (
    <>
      <Head>
        <title>Passo — pop-soul shoes made in Italy</title>
      </Head>
      <PageShell data-locale={locale}>
        <Headline>Passo</Headline>
        <Lede>Pop-soul shoes, made in Italy.</Lede>
        <Button variant="solid-primary">Shop the collection</Button>
      </PageShell>
    </>
  );
}
