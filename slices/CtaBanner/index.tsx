import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { Cta, backgroundClass } from '../parts';
import { bodyText, narrow, section, sectionTitle } from '../shared.css';

export type CtaBannerProps = SliceComponentProps<Content.CtaBannerSlice>;

/** A coloured band with a title, a line of text and one call to action. */
const CtaBanner = ({ slice }: CtaBannerProps) => (
  <section
    data-slice-type={slice.slice_type}
    data-slice-variation={slice.variation}
    className={`${section} ${backgroundClass(slice.primary.background, 'blue')}`}
  >
    <div className={narrow} style={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 16 }}>
      {isFilled.keyText(slice.primary.title) && (
        <h2 className={sectionTitle} style={{ margin: 0 }}>
          {slice.primary.title}
        </h2>
      )}
      {isFilled.richText(slice.primary.text) && (
        <div className={bodyText}>
          <PrismicRichText field={slice.primary.text} />
        </div>
      )}
      <Cta label={slice.primary.cta_label} link={slice.primary.cta_link} />
    </div>
  </section>
);

export default CtaBanner;
