import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { bodyText, narrow, section, sectionTitle } from '../shared.css';
import * as faq from '../FaqList/styles.css';

export type FaqChapterProps = SliceComponentProps<Content.FaqChapterSlice>;

/** A chapter of the FAQ document: its title and its questions, each opening on its own. */
const FaqChapter = ({ slice }: FaqChapterProps) => (
  <section
    data-slice-type={slice.slice_type}
    data-slice-variation={slice.variation}
    data-chapter={slice.primary.key_text ?? undefined}
    className={section}
  >
    <div className={narrow}>
      {isFilled.keyText(slice.primary.chapter) && <h2 className={sectionTitle}>{slice.primary.chapter}</h2>}
      <div className={faq.list}>
        {slice.items
          .filter((item) => isFilled.keyText(item.title))
          .map((item, i) => (
            <details key={i} className={faq.item}>
              <summary className={faq.question}>{item.title}</summary>
              <div className={`${bodyText} ${faq.answer}`}>
                <PrismicRichText field={item.text} />
              </div>
            </details>
          ))}
      </div>
    </div>
  </section>
);

export default FaqChapter;
