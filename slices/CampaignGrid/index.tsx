import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicLink, type SliceComponentProps } from '@prismicio/react';
import { SliceImage } from '../parts';
import * as cards from '../cards.css';
import { container, section, sectionTitle } from '../shared.css';

export type CampaignGridProps = SliceComponentProps<Content.CampaignGridSlice>;

/** Campaign or mood teasers: image, title and subtitle, each card one link. */
const CampaignGrid = ({ slice }: CampaignGridProps) => (
  <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={container}>
      {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
      <ul className={cards.grid}>
        {slice.items.map((item, i) => (
          <li key={i} className={cards.card}>
            <div className={cards.frame}>
              <SliceImage field={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw" />
            </div>
            <h3 className={cards.title}>
              {isFilled.link(item.link) ? (
                <PrismicLink field={item.link} className={cards.link}>
                  {item.title}
                </PrismicLink>
              ) : (
                item.title
              )}
            </h3>
            {isFilled.keyText(item.subtitle) && <p className={cards.meta}>{item.subtitle}</p>}
          </li>
        ))}
      </ul>
    </div>
  </section>
);

export default CampaignGrid;
