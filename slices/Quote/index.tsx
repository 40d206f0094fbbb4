import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { narrow, section } from '../shared.css';
import { backgroundClass } from '../parts';
import * as styles from './styles.css';

export type QuoteProps = SliceComponentProps<Content.QuoteSlice>;

/** A large quotation with its author and role. */
const Quote = ({ slice }: QuoteProps) => (
  <section
    data-slice-type={slice.slice_type}
    data-slice-variation={slice.variation}
    className={`${section} ${backgroundClass(slice.primary.background, 'cream')}`}
  >
    <figure className={`${narrow} ${styles.figure}`}>
      <blockquote className={styles.quote}>
        <PrismicRichText field={slice.primary.quote} />
      </blockquote>
      {isFilled.keyText(slice.primary.author) && (
        <figcaption className={styles.caption}>
          <strong>{slice.primary.author}</strong>
          {isFilled.keyText(slice.primary.role) && <span>, {slice.primary.role}</span>}
        </figcaption>
      )}
    </figure>
  </section>
);

export default Quote;
