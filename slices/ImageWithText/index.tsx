import type { Content } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { Cta, SliceImage } from '../parts';
import { bodyText, container, section } from '../shared.css';
import * as styles from './styles.css';

export type ImageWithTextProps = SliceComponentProps<Content.ImageWithTextSlice>;

/** An image beside a title, text and an optional call to action; the image sits left or right. */
const ImageWithText = ({ slice }: ImageWithTextProps) => {
  const { primary } = slice;
  return (
    <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
      <div className={`${container} ${styles.grid}`}>
        <div className={`${styles.frame} ${slice.variation === 'imageRight' ? styles.imageRight : ''}`}>
          <SliceImage field={primary.image} sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
        <div className={styles.copy}>
          <PrismicRichText
            field={primary.title}
            components={{
              heading1: ({ children }) => <h2 className={styles.title}>{children}</h2>,
              heading2: ({ children }) => <h2 className={styles.title}>{children}</h2>,
            }}
          />
          <div className={bodyText}>
            <PrismicRichText field={primary.text} />
          </div>
          <Cta label={primary.cta_label} link={primary.cta_link} />
        </div>
      </div>
    </section>
  );
};

export default ImageWithText;
