import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { narrow, section, sectionTitle } from '../shared.css';
import { FaqAccordion } from '../faq';

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
      <FaqAccordion items={slice.items.map((item) => ({ question: item.title, answer: item.text }))} />
    </div>
  </section>
);

export default FaqChapter;
