import { Children, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import { CAROUSEL_AUTOPLAY_MS, nextSlide, previousSlide } from './carouselTiming';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** Names the carousel (given per language), e.g. "Lines". */
  'aria-label': string;
  /** The slides, one child each (usually an image). */
  children: ReactNode;
  /**
   * Plays on its own when mounted (not under reduced motion, where it stays still until Play is pressed).
   * @default true
   */
  autoPlay?: boolean;
  /** Name of the pause button. @default 'Pause' */
  pauseLabel?: string;
  /** Name of the play button. @default 'Play' */
  playLabel?: string;
  /** Name of the previous button. @default 'Previous slide' */
  previousLabel?: string;
  /** Name of the next button. @default 'Next slide' */
  nextLabel?: string;
  /** Each slide's name from its position. @default (n, total) => `${n} of ${total}` */
  slideLabel?: (position: number, total: number) => string;
}

/**
 * A looping, fading carousel (750 ms fade, 3500 ms per slide), following the
 * WAI carousel pattern: a pause control, previous and next, slides named
 * "n of total", announced politely when the user moves them (not while
 * playing). It pauses while hovered or focused and stands still under reduced motion.
 */
export function Carousel({
  children,
  autoPlay = true,
  pauseLabel = 'Pause',
  playLabel = 'Play',
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = (n, total) => `${n} of ${total}`,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userChoice, setUserChoice] = useState<'playing' | 'paused' | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);

  const wantsPlay = userChoice ? userChoice === 'playing' : autoPlay && !reducedMotion;
  const isPlaying = wantsPlay && !isHovered && !isFocusWithin && count > 1;

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => setIndex((i) => nextSlide(i, count)), CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, index, count]);

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={props['aria-label']}
      className={styles.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={isPlaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, count)}
            className={styles.slide}
            data-active={i === index || undefined}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <AriaButton
            className={styles.control}
            aria-label={wantsPlay ? pauseLabel : playLabel}
            onPress={() => setUserChoice(wantsPlay ? 'paused' : 'playing')}
          >
            <Icon name={wantsPlay ? 'pause' : 'play'} size="small" />
          </AriaButton>
          <AriaButton
            className={styles.control}
            aria-label={previousLabel}
            onPress={() => setIndex((i) => previousSlide(i, count))}
          >
            <Icon name="arrow-left" size="small" />
          </AriaButton>
          <AriaButton
            className={styles.control}
            aria-label={nextLabel}
            onPress={() => setIndex((i) => nextSlide(i, count))}
          >
            <Icon name="arrow-right" size="small" />
          </AriaButton>
        </div>
      )}
    </section>
  );
}
