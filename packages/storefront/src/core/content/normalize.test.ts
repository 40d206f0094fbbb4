import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageBackgroundOf, readCategoryPages, readLabels, readMenu, readTicker } from './normalize';

const content = join(__dirname, '../../../../../content');
const doc = async (lang: string, type: string) =>
  JSON.parse(await readFile(join(content, lang, type, `${type}.json`), 'utf8')).data as unknown;

describe('reading the shared content documents', () => {
  it('reads labels and filter labels', async () => {
    const { labels, filterLabels } = readLabels(await doc('de-de', 'labels'));
    expect(labels.error_title).toBe('OOOOPS!!!');
    expect(labels.add_to_cart).toBeTruthy();
    expect(filterLabels['var_color']).toBeTruthy();
    expect(filterLabels['var_color:paprika']).toBeTruthy();
  });

  it('reads the menu sections with their placement, and the footer extras', async () => {
    const menu = readMenu(await doc('en-gb', 'website-menu'));
    expect(menu.sections.find((s) => s.key === 'woman')).toMatchObject({ placement: 'shop', title: 'Woman' });
    expect(menu.sections.find((s) => s.key === 'campaign')?.placement).toBe('discover');
    expect(menu.socialLinks).toHaveLength(3);
    expect(menu.copyright).toContain('VAT');
    expect(menu.playImage?.url).toMatch(/menu-play/);
  });

  it('reads ticker phrases', async () => {
    expect((await readTicker(await doc('en-gb', 'website_ticker'))).length).toBeGreaterThan(0);
  });

  it('skips malformed entries instead of failing', () => {
    expect(readLabels({ labels: [null, { key: 'a', text: 'b' }, { text: 'no key' }] }).labels).toEqual({ a: 'b' });
    expect(readMenu(null).sections).toEqual([]);
  });

  it('reads a category page’s background colour, one of the brand colours only', async () => {
    const page = JSON.parse(
      await readFile(join(content, 'it-it', 'categories-pages', 'woman-sale.json'), 'utf8'),
    ) as unknown;
    expect(readCategoryPages([page])).toEqual([
      { category_uri: 'woman/sale', start_date: '2025-06-01', end_date: '2036-01-31', background_color: 'yellow' },
    ]);
    expect(readCategoryPages([{ data: { category_uri: 'woman', background_color: 'red' } }])).toEqual([
      { category_uri: 'woman', start_date: null, end_date: null },
    ]);
    expect(pageBackgroundOf('green-aqua')).toBe('green-aqua');
    expect(pageBackgroundOf(undefined)).toBeNull();
  });
});
