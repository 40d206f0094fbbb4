import { readOfflineTexts } from './offlineTexts';

describe('the offline page’s texts', () => {
  it('keeps each language’s offline labels only, and leaves out a language whose content fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const texts = await readOfflineTexts(async (language) => {
      if (language === 'de') throw new Error('content down');
      return { offline_title: `title-${language}`, offline_retry: `retry-${language}`, search: 'not offline' };
    });
    expect(texts).toEqual({
      it: { offline_title: 'title-it', offline_retry: 'retry-it' },
      es: { offline_title: 'title-es', offline_retry: 'retry-es' },
      en: { offline_title: 'title-en', offline_retry: 'retry-en' },
    });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
