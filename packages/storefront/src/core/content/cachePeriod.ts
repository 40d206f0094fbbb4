/**
 * Server-only: how long a generated page may be cached when what it was rendered with may be partial. A page
 * rendered while a back-end was down (its menu, labels or category list empty) is still the right answer for
 * the shopper, but it must not stay in the page cache and the cache tier for a full period.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { GetStaticProps, GetStaticPropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { DEFAULT_LANGUAGE } from '../../lib/locale/constants';
import { routeLocale } from '../../lib/locale/locale';
import { sharedContentMayBePartial } from './server';

/** A page rendered while part of what it shows could not be loaded is rendered again this soon. */
export const PARTIAL_REVALIDATE_S = 10;

/** The render under way, for the loaders it calls to say it lost a part. */
const currentRender = new AsyncLocalStorage<{ partial: boolean }>();

/**
 * Says the page being rendered shows less than it should: a part of it (a list, a rail, a note) could not be
 * loaded and was left out. Outside a render wrapped by withPartialContentPeriod it does nothing.
 */
export function markRenderPartial(): void {
  const render = currentRender.getStore();
  if (render) render.partial = true;
}

/** The result with its period cut to PARTIAL_REVALIDATE_S (a result without one would be kept forever). */
function partialResult<P>(result: GetStaticPropsResult<P>): GetStaticPropsResult<P> {
  const own = 'revalidate' in result && typeof result.revalidate === 'number' ? result.revalidate : Infinity;
  return { ...result, revalidate: Math.min(own, PARTIAL_REVALIDATE_S) };
}

/**
 * A page's getStaticProps whose result is cached briefly (PARTIAL_REVALIDATE_S) when the render lost a part
 * (markRenderPartial) or the shared content of the page's language may have been partial during it; otherwise
 * the page's own period holds.
 */
export function withPartialContentPeriod<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  getProps: GetStaticProps<P, Q>,
): GetStaticProps<P, Q> {
  return async (context) => {
    const render = { partial: false };
    const result = await currentRender.run(render, () => getProps(context));
    const language = routeLocale(context.params?.locale)?.language ?? DEFAULT_LANGUAGE;
    return render.partial || sharedContentMayBePartial(language) ? partialResult(result) : result;
  };
}
