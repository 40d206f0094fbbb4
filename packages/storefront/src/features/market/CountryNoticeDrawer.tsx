import styled from 'styled-components';
import { Drawer } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';

const Subtitle = styled.h3`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.fontSize.lg};
`;

/** The country-unavailable side panel itself, naming the visitor's country (loaded when it first opens). */
export function CountryNoticeDrawer({ country }: { country: string }) {
  const t = useLabels();
  const store = useAppStore();
  const language = useAppState((s) => s.currentLangCode);
  const isOpen = useAppState((s) => s.layout.openPanel === 'countryUnavailable');
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => !open && setLayout(store, { openPanel: null })}
      title={t('country_unavailable_title')}
      closeLabel={t('close')}
    >
      <Subtitle>{t('shipping_not_available')}</Subtitle>
      <p>{t('we_do_not_ship_to_your_country', { your_country: name })}</p>
    </Drawer>
  );
}
