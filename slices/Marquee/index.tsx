import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Marquee as DsMarquee } from '@passo/design-system';
import { MARQUEE_SLOW_SPEED } from '@passo/design-system/tokens';
import { backgroundClass } from '../parts';
import * as styles from './styles.css';

export type MarqueeProps = SliceComponentProps<Content.MarqueeSlice>;

/**
 * The design system's Marquee on a coloured band: the editor's phrases, named for screen readers.
 * It runs at the spec's slower speed (1.8): the header's ticker keeps the default (10); a band
 * set in the page is read at reading pace as the page scrolls past.
 */
const Marquee = ({ slice }: MarqueeProps) => {
  const phrases = slice.items.map((item) => item.phrase).filter((p): p is string => isFilled.keyText(p));
  if (phrases.length === 0) return null;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${styles.band} ${backgroundClass(slice.primary.background, 'yellow')}`}
    >
      <DsMarquee aria-label={slice.primary.label || phrases[0]!} phrases={phrases} speed={MARQUEE_SLOW_SPEED} />
    </section>
  );
};

export default Marquee;
