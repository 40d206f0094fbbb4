import type { Content } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { section } from '../shared.css';
import * as styles from './styles.css';

export type RichTextProps = SliceComponentProps<Content.RichTextSlice>;

/** Running text in a readable column: headings, paragraphs, lists and links. */
const RichText = ({ slice }: RichTextProps) => (
  <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={styles.prose}>
      <PrismicRichText field={slice.primary.content} />
    </div>
  </section>
);

export default RichText;
