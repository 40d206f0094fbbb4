import { Drawer } from '@passo/design-system';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { NewsletterForm } from './NewsletterForm';

/** The newsletter side panel: the form on yellow; it closes once a success has shown. */
export function NewsletterPanel() {
  const t = useLabels();
  const setLayout = useSetLayout();
  const isOpen = useAppState((s) => s.layout.openPanel === 'newsletter');
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => setLayout({ openPanel: open ? 'newsletter' : null })}
      title={t('newsletter_title')}
      subtitle={t('newsletter_text')}
      background="yellow"
      closeLabel={t('close')}
    >
      <NewsletterForm name="panel" onSuccessEnd={() => setLayout({ openPanel: null })} />
    </Drawer>
  );
}
