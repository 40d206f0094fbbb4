import type { GetServerSidePropsContext } from 'next';
import { routes } from '../../lib/routes';
import { redirectWithoutId } from './withoutId';

// As the two pages use it: an article without its id shows the blog list, a product without its id the shop's home.
const article = redirectWithoutId((locale) => routes.blog(locale));
const product = redirectWithoutId((locale) => routes.home(locale));

const context = (locale: string, query: Record<string, string | string[]> = {}) =>
  ({ params: { locale }, query: { locale, ...query } }) as unknown as GetServerSidePropsContext;

describe('a page the spec lists with an optional id, opened without it', () => {
  it('/{locale}/discover/blog/article with no id shows the blog list', async () => {
    expect(await article(context('it-it'))).toEqual({
      redirect: { destination: '/it-it/discover/blog', permanent: false },
    });
    expect(await article(context('de-de', { utm_source: 'x', tag: ['a', 'b'] }))).toEqual({
      redirect: { destination: '/de-de/discover/blog?utm_source=x&tag=a&tag=b', permanent: false },
    });
  });

  it('/{locale}/shop/product with no id goes to the shop home', async () => {
    expect(await product(context('en-gb'))).toEqual({ redirect: { destination: '/en-gb', permanent: false } });
  });

  it('an unsupported locale is not found', async () => {
    expect(await product(context('xx-yy'))).toEqual({ notFound: true });
  });
});
