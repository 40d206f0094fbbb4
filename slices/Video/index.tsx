import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { narrow, section } from '../shared.css';
import * as styles from './styles.css';

export type VideoProps = SliceComponentProps<Content.VideoSlice>;

/** A video with native controls and a poster; it never plays by itself. */
const Video = ({ slice }: VideoProps) => {
  const { primary } = slice;
  if (!isFilled.link(primary.video)) return null;
  return (
    <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
      <figure className={`${narrow} ${styles.figure}`}>
        <video
          className={styles.video}
          src={primary.video.url}
          poster={isFilled.image(primary.poster) ? primary.poster.url : undefined}
          controls
          preload="none"
          playsInline
          title={primary.title ?? undefined}
          aria-label={primary.title ?? undefined}
        />
        {isFilled.keyText(primary.caption) && <figcaption className={styles.caption}>{primary.caption}</figcaption>}
      </figure>
    </section>
  );
};

export default Video;
