import { useId } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, ErrorSummary, LoadingModal, TextField } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useLabels } from '../../core/labels/useLabel';
import type { SubscriptionTarget } from './useNewsletter';
import { useNewsletterForm } from './useNewsletterForm';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

/** The spam trap: rendered and fillable by a script, never seen, out of the tab order and the accessibility tree. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Success = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};

  &:empty {
    display: none;
  }
`;

/** The newsletter's main form: the footer's, on every page. */
const MAIN_FORM = 'footer';

export interface NewsletterFormProps {
  /** Where the form sits: names its fields apart from the other newsletter forms of the page. */
  name: 'footer' | 'panel' | 'popup' | 'stock';
  /** The submit button's words (default `newsletter_submit`). */
  submitLabel?: string;
  /** A product and item: "tell me when my size is back". */
  target?: SubscriptionTarget;
  /** Runs when the success message has shown its time and the form has reset. */
  onSuccessEnd?: () => void;
}

/** A newsletter form (footer, side panel, popup, back-in-stock): the one submit path of `useNewsletterForm`. */
export function NewsletterForm({ name, submitLabel, target, onSuccessEnd }: NewsletterFormProps) {
  const t = useLabels();
  const id = useId();
  const fields = { email: `${id}-email`, privacy_policy: `${id}-privacy_policy` };
  // Only the main form (the footer's) says `newsletter_not_all_fields_fill_out` under the summary's title;
  // the panel, the popup and back-in-stock list the wrong fields alone.
  const form = useNewsletterForm({ fields, target, onSuccessEnd, specMessage: name === MAIN_FORM });

  return (
    <>
      <Form onSubmit={form.onSubmit} onFocus={form.onFocus} noValidate data-newsletter-form={name}>
        <ErrorSummary {...form.summary} />
        <TextField
          id={fields.email}
          label={t('newsletter_email_label')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={form.email}
          onChange={form.setEmail}
          isInvalid={Boolean(form.errors.email)}
          errorMessage={form.errors.email}
          validationBehavior="aria"
        />
        <Checkbox
          id={fields.privacy_policy}
          name="privacy_policy"
          isRequired
          isSelected={form.privacyPolicy}
          onChange={form.setPrivacyPolicy}
          isInvalid={Boolean(form.errors.privacy_policy)}
          errorMessage={form.errors.privacy_policy}
          validationBehavior="aria"
        >
          {t('newsletter_privacy')}
        </Checkbox>
        <Trap aria-hidden="true">
          <input
            id={`${id}-email_field`}
            name="email_field"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.trap}
            onChange={(event) => form.setTrap(event.target.value)}
          />
        </Trap>
        <div>
          <Button type="submit" variant="solid-primary" isPending={form.status === 'sending'}>
            {submitLabel ?? t('newsletter_submit')}
          </Button>
        </div>
        <Success role="status">{form.status === 'success' ? t('newsletter_success') : ''}</Success>
      </Form>
      <LoadingModal isOpen={form.status === 'sending'} message={t('loading')} />
    </>
  );
}
