import type * as prismic from '@prismicio/client';
import { emptySharedContent } from '../../core/content/types';
import { lineContentFromDocument, loadLinesFromContent, withLines } from './previewLines';

const lineDoc = (uid: string | null, lang: string, title: string) =>
  ({
    id: `id-${uid}`,
    uid,
    type: 'list-lines',
    lang,
    data: { line_title: title, line_intro: [{ type: 'paragraph', text: 'Draft intro', spans: [] }] },
  }) as unknown as prismic.PrismicDocument;

describe('preview lines', () => {
  it('shape a list-lines document as the general service’s lines answer does', () => {
    expect(lineContentFromDocument(lineDoc('sunny-side', 'en-gb', 'Sunny Side (draft)'))).toEqual({
      uid: 'sunny-side',
      lang: 'en-gb',
      line_uid: 'sunny-side',
      line_title: 'Sunny Side (draft)',
      line_intro: [{ type: 'paragraph', text: 'Draft intro', spans: [] }],
    });
  });

  it('load from the content service in the page’s content language', async () => {
    const getAllByType = jest.fn(async () => [lineDoc('mambo', 'de-de', 'Mambo'), lineDoc(null, 'de-de', 'No uid')]);
    const lines = await loadLinesFromContent({ getAllByType } as unknown as prismic.Client, 'de');
    expect(getAllByType).toHaveBeenCalledWith('list-lines', { lang: 'de-de' });
    expect(lines.map((line) => line.line_uid)).toEqual(['mambo']);
  });

  it('replace the lines of the shared content and keep the rest', async () => {
    const content = { ...emptySharedContent('it'), ticker: ['Ciao'], lines: [] };
    const preview = await withLines(content, async () => [
      { uid: 'vespa', lang: 'it-it', line_uid: 'vespa', line_title: 'Vespa (bozza)' },
    ]);
    expect(preview.lines.map((line) => line.line_title)).toEqual(['Vespa (bozza)']);
    expect(preview.ticker).toEqual(['Ciao']);
  });

  it('leave the lines empty when the content service fails, and say so in the log', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const content = {
      ...emptySharedContent('en'),
      lines: [{ uid: 'old', lang: 'en-gb', line_uid: 'old', line_title: 'Published' }],
    };
    const preview = await withLines(content, async () => {
      throw new Error('content service down');
    });
    expect(preview.lines).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('preview lines'), 'content service down');
    error.mockRestore();
  });
});
