import { useEffect, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { FormErrors } from '@passo/design-system';
import { useLabels } from '../content/useLabel';

const Focusable = styled.div`
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }

  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const FOCUSABLE = 'input:not([type=hidden]), button, select, textarea, [tabindex]';

/** Moves focus to a field by its id: the element itself, or the first control inside it (a select, a group). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? element).focus();
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * GOV.UK's error summary: "There is a problem", then each message as a link
 * to its field, in the same words as under the field. It takes focus each
 * time a submit finds problems (`attempt` changes), so a screen reader reads
 * it and a keyboard user starts from it.
 */
export function ErrorSummary({
  messages,
  attempt,
  idOf,
}: {
  /** Message per field name, in page order. */
  messages: Readonly<Record<string, string>>;
  /** Increases with every submit that found problems. */
  attempt: number;
  /** The DOM id of a field by its name. */
  idOf: (name: string) => string;
}) {
  const t = useLabels();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(messages);
  const shown = entries.length > 0;

  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  const onLink = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    focusField(idOf(name));
  };
  return (
    <Focusable ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" data-testid="error-summary">
      <FormErrors
        title={<span id="error-summary-title">{t('checkout_error_summary')}</span>}
        messages={entries.map(([name, message]) => (
          <a key={name} href={`#${idOf(name)}`} onClick={(event) => onLink(event, name)}>
            {message}
          </a>
        ))}
      />
    </Focusable>
  );
}
