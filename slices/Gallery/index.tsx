import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Carousel } from '@passo/design-system';
import type { SliceContext } from '../context';
import { SliceImage } from '../parts';
import { container, section, sectionTitle } from '../shared.css';
import * as styles from './styles.css';

export type GalleryProps = SliceComponentProps<Content.GallerySlice, SliceContext>;

/** Images with captions, in a grid or in the design system's fading carousel. */
const Gallery = ({ slice, context }: GalleryProps) => {
  const carousel = slice.variation === 'carousel';
  const titleId = `${slice.id}-title`;
  const hasTitle = isFilled.keyText(slice.primary.title);
  const label = (key: string, fallback: string) => context?.labels?.[key]?.trim() || fallback;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={section}
      // The carousel is a region named by the same title: one landmark, not two of one name.
      aria-labelledby={hasTitle && !carousel ? titleId : undefined}
    >
      <div className={container}>
        {hasTitle && (
          <h2 id={titleId} className={sectionTitle}>
            {slice.primary.title}
          </h2>
        )}
        {carousel ? (
          <Carousel
            aria-label={slice.primary.title || 'Gallery'}
            pauseLabel={label('carousel_pause', 'Pause')}
            playLabel={label('carousel_play', 'Play')}
            previousLabel={label('carousel_previous', 'Previous slide')}
            nextLabel={label('carousel_next', 'Next slide')}
          >
            {slice.items.map((item, i) => (
              <figure key={i} className={styles.slide}>
                <div className={styles.wide}>
                  <SliceImage field={item.image} sizes="(min-width: 1280px) 1280px, 100vw" />
                </div>
                {isFilled.keyText(item.caption) && <figcaption className={styles.caption}>{item.caption}</figcaption>}
              </figure>
            ))}
          </Carousel>
        ) : (
          <ul className={styles.grid}>
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
        )}
      </div>
    </section>
  );
};

export default Gallery;
