import type { AppContext, AppProps } from 'next/app';
import App from 'next/app';
import { useEffect, useLayoutEffect, useState } from 'react';
import '@passo/design-system/css';
import { FontFaces } from '../shell/fonts';
import { createStore, StoreProvider } from '../core/store';
import { initialAppState, pageMarketId, type AppInitialProps } from '../core/store/initialState';
import type { AppState } from '../core/store/state';
import { DEFAULT_LANGUAGE } from '../lib/locale/constants';
import { useSecretCampaign } from '../core/store/useSecretCampaign';
import { useVisitorCookies } from '../core/store/useVisitorCookies';
import { parseLocale, routeLocale } from '../lib/locale/locale';
import { marketStateForLocale } from '../core/store/marketState';
import { Layout } from '../shell/layout/Layout';
import { AppRouterProvider } from '../shell/navigation/AppRouterProvider';
import { ShopLocaleProvider } from '../features/market/ShopLocaleProvider';
import { attachContentStore } from '../core/labels/contentStore';
import { RouteLabels } from '../core/labels/RouteLabels';
import { reportTypedBeforeHydration } from '../core/lazy/typedBeforeHydration';
import { HYDRATED_ATTRIBUTE, replayHeldPresses } from '../core/lazy/earlyPress';

// The language whose shared content this browser tab holds.
let loadedLanguage: string | null = null;

export default function PassoApp({ Component, pageProps, router, ...rest }: AppProps & AppInitialProps) {
  const [store] = useState(() => {
    const state = initialAppState(router.query.locale, router.asPath, {
      ...rest,
      marketId: pageMarketId(pageProps),
    });
    loadedLanguage = state.content.language;
    const created = createStore<AppState>(state);
    attachContentStore(created);
    return created;
  });

  // A move to another market of the same language: the derived market data follow the locale.
  const localeParam = router.query.locale;
  useEffect(() => {
    const locale = parseLocale(localeParam);
    if (locale && store.getState().locale !== `${locale.language}-${locale.market}`) {
      store.setState(marketStateForLocale(locale, store.getState()));
    }
  }, [localeParam, store]);

  // Text typed or autofilled into the server's fields before this code ran goes into their state now, before
  // any field renders again (core/lazy/typedBeforeHydration).
  useLayoutEffect(() => {
    reportTypedBeforeHydration();
  }, []);

  // Marks the document once the page is hydrated (after every component's first effect): its controls now
  // answer, and tools (the e2e suite, a synthetic monitor) can wait for exactly that. Buttons pressed before
  // then are pressed again now (core/lazy/earlyPress).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    return replayHeldPresses();
  }, []);

  useSecretCampaign(store, router.asPath);
  useVisitorCookies(store);

  return (
    <StoreProvider store={store}>
      {/* No SWRConfig here: swr loads with the code that uses it (its cache is global); a page that has
          server data for it gives its own fallback (the product page). */}
      <ShopLocaleProvider>
        <AppRouterProvider>
          <FontFaces />
          <Layout background={pageProps.pageBackground ?? undefined}>
            {/* A page renders once its route family's labels are in the store (loaded on a client navigation). */}
            <RouteLabels route={router.pathname} asPath={router.asPath}>
              <Component {...pageProps} />
            </RouteLabels>
          </Layout>
        </AppRouterProvider>
      </ShopLocaleProvider>
    </StoreProvider>
  );
}

PassoApp.getInitialProps = async (context: AppContext): Promise<AppInitialProps & { pageProps: unknown }> => {
  const appProps = await App.getInitialProps(context);
  const requestPath = context.ctx.req?.url ?? null;
  const locale = routeLocale(context.router.query.locale, context.ctx.asPath) ?? routeLocale(undefined, requestPath);
  const language = locale?.language ?? DEFAULT_LANGUAGE;
  if (typeof window !== 'undefined') {
    // Shared content is loaded on the first server render only. A move to
    // another language needs that language's content: load the page afresh.
    if (loadedLanguage && locale && language !== loadedLanguage) {
      window.location.assign(context.ctx.asPath ?? '/');
      await new Promise(() => {});
    }
    return appProps;
  }
  const { getSharedContent } = await import('../core/content/server');
  const { shellContent } = await import('../core/content/shell');
  // Nothing here reads the visitor's cookies: on a cached (ISR) page these props would be the generating
  // visitor's for everyone. The IP country and the secret campaign are read after hydration
  // (useVisitorCookies, useSecretCampaign; cached catalogue pages carry their market in page props), and
  // preview is Next's preview mode, which Next checks and which bypasses the cache.
  const preview = Boolean(context.router.isPreview);
  const shared = await getSharedContent(language);
  // In preview, lines load from the content service directly, with the editor's ref.
  const req = context.ctx.req;
  const content =
    preview && req
      ? await (await import('../features/editorial/previewLines')).previewSharedContent(shared, req)
      : shared;
  // Every page carries the shell's part only (labels: the shell's and its route family's); a page that
  // needs more loads it itself.
  const sharedContent = shellContent(content, context.ctx.pathname);
  return {
    ...appProps,
    sharedContent,
    preview,
    // For a 404's locale only (it has no route parameters); the path, never the visitor's query.
    requestPath: requestPath?.split('?')[0] ?? null,
    captcha: (await import('../lib/config')).readConfig().captcha,
  };
};
