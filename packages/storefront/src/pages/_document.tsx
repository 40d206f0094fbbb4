import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { inlineStylesheets, readBuiltCss } from '../shell/document/inlineCss';
import { externalizeBootstrap, type BootstrapManifest } from '../shell/document/externalBootstrap';
import { FIRST_SCRIPT } from '../shell/document/firstScript';
import { PRESSABLE_STYLE, PRESSABLE_STYLE_ID } from '../shell/document/pressableStyle';

/**
 * Next's head, with the page's stylesheets written into the HTML in production (shell/document/inlineCss)
 * and Turbopack's bootstrap run from a file instead of an inline script, which also loads the page's scripts
 * (shell/document/externalBootstrap).
 */
class InlineCssHead extends Head {
  override getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    const links = super.getCssLinks(files);
    if (!links || process.env.NODE_ENV !== 'production') return links;
    return inlineStylesheets(links, readBuiltCss);
  }

  /** None here: they come first in getScripts, which hands them to the loader with the page's own. */
  override getDynamicChunks() {
    return [];
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    // Next writes the chunks of the parts rendered with next/dynamic as scripts of their own just before the
    // page's; with them, every script of the page waits for its first screen alike.
    const dynamic = super.getDynamicChunks(files).filter((el) => el !== null);
    const scripts = [...dynamic, ...super.getScripts(files)];
    const { buildManifest, __NEXT_DATA__ } = this.context;
    return externalizeBootstrap(scripts, buildManifest as BootstrapManifest, __NEXT_DATA__.page, this.props.nonce);
  }
}

/** Collects styled-components styles on the server so the first paint is styled. */
export default class PassoDocument extends Document {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    const lang = (this.props.__NEXT_DATA__.query.locale as string | undefined)?.slice(0, 2) ?? 'en';
    return (
      <Html lang={lang}>
        <InlineCssHead>
          {/* First: a press on a control whose code has not arrived is held, and the cookie choice shows from the first paint where it is wanted (shell/document/firstScript). */}
          <script dangerouslySetInnerHTML={{ __html: FIRST_SCRIPT }} />
          {/* React Aria's rule for its pressable elements, here so that it adds no stylesheet after hydration. */}
          <style id={PRESSABLE_STYLE_ID} dangerouslySetInnerHTML={{ __html: PRESSABLE_STYLE }} />
          {/* The logo's mark; public/favicon.ico is the same mark for browsers that ask for it directly. */}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </InlineCssHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
