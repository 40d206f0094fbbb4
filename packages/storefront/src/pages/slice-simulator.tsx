import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { SharedSlice as Slice } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { components } from '../features/editorial/slices';
import { clientOnly } from '../core/lazy/clientOnly';
import { sampleArticles, sampleProducts } from '../../../../slices/fixtures';
import type { SimulatedSlice } from '../features/editorial/simulator';

// Slice Machine's simulator protocol (@prismicio/next, @prismicio/simulator and most of @prismicio/client: about
// 30 kB gzip) runs in the browser only, where Slice Machine sends the slices: it loads there, after the page,
// and the mocks views opened directly never load it.
const SliceSimulator = clientOnly(() => import('@prismicio/next/pages').then((m) => m.SliceSimulator));

interface SimulatorProps {
  /** Mocks to show (`?slice=hero&variation=video`), or null inside Slice Machine. */
  mocks: Slice[] | null;
  library: SimulatedSlice[];
}

/**
 * The slice simulator. Inside Slice Machine (no query) it renders the slices
 * Slice Machine sends; opened directly with `?slice=<id>[&variation=<id>]` it
 * renders that slice from its mocks.json, and with no slice it lists the library.
 */
export const getServerSideProps: GetServerSideProps<SimulatorProps> = async ({ query }) => {
  const { listSlices, mocksOf } = await import('../features/editorial/simulator');
  const slice = typeof query.slice === 'string' ? query.slice : null;
  const variation = typeof query.variation === 'string' ? query.variation : undefined;
  if (slice) {
    const mocks = mocksOf(slice, variation);
    if (mocks.length === 0) return { notFound: true };
    return { props: { mocks, library: [] } };
  }
  return { props: { mocks: null, library: query.list !== undefined ? listSlices() : [] } };
};

/** Rails and lists get sample data: slices never fetch, and a simulator has no page to fetch for them. */
function contextFor(slices: Slice[]) {
  return {
    products: Object.fromEntries(slices.map((slice) => [slice.id, sampleProducts])),
    articles: Object.fromEntries(slices.map((slice) => [slice.id, sampleArticles])),
    language: 'en',
  };
}

export default function SliceSimulatorPage({ mocks, library }: SimulatorProps) {
  return (
    <>
      <Head>
        <title>Slice simulator — Passo</title>
        <meta name="robots" content="noindex" />
      </Head>
      {mocks ? (
        <SliceZone slices={mocks} components={components} context={contextFor(mocks)} />
      ) : library.length > 0 ? (
        <ul>
          {library.flatMap((slice) =>
            slice.variations.map((variation) => (
              <li key={`${slice.id}-${variation}`}>
                <a href={`/slice-simulator?slice=${slice.id}&variation=${variation}`}>
                  {slice.name} / {variation}
                </a>
              </li>
            )),
          )}
        </ul>
      ) : (
        <SliceSimulator
          sliceZone={({ slices }) => (
            <SliceZone slices={slices} components={components} context={contextFor(slices as Slice[])} />
          )}
        />
      )}
    </>
  );
}
