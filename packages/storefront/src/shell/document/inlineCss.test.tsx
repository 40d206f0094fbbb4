/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { buildFile, inlineStylesheets, rebaseUrls } from './inlineCss';

/** Next's CSS elements for one file, as its Head writes them. */
const nextLinks = (href: string, kind: 'data-n-g' | 'data-n-p') => [
  <link key={`${href}-preload`} rel="preload" href={href} as="style" />,
  <link key={href} rel="stylesheet" href={href} {...{ [kind]: '' }} />,
];

const html = (elements: ReturnType<typeof inlineStylesheets>) => renderToStaticMarkup(<>{elements}</>);

describe('stylesheets inlined into the HTML', () => {
  it('become style elements in their order, each with a link the browser does not fetch, and no preload', () => {
    const css: Record<string, string> = {
      'static/chunks/a.css': '.a{color:red}',
      'static/chunks/b.css': '.b{margin:0}',
    };
    const out = html(
      inlineStylesheets(
        [
          ...nextLinks('/_next/static/chunks/a.css', 'data-n-g'),
          ...nextLinks('/_next/static/chunks/b.css', 'data-n-p'),
        ],
        (file) => css[file] ?? null,
      ),
    );
    expect(out).toBe(
      '<style data-n-g="">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" disabled="" data-n-g=""/>' +
        '<style data-n-href="/_next/static/chunks/b.css">.b{margin:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" disabled="" data-n-p=""/>',
    );
  });

  it('stay linked, as Next wrote them, when the build file cannot be read', () => {
    const out = html(inlineStylesheets(nextLinks('/_next/static/chunks/gone.css', 'data-n-g'), () => null));
    expect(out).toBe(
      '<link rel="preload" href="/_next/static/chunks/gone.css" as="style"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-n-g=""/>',
    );
  });

  it('cannot close their style element early', () => {
    const out = html(
      inlineStylesheets(nextLinks('/_next/static/chunks/a.css', 'data-n-g'), () => 'a::after{content:"</style>"}'),
    );
    expect(out).not.toContain('"</style>');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it('keep pointing at their fonts and images: relative URLs are resolved against the sheet’s own URL', () => {
    const css = '@font-face{src:url(../media/a.woff2) format("woff2")}.b{background:url("x.png")}';
    expect(rebaseUrls(css, '/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/_next/static/media/a.woff2) format("woff2")}.b{background:url("/_next/static/chunks/x.png")}',
    );
    expect(rebaseUrls('.c{background:url(../media/c.png)}', 'https://cdn.example/_next/static/chunks/a.css')).toBe(
      '.c{background:url(https://cdn.example/_next/static/media/c.png)}',
    );
    const untouched = '.d{background:url(data:image/png;base64,AAA)}.e{mask:url(#m)}.f{background:url(/g.png)}';
    expect(rebaseUrls(untouched, '/_next/static/chunks/a.css')).toBe(untouched);
  });

  it('are found in the build from their URL, query and asset prefix left out', () => {
    expect(buildFile('/_next/static/chunks/a.css')).toBe('static/chunks/a.css');
    expect(buildFile('https://cdn.example/_next/static/chunks/a%20b.css?v=2')).toBe('static/chunks/a b.css');
    expect(buildFile('/favicon.svg')).toBeNull();
  });
});
