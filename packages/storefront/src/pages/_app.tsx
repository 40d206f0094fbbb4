import type { AppProps } from 'next/app';
import '@passo/design-system/css';
import { FontFaces } from '../styles/fonts';

export default function PassoApp({ Component, pageProps }: AppProps) {
  return (
    <>
      <FontFaces />
      <Component {...pageProps} />
    </>
  );
}
