import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { navigateUnlessShown } from '../../lib/navigation/sameRoute';
import type { RichTextField, Slice } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, SliceZone } from '@prismicio/react';
import { components, type SliceContext } from './slices';
import { Seo } from '../seo/Seo';
import type { SerializedJsonLd } from '../seo/jsonLd';
import type { PageSeo } from '../seo/seo';
import { PreviewBar } from './PreviewBar';
import { Header, Intro } from './EditorialPage.styles';
import { PageTitle } from '../ui/layout';
import { useAppState } from '../../core/store/hooks';
import { useNewsletterSliceContext } from '../newsletter/useNewsletterSliceContext';

export interface EditorialPageProps {
  seo: PageSeo;
  /** The page's schema.org data, rendered on the server. */
  jsonLd?: SerializedJsonLd[];
  /** The page heading when the slices do not open with a hero. */
  title?: string;
  intro?: RichTextField;
  slices?: Slice[];
  context?: SliceContext;
  /** Next.js preview mode is on: draft content is shown. */
  preview?: boolean;
  /** Content before the slices (filters, lists). */
  children?: ReactNode;
  /** Content after the slices. */
  after?: ReactNode;
}

/**
 * Every editorial page: its SEO tags, an optional heading, the editor's
 * slices and the page's own content. Links inside content are plain anchors
 * (slices know nothing of Next.js); a click on one that stays on this site
 * is turned into a client-side navigation here.
 */
export function EditorialPage({
  seo,
  jsonLd,
  title,
  intro,
  slices = [],
  context,
  preview = false,
  children,
  after,
}: EditorialPageProps) {
  const router = useRouter();
  // Slices say a few words themselves (carousel controls): they get the content labels.
  const labels = useAppState((state) => state.content.labels);
  // The newsletter slice submits through the shop's one newsletter path.
  const newsletter = useNewsletterSliceContext();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigateUnlessShown(router, url.pathname + url.search + url.hash);
  }

  return (
    <>
      <Seo seo={seo} {...(jsonLd ? { jsonLd } : {})} />
      {preview && <PreviewBar />}
      {/* Delegated link handling; keyboard activation of a link fires click too. */}
      <div onClick={onClick}>
        {title && (
          <Header>
            <PageTitle $size="display">{title}</PageTitle>
            {intro && isFilled.richText(intro) && (
              <Intro>
                <PrismicRichText field={intro} />
              </Intro>
            )}
          </Header>
        )}
        {children}
        <SliceZone slices={slices} components={components} context={{ ...newsletter, ...context, labels }} />
        {after}
      </div>
    </>
  );
}
