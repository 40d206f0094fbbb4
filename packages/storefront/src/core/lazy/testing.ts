import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * A page's HTML as the shop's server sends it: rendered as a stream and read once everything in it is ready
 * (tests only; run them in Node's environment, `@jest-environment node`).
 */
export async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}
