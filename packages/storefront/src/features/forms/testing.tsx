/** For tests of the shop's forms: render in a store holding the generated Italian labels document. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import { readLabels } from '../../core/content/normalize';

/** The Italian labels, as `npm run content -w @passo/sandbox` writes them. */
export function italianLabels(): Record<string, string> {
  const file = join(__dirname, '../../../../../content/it-it/labels/labels.json');
  return readLabels((JSON.parse(readFileSync(file, 'utf8')) as { data: unknown }).data).labels;
}

/** Renders a form of the shop in Italian (`it-it`), with any state it needs on top. */
export function renderInItalian(node: ReactNode, state: Partial<AppState> = {}) {
  const base = defaultAppState('it');
  const store = createStore({
    ...base,
    locale: 'it-it',
    ...state,
    content: { ...base.content, labels: { ...base.content.labels, ...italianLabels() } },
  });
  return { store, ...render(<StoreProvider store={store}>{node}</StoreProvider>) };
}
