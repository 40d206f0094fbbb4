/**
 * @jest-environment node
 */
import type { GetStaticPropsContext } from 'next';
import { markRenderPartial, PARTIAL_REVALIDATE_S, withPartialContentPeriod } from './cachePeriod';
import { sharedContentMayBePartial } from './server';

jest.mock('./server', () => ({ sharedContentMayBePartial: jest.fn() }));
const mayBePartial = jest.mocked(sharedContentMayBePartial);

const context = (locale: string): GetStaticPropsContext => ({ params: { locale } });

describe('how long a generated page may be cached', () => {
  afterEach(() => mayBePartial.mockReset());

  it("keeps the page's own period when its language's shared content was whole", async () => {
    mayBePartial.mockReturnValue(false);
    const getProps = withPartialContentPeriod(async () => ({ props: { title: 'Donna' }, revalidate: 60 }));
    expect(await getProps(context('it-it'))).toEqual({ props: { title: 'Donna' }, revalidate: 60 });
    expect(mayBePartial).toHaveBeenCalledWith('it');
  });

  it('is cut to seconds when the shared content of the page’s language may have been partial', async () => {
    mayBePartial.mockImplementation((language) => language === 'de');
    const getProps = withPartialContentPeriod(async () => ({ props: { title: 'Damen' }, revalidate: 60 }));
    expect(await getProps(context('de-de'))).toEqual({ props: { title: 'Damen' }, revalidate: PARTIAL_REVALIDATE_S });
    expect(await getProps(context('it-it'))).toEqual({ props: { title: 'Damen' }, revalidate: 60 });
    expect(PARTIAL_REVALIDATE_S).toBeLessThan(60);
  });

  it('keeps a period already shorter, and gives one to an answer that had none (kept forever otherwise)', async () => {
    mayBePartial.mockReturnValue(true);
    expect(await withPartialContentPeriod(async () => ({ props: {}, revalidate: 5 }))(context('en-gb'))).toEqual({
      props: {},
      revalidate: 5,
    });
    expect(await withPartialContentPeriod(async () => ({ notFound: true }))(context('en-gb'))).toEqual({
      notFound: true,
      revalidate: PARTIAL_REVALIDATE_S,
    });
  });

  it('reads the language of an unknown locale as the default one', async () => {
    mayBePartial.mockReturnValue(false);
    await withPartialContentPeriod(async () => ({ notFound: true }))(context('xx-yy'));
    expect(mayBePartial).toHaveBeenCalledWith('en');
  });

  it('is cut to seconds for a render that lost a part of its own (a list, a rail), and for that render only', async () => {
    mayBePartial.mockReturnValue(false);
    const getProps = withPartialContentPeriod(async ({ params }) => {
      await new Promise((resolve) => setTimeout(resolve, params?.locale === 'it-it' ? 5 : 1));
      if (params?.locale === 'it-it') markRenderPartial();
      return { props: {}, revalidate: 60 };
    });
    const [partial, whole] = await Promise.all([getProps(context('it-it')), getProps(context('es-es'))]);
    expect(partial).toEqual({ props: {}, revalidate: PARTIAL_REVALIDATE_S });
    expect(whole).toEqual({ props: {}, revalidate: 60 });
  });

  it('a part said lost outside any render changes no later render', async () => {
    mayBePartial.mockReturnValue(false);
    markRenderPartial();
    expect(await withPartialContentPeriod(async () => ({ props: {}, revalidate: 60 }))(context('it-it'))).toEqual({
      props: {},
      revalidate: 60,
    });
  });
});
