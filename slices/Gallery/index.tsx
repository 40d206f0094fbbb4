import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { SliceImage } from '../parts';
import { container, section, sectionTitle } from '../shared.css';
import * as styles from './styles.css';

export type GalleryProps = SliceComponentProps<Content.GallerySlice>;

/** Images with captions, in a grid or in a row that scrolls sideways. */
const Gallery = ({ slice }: GalleryProps) => {
  const carousel = slice.variation === 'carousel';
  const titleId = `${slice.id}-title`;
  const hasTitle = isFilled.keyText(slice.primary.title);
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={section}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      <div className={container}>
        {hasTitle && (
          <h2 id={titleId} className={sectionTitle}>
            {slice.primary.title}
          </h2>
        )}
        <ul
          className={carousel ? styles.row : styles.grid}
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          tabIndex={carousel ? 0 : undefined}
          aria-label={carousel && hasTitle ? (slice.primary.title ?? undefined) : undefined}
        >
          {slice.items.map((item, i) => (
            <li key={i} className={styles.item}>
              <figure style={{ margin: 0 }}>
                <div className={styles.frame}>
                  <SliceImage field={item.image} sizes="(min-width: 1024px) 25vw, 50vw" />
                </div>
                {isFilled.keyText(item.caption) && <figcaption className={styles.caption}>{item.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export default Gallery;
