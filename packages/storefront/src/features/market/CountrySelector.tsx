import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { useLabels } from '../content/useLabel';
import { CountryLanguageForm, useSelectorHidden } from './CountryLanguageForm';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The menu's and the footer's country-and-language section; not shown to visitors from JP (spec section 2). */
export function CountrySelector({ name }: { name: 'menu' | 'footer' }) {
  const t = useLabels();
  const id = useId();
  const hidden = useSelectorHidden();
  if (hidden) return null;
  return (
    <Section aria-labelledby={id} data-section="country-language">
      <Title id={id}>{t('section_country_language')}</Title>
      <CountryLanguageForm name={name} />
    </Section>
  );
}
