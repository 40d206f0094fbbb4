import { lazy, Suspense, useId, useSyncExternalStore, type ComponentProps } from 'react';
import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '../context';
import { bodyText, narrow, section, sectionTitle } from '../shared.css';
import { backgroundClass } from '../parts';
import * as styles from './styles.css';

export type NewsletterBlockProps = SliceComponentProps<Content.NewsletterBlockSlice, SliceContext>;

/**
 * The form, with its fields and React Aria's form runtime, in a chunk of its own that no page's HTML asks for:
 * it renders once the page is interactive (as the footer's newsletter form does), in a box of its size
 * reserved meanwhile, so a page with this slice does not load the form's code before its first paint. Its
 * code starts loading as soon as the page has hydrated. (Rendered on the server inside a Suspense boundary
 * instead, the pages router would stream it in with inline scripts, which the CSP refuses.)
 */
const NewsletterForm = lazy(() => import('./Form'));

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function FormOnceInteractive(props: ComponentProps<typeof NewsletterForm>) {
  // False on the server and while the page hydrates, true from the render that follows hydration.
  const interactive = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const reserved = <div className={styles.pending} />;
  if (!interactive) return reserved;
  return (
    <Suspense fallback={reserved}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}

/**
 * The newsletter slice (spec sections 3 and 5): its title and text, and the newsletter form (./Form.tsx:
 * email, privacy policy, the spam trap, the captcha and the page's submit handler).
 */
const NewsletterBlock = ({ slice, context }: NewsletterBlockProps) => {
  const { primary } = slice;
  const id = useId();
  const titleId = isFilled.keyText(primary.title) ? `${id}-title` : undefined;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${section} ${backgroundClass(primary.background, 'green-aqua')}`}
    >
      <div className={narrow}>
        {titleId && (
          <h2 id={titleId} className={sectionTitle}>
            {primary.title}
          </h2>
        )}
        {isFilled.richText(primary.text) && (
          <div className={bodyText}>
            <PrismicRichText field={primary.text} />
          </div>
        )}
        <FormOnceInteractive primary={primary} context={context} titleId={titleId} />
      </div>
    </section>
  );
};

export default NewsletterBlock;
