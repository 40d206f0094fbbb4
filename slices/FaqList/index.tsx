import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { bodyText, narrow, section, sectionTitle } from '../shared.css';
import * as styles from './styles.css';

export type FaqListProps = SliceComponentProps<Content.FaqListSlice>;

/**
 * Questions and answers. Native disclosure widgets (`details`/`summary`): they open
 * with Enter and Space, are announced as expandable, and work before JavaScript loads.
 */
const FaqList = ({ slice }: FaqListProps) => (
  <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={narrow}>
      {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
      <div className={styles.list}>
        {slice.items
          .filter((item) => isFilled.keyText(item.question))
          .map((item, i) => (
            <details key={i} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <div className={`${bodyText} ${styles.answer}`}>
                <PrismicRichText field={item.answer} />
              </div>
            </details>
          ))}
      </div>
    </div>
  </section>
);

export default FaqList;
