import Head from 'next/head';
import { SITE_NAME } from './brand';
import type { SerializedJsonLd } from './jsonLd';
import type { PageSeo } from './seo';

/**
 * The page's title, description, canonical, hreflang alternates, robots, Open Graph and Twitter card tags,
 * and its JSON-LD. The JSON-LD is plain server-rendered markup (a script the browser never runs), escaped
 * so no value can close it.
 */
export function Seo({ seo, jsonLd = [] }: { seo: PageSeo; jsonLd?: readonly SerializedJsonLd[] }) {
  const card = seo.image ? 'summary_large_image' : 'summary';
  return (
    <>
      <Head>
        <title>{seo.title}</title>
        <meta name="description" content={seo.description} key="description" />
        {seo.noindex && <meta name="robots" content="noindex, follow" key="robots" />}
        <link rel="canonical" href={seo.canonical} key="canonical" />
        {seo.alternates.map((alternate) => (
          <link
            key={`alternate-${alternate.hreflang}`}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <meta property="og:type" content={seo.ogType ?? 'website'} key="og:type" />
        <meta property="og:site_name" content={SITE_NAME} key="og:site_name" />
        <meta property="og:title" content={seo.title} key="og:title" />
        <meta property="og:description" content={seo.description} key="og:description" />
        <meta property="og:url" content={seo.canonical} key="og:url" />
        <meta property="og:locale" content={seo.ogLocale} key="og:locale" />
        {seo.image && <meta property="og:image" content={seo.image} key="og:image" />}
        {seo.image && seo.imageSize && (
          <meta property="og:image:width" content={String(seo.imageSize.width)} key="og:image:width" />
        )}
        {seo.image && seo.imageSize && (
          <meta property="og:image:height" content={String(seo.imageSize.height)} key="og:image:height" />
        )}
        <meta name="twitter:card" content={card} key="twitter:card" />
        <meta name="twitter:title" content={seo.title} key="twitter:title" />
        <meta name="twitter:description" content={seo.description} key="twitter:description" />
        {seo.image && <meta name="twitter:image" content={seo.image} key="twitter:image" />}
      </Head>
      <JsonLdScripts data={jsonLd} />
    </>
  );
}

/**
 * schema.org data as server-rendered `application/ld+json` scripts, already serialized (and escaped, so no
 * value can close them) where it was built: on the server for most pages, so the builders stay out of the
 * browser's code.
 */
export function JsonLdScripts({ data }: { data: readonly SerializedJsonLd[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: item }} />
      ))}
    </>
  );
}
