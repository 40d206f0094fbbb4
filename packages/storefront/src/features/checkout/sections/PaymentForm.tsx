import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { button } from '@passo/design-system/styles/Button';

const Injected = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  form {
    display: grid;
    gap: ${vars.space.sm};
  }
`;

/** The design system's primary button, put on the buttons of markup the shop does not render itself. */
const BUTTON_CLASS = button({ variant: 'solid-primary', size: 'normal' });

/**
 * The payment method's own form (the back-end's `form` answer), injected as the method gives it; its buttons
 * take the design system's button look, as every other button of the checkout has.
 */
export function PaymentForm({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const element of ref.current?.querySelectorAll('button, input[type=submit]') ?? []) {
      element.classList.add(...BUTTON_CLASS.split(' '));
    }
  }, [html]);
  return <Injected ref={ref} data-testid="payment-form" dangerouslySetInnerHTML={{ __html: html }} />;
}
