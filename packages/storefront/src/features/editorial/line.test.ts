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

describe('line content slices', () => {
  it('has no product rail: the line’s products are the full category grid below', () => {
    const slices = lineSlices(line({ line_title: 'Sunny Side', line_description: para('Sneakers for sunny days.') }));
    expect(slices.map((s) => s.slice_type)).not.toContain('product_rail');
  });

  it('shows the description, the details and the detail images that are filled, in that order', () => {
    const image = { url: 'http://x/a.webp', alt: 'A', dimensions: { width: 10, height: 10 }, copyright: null };
    const slices = lineSlices(
      line({
        line_description: para('Sneakers for sunny days.'),
        line_details_title: 'Details',
        line_details_text: para('Rubber sole.'),
        line_details_image_1: image,
        line_details_image_2: { url: null, alt: null, dimensions: null, copyright: null },
      }),
    );
    expect(slices.map((s) => s.id)).toEqual(['line-description', 'line-details', 'line-details-images']);
    expect(slices[2]?.items).toHaveLength(1);
  });

  it('shows nothing for a line without content', () => {
    expect(lineSlices(line({ line_title: 'Sunny Side' }))).toEqual([]);
  });
});
