/**
 * The size guide's content (foot length in cm against EU, US and UK, by gender) in the browser, through the
 * content proxy: fetched when the shopper opens the guide, never part of the product page's props.
 */
import { getJson, keys } from '../../lib/api';
import { text } from './fitNote';

export interface SizeGuideRow {
  cm: string;
  eu: string;
  us: string;
  uk: string;
}

export interface SizeGuideContent {
  title: string;
  intro: string;
  womanLabel: string;
  manLabel: string;
  cmHeading: string;
  woman: SizeGuideRow[];
  man: SizeGuideRow[];
}

function rows(value: unknown): SizeGuideRow[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((row: unknown) => {
      const r = (row ?? {}) as Record<string, unknown>;
      return { cm: text(r.cm), eu: text(r.eu), us: text(r.us), uk: text(r.uk) };
    })
    .filter((r) => r.cm !== '' && r.eu !== '');
}

/** Reads the document's data; a missing text is empty (the dialog falls back to its labels). */
export function readSizeGuide(data: unknown): SizeGuideContent {
  const d = (data ?? {}) as Record<string, unknown>;
  return {
    title: text(d.title),
    intro: text(d.intro),
    womanLabel: text(d.woman_label),
    manLabel: text(d.man_label),
    cmHeading: text(d.cm_heading),
    woman: rows(d.woman),
    man: rows(d.man),
  };
}

/** The size guide of a language (`it`, `es`, `de`, `en`). */
export async function fetchSizeGuide(language: string, signal?: AbortSignal): Promise<SizeGuideContent> {
  const document = await getJson<{ data?: unknown }>(keys.content('size_guide', 'size_guide', language), { signal });
  return readSizeGuide(document.data);
}
