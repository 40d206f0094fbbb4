import { Button } from '@passo/design-system';
import { setLayout, useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';

/** The footer's "cookie preferences": reopens the cookie choice, on every page. */
export function CookiePreferencesButton() {
  const t = useLabels();
  const store = useAppStore();
  return (
    <Button variant="link" size="small" onPress={() => setLayout(store, { cookieChoiceOpen: true })}>
      {t('cookie_preferences')}
    </Button>
  );
}
