import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';

import { backgroundClass } from '../parts';
import * as styles from './styles.css';

export type MarqueeProps = SliceComponentProps<Content.MarqueeSlice>;

/**
 * Phrases scrolling across the page. Screen readers get the list once; the copy
 * that makes the loop seamless is hidden from them. Reduced motion stops it.
 */
const Marquee = ({ slice }: MarqueeProps) => {
  const phrases = slice.items.map((item) => item.phrase).filter((p): p is string => isFilled.keyText(p));
  if (phrases.length === 0) return null;
  const list = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {phrases.map((phrase, i) => (
        <li key={i} className={styles.phrase}>
          {phrase}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${styles.band} ${backgroundClass(slice.primary.background, 'yellow')}`}
    >
      <div className={styles.track}>
        {list(false)}
        {list(true)}
      </div>
    </section>
  );
};

export default Marquee;
