import { optimisedImage, PRODUCT_IMAGE_WIDTHS, GRID_IMAGE_SIZES } from './productImages';

/** next/image's props as the built shop gives them (next.config: the spec's widths and 64, 128, 256). */
jest.mock('next/image', () => ({
  getImageProps: ({ src, sizes }: { src: string; sizes: string }) => {
    const url = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`;
    const widths = [128, 256, 350, 450, 800, 1000, 1250, 1500, 1750, 1920];
    return { props: { src: url(1920), srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '), sizes } };
  },
}));

describe('product pictures in a grid', () => {
  it('are offered at the spec’s widths up to the widest a card is drawn (1280 device pixels)', () => {
    expect(PRODUCT_IMAGE_WIDTHS).toEqual([350, 450, 800, 1000, 1250]);
    const image = optimisedImage('http://127.0.0.1:4010/media/a-1600.webp', 'A', GRID_IMAGE_SIZES);
    const widths = image.srcSet!.split(', ').map((source) => Number(/ (\d+)w$/.exec(source)?.[1]));
    expect(widths).toEqual([350, 450, 800, 1000, 1250]);
    expect(image.src).toBe('/_next/image?url=http%3A%2F%2F127.0.0.1%3A4010%2Fmedia%2Fa-1600.webp&w=1250&q=75');
    expect(image).toMatchObject({ sizes: GRID_IMAGE_SIZES, alt: 'A' });
  });
});
