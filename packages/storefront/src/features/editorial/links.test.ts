import { localizeLinks } from './links';

describe('localizeLinks', () => {
  it('puts the visitor’s locale before every locale-free shop link, in link fields and rich text', () => {
    const data = {
      cta_link: { link_type: 'Web', url: '/shop/woman/new-collection' },
      text: [
        {
          type: 'paragraph',
          text: 'See care',
          spans: [{ type: 'hyperlink', start: 0, end: 3, data: { link_type: 'Web', url: '/other/shoe-care' } }],
        },
      ],
      slices: [{ items: [{ link: { link_type: 'Document', type: 'legal', uid: 'privacy-policy', id: 'x' } }] }],
    };
    const out = localizeLinks(data, 'de-at');
    expect(out.cta_link.url).toBe('/de-at/shop/woman/new-collection');
    expect(out.text[0]!.spans[0]!.data.url).toBe('/de-at/other/shoe-care');
    expect((out.slices[0]!.items[0]!.link as { url?: string }).url).toBe('/de-at/other/legal/privacy-policy');
    // The input is left as it was (documents may be cached and shared between locales).
    expect(data.cta_link.url).toBe('/shop/woman/new-collection');
  });

  it('leaves external, mail and already-localized links alone', () => {
    const urls = [
      'https://returns.passo.example/',
      'mailto:care@passo.example',
      '/en-gb/about-us',
      '//cdn.example/x.png',
    ];
    const out = localizeLinks(
      urls.map((url) => ({ link_type: 'Web', url })),
      'it-it',
    );
    expect(out.map((link) => link.url)).toEqual(urls);
    expect(localizeLinks({ link_type: 'Web', url: '/' }, 'es-es').url).toBe('/es-es');
  });
});
