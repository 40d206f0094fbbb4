/**
 * schema.org data of the brand's pages: the home's Organization and WebSite (with the search results page
 * as its SearchAction), a blog article's BlogPosting, and a campaign's or mood's CreativeWork (a listing's
 * ItemList is built where the listing renders: ./itemListJsonLd). Pure: the callers pass absolute URLs.
 */
import type {
  BlogPosting,
  CreativeWork,
  Organization,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { SITE_NAME } from './brand';

export interface OrganizationInput {
  siteUrl: string;
  /** Absolute URL of the brand's logo. */
  logo: string;
  /** The brand's profiles (Instagram, TikTok…), from the menu's content. */
  sameAs: readonly string[];
  /** Absolute URL of the contact page. */
  contactUrl: string | null;
}

export function organizationJsonLd({
  siteUrl,
  logo,
  sameAs,
  contactUrl,
}: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: siteUrl,
    logo,
    ...(sameAs.length ? { sameAs: [...sameAs] } : {}),
    ...(contactUrl
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', url: contactUrl } }
      : {}),
  };
}

/**
 * The site in one language, with its search: `searchUrl` is the search results page of the locale, the
 * keyword as its `keyword` parameter.
 */
export function webSiteJsonLd(input: {
  siteUrl: string;
  homeUrl: string;
  searchUrl: string;
  language: string;
}): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${input.searchUrl}?keyword={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: input.homeUrl,
    inLanguage: input.language,
    publisher: { '@id': `${input.siteUrl}/#organization` },
    potentialAction: search,
  };
}

export interface ArticleInput {
  siteUrl: string;
  url: string;
  headline: string;
  description: string;
  image: string | null;
  /** ISO date. */
  datePublished: string | null;
  dateModified: string | null;
  author: string | null;
  language: string;
}

export function blogPostingJsonLd(input: ArticleInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: input.url,
    url: input.url,
    headline: input.headline,
    description: input.description,
    inLanguage: input.language,
    ...(input.image ? { image: input.image } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : { '@id': `${input.siteUrl}/#organization` },
    publisher: { '@type': 'Organization', '@id': `${input.siteUrl}/#organization`, name: SITE_NAME },
  };
}

/** A campaign or a mood: an editorial work of the brand. */
export function creativeWorkJsonLd(input: Omit<ArticleInput, 'author' | 'dateModified'>): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    url: input.url,
    name: input.headline,
    description: input.description,
    inLanguage: input.language,
    ...(input.image ? { image: input.image } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    creator: { '@type': 'Organization', '@id': `${input.siteUrl}/#organization`, name: SITE_NAME },
  };
}
