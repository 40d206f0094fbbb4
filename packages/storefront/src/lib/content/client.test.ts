import { readConfig } from '../config';
import { contentLang, createContentClient } from './client';

describe('createContentClient', () => {
  it('uses the sandbox endpoint by default', () => {
    const client = createContentClient({ config: readConfig({}), fetch: jest.fn() });
    expect(client.documentAPIEndpoint).toBe('http://127.0.0.1:4010/prismic/api/v2');
  });

  it('uses Prismic’s cloud endpoint for the repository when PRISMIC_REPOSITORY is set', () => {
    const client = createContentClient({ config: readConfig({ PRISMIC_REPOSITORY: 'passo-shop' }), fetch: jest.fn() });
    expect(client.documentAPIEndpoint).toBe('https://passo-shop.cdn.prismic.io/api/v2');
  });
});

describe('contentLang', () => {
  it('maps the shop languages to Prismic language codes', () => {
    expect(contentLang('it')).toBe('it-it');
    expect(contentLang('es')).toBe('es-es');
    expect(contentLang('de')).toBe('de-de');
    expect(contentLang('en')).toBe('en-gb');
  });
});
