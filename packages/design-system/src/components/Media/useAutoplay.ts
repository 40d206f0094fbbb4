import { useEffect, useRef } from 'react';

/**
 * Plays a muted, decorative video by itself when `enabled`, instead of the `autoplay` attribute, so a
 * browser that blocks autoplay is noticed: it is logged as a warning and the video
 * stays still on its poster.
 */
export function useAutoplay<T extends HTMLVideoElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !enabled) return;
    // Browsers only let muted videos play by themselves; the property, not just the attribute, counts.
    video.muted = true;
    let played: Promise<void> | undefined;
    try {
      played = video.play();
    } catch (error) {
      console.warn(`[video] autoplay was blocked for ${video.currentSrc || video.src}:`, error);
      return;
    }
    played?.catch((error: unknown) => {
      // Pausing before playback started (unmounting, reduced motion) is not a block.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn(`[video] autoplay was blocked for ${video.currentSrc || video.src}:`, error);
    });
    return () => video.pause();
  }, [enabled]);
  return ref;
}
