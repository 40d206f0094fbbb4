/**
 * Server-only: a product's fit note for its page, from the size guide's content in the page's language. The
 * note is the same for every visitor, so it is part of the cached page; when the content cannot be read the
 * page shows none and the failure is logged.
 */
import { createContentClient } from '../../lib/content/client';
import { getDocument } from '../../lib/content/documents';
import type { Language } from '../../lib/locale/constants';
import { readFitNotes, type FitNoteEntry } from './fitNote';
import { markRenderPartial } from '../../core/content/cachePeriod';

/** The fit notes written in a language (none when the content cannot be read). */
export async function loadFitNotes(language: Language): Promise<FitNoteEntry[]> {
  try {
    const guide = await getDocument(createContentClient(), 'size_guide', null, { language });
    return readFitNotes(guide?.data);
  } catch (error) {
    markRenderPartial();
    console.error('[catalog] the fit notes could not be read:', error);
    return [];
  }
}
