import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { narrow, section, sectionTitle } from '../shared.css';
import { FaqAccordion } from '../faq';

export type FaqListProps = SliceComponentProps<Content.FaqListSlice>;

/** Questions and answers, each opening on its own (the design system's Accordion); the slice's id lets a link land on it. */
const FaqList = ({ slice }: FaqListProps) => (
  <section id={slice.id} data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={narrow}>
      {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
      <FaqAccordion items={slice.items.map((item) => ({ question: item.question, answer: item.answer }))} />
    </div>
  </section>
);

export default FaqList;
