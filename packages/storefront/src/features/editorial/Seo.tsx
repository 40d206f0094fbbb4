import Head from 'next/head';
import type { PageSeo } from './seo';

/** The page's title, description, canonical, hreflang alternates and Open Graph tags. */
export function Seo({ seo }: { seo: PageSeo }) {
  return (
    <Head>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} key="description" />
      <link rel="canonical" href={seo.canonical} key="canonical" />
      {seo.alternates.map((alternate) => (
        <link
          key={`alternate-${alternate.hreflang}`}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      <meta property="og:type" content="website" key="og:type" />
      <meta property="og:site_name" content="Passo" key="og:site_name" />
      <meta property="og:title" content={seo.title} key="og:title" />
      <meta property="og:description" content={seo.description} key="og:description" />
      <meta property="og:url" content={seo.canonical} key="og:url" />
      <meta property="og:locale" content={seo.ogLocale} key="og:locale" />
      {seo.image && <meta property="og:image" content={seo.image} key="og:image" />}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} key="twitter:card" />
    </Head>
  );
}
