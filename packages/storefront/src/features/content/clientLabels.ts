/**
 * Label groups a page did not bring, loaded in the browser: when a client
 * navigation enters another route family (the page suspends until they are
 * in the store, RouteLabels.tsx, so it renders with its labels, never the
 * English fallbacks), and when a lazily loaded panel opens (the cart panel
 * loads its group with its code).
 *
 * The labels document comes through the content proxy (the same document the
 * server reads; public and cacheable); every group the store lacks is merged
 * from it at once, so one load serves every later family.
 */
import type { Store } from '../../lib/store';
import type { AppState } from '../app/state';
import { getContentStore } from './contentStore';
import { ALL_LABEL_GROUPS, labelGroupsForRoute, pickLabels, type LabelGroup } from './labelGroups';

let inFlight: { language: string; value: Promise<void> } | null = null;

function missingGroups(groups: readonly LabelGroup[]): LabelGroup[] {
  const loaded = getContentStore()?.getState().content.labelGroups ?? [];
  return groups.filter((group) => !loaded.includes(group));
}

async function loadMissing(store: Store<AppState>, language: string): Promise<void> {
  const { fetchLabels } = await import('./labelsDocument');
  const labels = await fetchLabels(language);
  const content = store.getState().content;
  // Only in the language the store holds (a language switch reloads the page).
  if (content.language !== language) return;
  const missing = ALL_LABEL_GROUPS.filter((group) => !content.labelGroups.includes(group));
  store.setState({
    content: {
      ...content,
      // Texts already shown stay as they are; the new groups' texts join them.
      labels: { ...pickLabels(labels, missing), ...content.labels },
      labelGroups: [...content.labelGroups, ...missing],
    },
  });
}

/**
 * Loads the label groups the store lacks among `groups` (all missing groups come with one request).
 * Resolves when they are in the store; rejects when they could not be loaded.
 */
export function ensureLabelGroups(groups: readonly LabelGroup[]): Promise<void> {
  const store = getContentStore();
  if (!store || missingGroups(groups).length === 0) return Promise.resolve();
  const language = store.getState().content.language;
  if (inFlight?.language === language) return inFlight.value;
  const entry = { language, value: loadMissing(store, language) };
  inFlight = entry;
  const clear = () => {
    if (inFlight === entry) inFlight = null;
  };
  entry.value.then(clear, clear);
  return entry.value;
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
