import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicLink, PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { bodyText, narrow, section, sectionTitle, textLink } from '../shared.css';
import * as styles from './styles.css';

export type ContactBlockProps = SliceComponentProps<Content.ContactBlockSlice>;

/** Ways to reach the brand: each channel with its detail (a link when it has one) and the opening hours. */
const ContactBlock = ({ slice }: ContactBlockProps) => (
  <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
    <div className={narrow}>
      {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
      <div className={bodyText}>
        <PrismicRichText field={slice.primary.text} />
      </div>
      <dl className={styles.channels}>
        {slice.items.map((item, i) => (
          <div key={i} className={styles.channel}>
            <dt className={styles.label}>{item.channel}</dt>
            <dd className={styles.value}>
              {isFilled.link(item.link) ? (
                <PrismicLink field={item.link} className={textLink}>
                  {item.value}
                </PrismicLink>
              ) : (
                item.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isFilled.richText(slice.primary.hours) && (
        <div className={`${bodyText} ${styles.hours}`}>
          <PrismicRichText field={slice.primary.hours} />
        </div>
      )}
    </div>
  </section>
);

export default ContactBlock;
