/**
 * Server-only: the schema.org data of an editorial page, by its document's type: the home names the brand
 * (Organization, with the menu's social profiles) and the site with its search (WebSite); a blog article
 * is a BlogPosting; a campaign or a mood a CreativeWork. Other pages carry none.
 */
import { routes } from '../../lib/routes';
import { getSharedContent } from '../../core/content/server';
import type { Locale } from '../../lib/locale/locale';
import { serializeJsonLd, type SerializedJsonLd } from '../seo/jsonLd';
import type { JsonLd, PageSeo } from '../seo/seo';
import { blogPostingJsonLd, creativeWorkJsonLd, organizationJsonLd, webSiteJsonLd } from '../seo/siteJsonLd';
import type { EditorialDocument } from './server';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The brand's mark, served by the shop itself. */
const LOGO_PATH = '/favicon.svg';

export async function documentJsonLd(
  doc: EditorialDocument,
  seo: PageSeo,
  locale: Locale,
  siteUrl: string,
): Promise<SerializedJsonLd[]> {
  return (await documentData(doc, seo, locale, siteUrl)).map(serializeJsonLd);
}

async function documentData(doc: EditorialDocument, seo: PageSeo, locale: Locale, siteUrl: string): Promise<JsonLd[]> {
  const segment = `${locale.language}-${locale.market}`;
  const language = doc.lang;
  const headline = text(doc.data.title) ?? seo.title;
  const published = text(doc.data.publication_date) ?? doc.first_publication_date ?? null;
  switch (doc.type) {
    case 'home': {
      const content = await getSharedContent(locale.language);
      return [
        organizationJsonLd({
          siteUrl,
          logo: `${siteUrl}${LOGO_PATH}`,
          sameAs: content.menu.socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
          contactUrl: `${siteUrl}${routes.customerCare(segment, 'contact-us')}`,
        }),
        webSiteJsonLd({
          siteUrl,
          homeUrl: seo.canonical,
          searchUrl: `${siteUrl}${routes.searchResults(segment)}`,
          language,
        }),
      ];
    }
    case 'blog_article':
      return [
        blogPostingJsonLd({
          siteUrl,
          url: seo.canonical,
          headline,
          description: seo.description,
          image: seo.image,
          datePublished: published,
          dateModified: doc.last_publication_date ?? null,
          author: text(doc.data.author),
          language,
        }),
      ];
    case 'campaign':
    case 'moods':
      return [
        creativeWorkJsonLd({
          siteUrl,
          url: seo.canonical,
          headline,
          description: seo.description,
          image: seo.image,
          datePublished: published,
          language,
        }),
      ];
    default:
      return [];
  }
}
