/**
 * Label groups a page did not bring, loaded in the browser: when a client
 * navigation enters another route family (the page suspends until they are
 * in the store, RouteLabels.tsx, so it renders with its labels, never the
 * English fallbacks), and when a lazily loaded panel opens (the cart panel
 * loads its group with its code).
 *
 * The labels document comes through the content proxy (the same document the
 * server reads; public and cacheable), once per tab: each later group is
 * picked out of it. A group's fallbacks come with it, in a chunk of their own
 * (labelFallbacks.ts), filled in where the document has no text.
 */
import type { Store } from '../store';
import type { AppState } from '../store/state';
import { getContentStore } from './contentStore';
import { loadLabelFallbacks } from '../content/labelFallbacks';
import { fillLabels, labelGroupsForRoute, type LabelGroup } from '../content/labelGroups';

/** The labels document of each language, asked once per tab (every later group is picked out of it). */
const documents = new Map<string, Promise<Record<string, string>>>();

function labelsDocument(language: string): Promise<Record<string, string>> {
  let document = documents.get(language);
  if (!document) {
    document = import('../content/labelsDocument').then((m) => m.fetchLabels(language));
    documents.set(language, document);
    // A failed load is asked again next time.
    document.catch(() => documents.delete(language));
  }
  return document;
}

/** Loads in flight, by language and group (a group asked twice meanwhile is loaded once). */
const inFlight = new Map<string, Promise<void>>();

function loadedGroups(): readonly LabelGroup[] {
  return getContentStore()?.getState().content.labelGroups ?? [];
}

/**
 * A group's labels into the store: its texts out of the labels document, its fallbacks (a chunk of their
 * own, kept for useLabels even when the document cannot be loaded) where the document has none.
 */
async function loadGroup(store: Store<AppState>, language: string, group: LabelGroup): Promise<void> {
  const [labels, [table]] = await Promise.all([labelsDocument(language), loadLabelFallbacks([group])]);
  const content = store.getState().content;
  // Only in the language the store holds (a language switch reloads the page), and only once.
  if (content.language !== language || content.labelGroups.includes(group)) return;
  store.setState({
    content: {
      ...content,
      labels: { ...content.labels, ...fillLabels(labels, [table!]) },
      labelGroups: [...content.labelGroups, group],
    },
  });
}

/**
 * Loads the label groups the store lacks among `groups` (their texts out of one labels document per
 * language, their fallbacks each in a chunk of its own). Resolves when they are in the store; rejects
 * when they could not be loaded.
 */
export function ensureLabelGroups(groups: readonly LabelGroup[]): Promise<void> {
  const store = getContentStore();
  const missing = groups.filter((group) => !loadedGroups().includes(group));
  if (!store || missing.length === 0) return Promise.resolve();
  const language = store.getState().content.language;
  return Promise.all(
    missing.map((group) => {
      const key = `${language}:${group}`;
      let load = inFlight.get(key);
      if (!load) {
        load = loadGroup(store, language, group);
        inFlight.set(key, load);
        const clear = () => inFlight.delete(key);
        load.then(clear, clear);
      }
      return load;
    }),
  ).then(() => undefined);
}

/**
 * Before a client navigation renders its page (`route`: Next's pathname template): the groups of its
 * route family. When they cannot be loaded (offline, content down), the page is loaded afresh instead,
 * so the server renders it with its labels; the returned promise then never settles.
 */
export async function ensureRouteLabels(route: string, asPath: string | undefined): Promise<void> {
  try {
    await ensureLabelGroups(labelGroupsForRoute(route));
  } catch (error) {
    console.error('[content] loading labels failed; loading the page afresh:', error);
    window.location.assign(asPath ?? '/');
    await new Promise(() => {});
  }
}

/** A lazily loaded component's code together with its label groups (a failed label load is logged only). */
export async function withLabelGroups<T>(load: () => Promise<T>, groups: readonly LabelGroup[]): Promise<T> {
  const [loaded] = await Promise.all([
    load(),
    ensureLabelGroups(groups).catch((error: unknown) => {
      console.error(`[content] loading the ${groups.join(', ')} labels failed:`, error);
    }),
  ]);
  return loaded;
}
