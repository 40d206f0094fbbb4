/**
 * The menus' catalogue (categories, date windows, lines' pictures) in the browser: loaded with the
 * menus' code the first time they open (`/api/menu-catalogue`, from the server's shared-content cache),
 * then kept in the store for the tab's life.
 */
import type { MenuCatalogue } from '../content/types';
import { getContentStore } from './contentStore';

let inFlight: Promise<void> | null = null;

async function load(language: string): Promise<void> {
  const response = await fetch(`/api/menu-catalogue?lang=${encodeURIComponent(language)}`);
  if (!response.ok) throw new Error(`/api/menu-catalogue answered ${response.status}`);
  const catalogue = (await response.json()) as MenuCatalogue;
  const store = getContentStore();
  const content = store?.getState().content;
  if (!store || !content || content.language !== language) return;
  store.setState({ content: { ...content, menuCatalogue: catalogue } });
}

/** Loads the menus' catalogue unless the store has it; resolves when it is there, rejects when it failed. */
export function ensureMenuCatalogue(): Promise<void> {
  const content = getContentStore()?.getState().content;
  if (!content || content.menuCatalogue) return Promise.resolve();
  inFlight ??= load(content.language).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The menus' code together with their catalogue (a failed load is logged: the menus show what they have). */
export async function withMenuCatalogue<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([
    load(),
    ensureMenuCatalogue().catch((error: unknown) => {
      console.error('[content] loading the menus’ catalogue failed:', error);
    }),
  ]);
  return loaded;
}
