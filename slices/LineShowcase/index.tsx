import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicLink, PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { SliceImage } from '../parts';
import * as cards from '../cards.css';
import { bodyText, container, section, sectionTitle } from '../shared.css';

export type LineShowcaseProps = SliceComponentProps<Content.LineShowcaseSlice>;

/** The brand's lines side by side, each card linking to its line page. */
const LineShowcase = ({ slice }: LineShowcaseProps) => (
  <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={container}>
      {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
      {isFilled.richText(slice.primary.text) && (
        <div className={bodyText} style={{ marginBottom: 24 }}>
          <PrismicRichText field={slice.primary.text} />
        </div>
      )}
      <ul className={cards.grid}>
        {slice.items.map((item, i) => (
          <li key={item.line_uid ?? i} className={cards.card} data-line={item.line_uid ?? undefined}>
            <div className={`${cards.frame} ${cards.tall}`}>
              <SliceImage field={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw" />
            </div>
            <h3 className={cards.title}>
              {isFilled.link(item.link) ? (
                <PrismicLink field={item.link} className={cards.link}>
                  {item.name}
                </PrismicLink>
              ) : (
                item.name
              )}
            </h3>
          </li>
        ))}
      </ul>
    </div>
  </section>
);

export default LineShowcase;
