/**
 * The offline page's words in the four languages. The service worker precaches one `/offline` page per
 * build and answers every offline navigation with it, whatever the language of the address asked for: so the
 * page carries the four languages' texts (read from the content when the worker installs) and shows the one
 * of the address's locale, also to the offline banner and the cart's offline note.
 */
import type { LabelKey } from '../../core/content/fallbacks';
import { LANGUAGES, type Language } from '../../lib/locale/constants';

export const OFFLINE_LABEL_KEYS = [
  'offline',
  'offline_cart',
  'offline_title',
  'offline_text',
  'offline_retry',
] as const;
export type OfflineLabelKey = (typeof OFFLINE_LABEL_KEYS)[number] & LabelKey;
export type OfflineTexts = Partial<Record<Language, Partial<Record<OfflineLabelKey, string>>>>;

/** The offline labels of each language (a language whose content cannot be read is left out: fallbacks show). */
export async function readOfflineTexts(labelsOf: (language: Language) => Promise<Record<string, string>>) {
  const texts: OfflineTexts = {};
  await Promise.all(
    LANGUAGES.map(async (language) => {
      try {
        const labels = await labelsOf(language);
        const picked: Partial<Record<OfflineLabelKey, string>> = {};
        for (const key of OFFLINE_LABEL_KEYS) if (typeof labels[key] === 'string') picked[key] = labels[key];
        texts[language] = picked;
      } catch (error) {
        console.error(
          `[offline] the ${language} labels could not be read:`,
          error instanceof Error ? error.message : error,
        );
      }
    }),
  );
  return texts;
}
