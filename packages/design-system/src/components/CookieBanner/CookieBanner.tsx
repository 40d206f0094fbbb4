import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { OverlayIconButton, overlayTitle } from '../private/Modal';
import * as styles from './CookieBanner.css';

/** A kind of cookie the visitor may allow: `isRequired` ones (the strictly necessary) are always on. */
export interface CookieCategory {
  /** The key the choice reports, e.g. `statistics`. */
  id: string;
  /** The category's name. */
  label: string;
  /** What it is used for. @default undefined */
  description?: string;
  /** Always on, shown ticked and disabled. @default false */
  isRequired?: boolean;
}

/** The banner's button texts, given per language. */
export interface CookieBannerLabels {
  acceptAll: string;
  rejectAll: string;
  customise: string;
  save: string;
  close: string;
  /** The heading of the categories' list when customising. */
  categories: string;
}

export interface CookieBannerProps {
  /** Heading; also the banner's accessible name. */
  title: string;
  /** The explanation, with a link to the cookie policy. */
  children: ReactNode;
  /** The categories shown when customising, in order. */
  categories: readonly CookieCategory[];
  /** The optional categories ticked when customising opens (a previous choice). @default [] */
  defaultSelected?: readonly string[];
  /** Open with the categories shown. @default false */
  defaultCustomising?: boolean;
  labels: CookieBannerLabels;
  /** Every category allowed. */
  onAcceptAll: () => void;
  /** Only the required categories. */
  onRejectAll: () => void;
  /** The ticked optional categories' ids (required ones are not listed). */
  onSave: (selected: string[]) => void;
  /** Closed without a choice (the close button or Escape): the caller counts it as a refusal. */
  onDismiss: () => void;
}

/**
 * The cookie choice: a non-modal dialog at the bottom of the screen, over the page (never a wall). Accept
 * all and reject all sit side by side with the same look; customise lists the categories. It takes focus
 * when it appears, so a keyboard or screen-reader user meets it first; Escape closes it like the close button.
 */
export function CookieBanner({
  title,
  children,
  categories,
  defaultSelected = [],
  defaultCustomising = false,
  labels,
  onAcceptAll,
  onRejectAll,
  onSave,
  onDismiss,
}: CookieBannerProps) {
  const [customising, setCustomising] = useState(defaultCustomising);
  const [selected, setSelected] = useState<string[]>(() => [...defaultSelected]);
  const ref = useRef<HTMLElement>(null);
  const legendId = useId();

  // A standalone dialog has no overlay to close it: Escape anywhere inside counts as the close button.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDismiss();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((c) => c !== id)));

  return (
    <Dialog ref={ref} className={styles.banner} aria-modal={false}>
      <div className={styles.header}>
        <Heading slot="title" className={overlayTitle}>
          {title}
        </Heading>
        <OverlayIconButton label={labels.close} onPress={onDismiss} />
      </div>
      <div className={styles.text}>{children}</div>
      {customising && (
        <fieldset className={styles.categories} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {labels.categories}
          </legend>
          {categories.map((category) => {
            const descriptionId = `${legendId}-${category.id}`;
            return (
              <div key={category.id} className={styles.category}>
                <Checkbox
                  value={category.id}
                  isSelected={category.isRequired ? true : selected.includes(category.id)}
                  isDisabled={category.isRequired}
                  onChange={(on) => toggle(category.id, on)}
                  aria-describedby={category.description ? descriptionId : undefined}
                >
                  {category.label}
                </Checkbox>
                {category.description && (
                  <p id={descriptionId} className={styles.categoryDescription}>
                    {category.description}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <div className={styles.choices}>
        <Button variant="solid-primary" onPress={onRejectAll}>
          {labels.rejectAll}
        </Button>
        <Button variant="solid-primary" onPress={onAcceptAll}>
          {labels.acceptAll}
        </Button>
      </div>
      <div className={styles.more}>
        {customising ? (
          <Button
            variant="underline-primary"
            onPress={() => onSave(selected.filter((id) => categories.some((c) => c.id === id && !c.isRequired)))}
          >
            {labels.save}
          </Button>
        ) : (
          <Button variant="underline-primary" onPress={() => setCustomising(true)}>
            {labels.customise}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
