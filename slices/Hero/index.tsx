import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { useAutoplay } from '@passo/design-system';
import { Cta, SliceImage, backgroundClass } from '../parts';
import { bodyText } from '../shared.css';
import * as styles from './styles.css';

export type HeroProps = SliceComponentProps<Content.HeroSlice>;

/** The page opening: an image or a muted looping video beside a title, text and a call to action. */
const Hero = ({ slice, index }: HeroProps) => {
  const { primary } = slice;
  const video = slice.variation === 'video' && isFilled.link(slice.primary.video) ? slice.primary.video.url : null;
  // Played by the hook, not the autoplay attribute, so a blocked autoplay is logged and the poster stays.
  const videoRef = useAutoplay<HTMLVideoElement>(video !== null);
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${styles.hero} ${backgroundClass(primary.background, 'paprika')}`}
    >
      <div className={styles.media_}>
        {video ? (
          // Decorative, muted and without controls: it carries no information the text does not.
          <video
            ref={videoRef}
            className={styles.fill}
            src={video}
            poster={isFilled.image(primary.image) ? primary.image.url : undefined}
            muted
            loop
            playsInline
            aria-hidden="true"
          />
        ) : (
          <SliceImage
            field={primary.image}
            priority={index === 0}
            className={styles.fill}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        )}
      </div>
      <div className={styles.copy}>
        {isFilled.keyText(primary.eyebrow) && <p className={styles.eyebrow}>{primary.eyebrow}</p>}
        <PrismicRichText
          field={primary.title}
          components={{
            heading1: ({ children }) => <h1 className={styles.title}>{children}</h1>,
            heading2: ({ children }) => <h2 className={styles.title}>{children}</h2>,
          }}
        />
        {isFilled.richText(primary.text) && (
          <div className={`${bodyText} ${styles.text}`}>
            <PrismicRichText field={primary.text} />
          </div>
        )}
        <Cta label={primary.cta_label} link={primary.cta_link} />
      </div>
    </section>
  );
};

export default Hero;
