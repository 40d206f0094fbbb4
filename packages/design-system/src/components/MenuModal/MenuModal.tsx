import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { ModalBase, OverlayIconButton, type OverlayStateProps } from '../private/Modal';
import * as styles from './MenuModal.css';

export interface MenuModalProps extends OverlayStateProps {
  /** Heading of the menu (e.g. "Shop"); also its accessible name. */
  title: string;
  /** Called by the back button; without it there is no back button. @default undefined */
  onBack?: () => void;
  /**
   * Accessible name of the back button.
   * @default 'Back'
   */
  backLabel?: string;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Panel colour.
   * @default 'white'
   */
  background?: 'white' | 'yellow';
  /** The menu's content: sections, links, an `Accordion` on small screens. */
  children: ReactNode;
}

/** The full-screen menu (shop, discover, general), with back and close buttons. */
export function MenuModal({
  title,
  onBack,
  backLabel = 'Back',
  closeLabel = 'Close',
  background = 'white',
  children,
  ...state
}: MenuModalProps) {
  return (
    <ModalBase {...state} placement="full" tone={background} isDismissable={false}>
      <header className={styles.bar}>
        <div className={styles.side}>
          {onBack && <OverlayIconButton icon="back" label={backLabel} onPress={onBack} />}
        </div>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        <div className={styles.side} data-end>
          <OverlayIconButton label={closeLabel} />
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </ModalBase>
  );
}
