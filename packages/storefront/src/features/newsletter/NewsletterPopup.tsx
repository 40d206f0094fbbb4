import { Button, Dialog } from '@passo/design-system';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { NEWSLETTER_PANEL_AFTER_POPUP_MS } from './constants';

/**
 * The newsletter popup: it closes plainly ("Later", Escape, the backdrop), or with a request
 * to open the newsletter side panel, which opens once the popup has left.
 */
export function NewsletterPopup() {
  const t = useLabels();
  const store = useAppStore();
  const isOpen = useAppState((s) => s.layout.openPanel === 'newsletterPopup');
  const close = () => {
    if (store.getState().layout.openPanel === 'newsletterPopup') setLayout(store, { openPanel: null });
  };
  const openPanel = () => {
    close();
    setTimeout(() => {
      if (store.getState().layout.openPanel === null) setLayout(store, { openPanel: 'newsletter' });
    }, NEWSLETTER_PANEL_AFTER_POPUP_MS);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t('newsletter_title')}
      actions={
        <>
          <Button variant="underline-primary" onPress={close}>
            {t('newsletter_popup_later')}
          </Button>
          <Button variant="solid-primary" onPress={openPanel}>
            {t('newsletter_popup_open')}
          </Button>
        </>
      }
    >
      {t('newsletter_text')}
    </Dialog>
  );
}
