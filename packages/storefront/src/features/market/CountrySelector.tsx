import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { useLabels } from '../../core/labels/useLabel';
import { Stack } from '../ui/layout';
import { CountryLanguageForm, useSelectorHidden } from './CountryLanguageForm';

/** On the footer's black the form sits on a white card, like the newsletter's: field colours are made for white. */
const Card = styled.div`
  max-width: 560px;
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.white};
  color: ${vars.color.black};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The menu's and the footer's country-and-language section; not shown to visitors from JP. */
export function CountrySelector({ name }: { name: 'menu' | 'footer' }) {
  const t = useLabels();
  const id = useId();
  const hidden = useSelectorHidden();
  if (hidden) return null;
  return (
    <Stack aria-labelledby={id} data-section="country-language">
      <Title id={id}>{t('section_country_language')}</Title>
      {name === 'footer' ? (
        <Card>
          <CountryLanguageForm name={name} />
        </Card>
      ) : (
        <CountryLanguageForm name={name} />
      )}
    </Stack>
  );
}
