import { lineSeo, lineSlices } from './line';
import type { EditorialDocument } from './server';

const para = (text: string) => [{ type: 'paragraph', text, spans: [] }];
const line = (data: Record<string, unknown>) =>
  ({ type: 'list-lines', uid: 'sunny-side', data }) as unknown as EditorialDocument;

describe('line SEO', () => {
  it('uses the line’s own SEO title and description when they are set', () => {
    expect(
      lineSeo(
        line({
          line_title: 'Sunny Side',
          line_seo_title: 'Sunny Side sneakers',
          line_seo_description: 'Bright soles.',
        }),
      ),
    ).toEqual({
      title: 'Sunny Side sneakers — Passo',
      description: 'Bright soles.',
    });
  });

  it('falls back to the title and the description', () => {
    expect(
      lineSeo(
        line({ line_title: 'Sunny Side', line_seo_title: '', line_description: para('Sneakers for sunny days.') }),
      ),
    ).toEqual({
      title: 'Sunny Side — Passo',
      description: 'Sneakers for sunny days.',
    });
  });
});

describe('line page slices', () => {
  it('shows the line’s products in a rail of its line category', () => {
    const rail = lineSlices(line({ line_title: 'Sunny Side' }), 'sunny-side').find(
      (s) => s.slice_type === 'product_rail',
    );
    expect(rail?.primary).toMatchObject({ category_uri: 'line/sunny-side' });
  });
});
