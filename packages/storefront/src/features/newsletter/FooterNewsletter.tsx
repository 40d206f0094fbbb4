import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useLabels } from '../../core/labels/useLabel';
import { SectionTitle, Stack } from '../ui/layout';

// The form's code (fields, react-aria's runtime) loads when the footer comes near the viewport: no page pays
// for it up front, and a visitor who never scrolls to the footer never loads it.
const NewsletterForm = clientOnly(() => import('./NewsletterForm').then((m) => m.NewsletterForm), {
  when: 'visible',
});

const Section = styled(Stack)`
  max-width: 560px;
`;

const Text = styled.p`
  margin: 0;
`;

/** The form sits on a white card: the design system's field colours are made for white. */
const Card = styled.div`
  min-height: 260px;
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.white};
  color: ${vars.color.black};
`;

/** The footer's newsletter: its heading and text render with the page, the form as the footer comes into view. */
export function FooterNewsletter() {
  const t = useLabels();
  return (
    <Section aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
      <SectionTitle id="footer-newsletter">{t('newsletter_title')}</SectionTitle>
      <Text>{t('newsletter_text')}</Text>
      <Card>
        <NewsletterForm name="footer" />
      </Card>
    </Section>
  );
}
