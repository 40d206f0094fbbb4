/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRESSABLE_STYLE, PRESSABLE_STYLE_ID } from './pressableStyle';

test('the head’s pressable rule carries React Aria’s own id and rule, so React Aria adds none after hydration', () => {
  // The package's private module (its exports do not name it): beside its entry, in dist/.
  const dist = join(require.resolve('react-aria'), '../..');
  const source = readFileSync(join(dist, 'private/interactions/usePress.mjs'), 'utf8');
  const id = /STYLE_ID = '([^']+)'/.exec(source)?.[1];
  expect(id).toBe(PRESSABLE_STYLE_ID);
  // React Aria skips adding its style when an element with that id exists.
  expect(source).toMatch(/getElementById\(\$\w+\$var\$STYLE_ID\)\) return;/);
  const rule = /style\.textContent = `([^`]+)`/.exec(source)?.[1]?.replace(/\$\{[^}]+\}/, 'data-react-aria-pressable');
  expect(rule?.replace(/\s+/g, '')).toBe(PRESSABLE_STYLE.replace(/\s+/g, ''));
});
