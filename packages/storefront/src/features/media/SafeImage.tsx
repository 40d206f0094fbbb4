import Image, { type ImageProps } from 'next/image';
import { useImageFallback } from '@passo/design-system';

/**
 * next/image that fails quietly (an image load error is logged only): the error is
 * logged as a warning and the image's place stays empty, named as the image was, instead of the
 * browser's broken-image icon.
 */
export function SafeImage(props: ImageProps) {
  const { failed, onError } = useImageFallback(typeof props.src === 'string' ? props.src : undefined);
  if (failed) {
    return (
      <span
        role={props.alt ? 'img' : undefined}
        aria-label={props.alt || undefined}
        data-failed=""
        style={
          props.fill
            ? { position: 'absolute', inset: 0 }
            : { display: 'inline-block', width: props.width, height: props.height }
        }
      />
    );
  }
  return <Image {...props} onError={onError} />;
}
