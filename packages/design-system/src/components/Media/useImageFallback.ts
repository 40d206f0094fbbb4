import { useCallback, useState, type SyntheticEvent } from 'react';

/**
 * For an image that may fail to load (an image load error is logged only): `onError`
 * logs a warning and sets `failed`, so the caller shows its placeholder instead of the browser's
 * broken-image icon. A new `src` is tried afresh.
 */
export function useImageFallback(src: string | undefined): {
  failed: boolean;
  onError: (event: SyntheticEvent<HTMLImageElement>) => void;
} {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const onError = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const shown = event.currentTarget.currentSrc || event.currentTarget.src || src;
      console.warn(`[image] could not load ${shown ?? 'an image'}`);
      setFailedSrc(src);
    },
    [src],
  );
  return { failed: failedSrc !== undefined && failedSrc === src, onError };
}
