import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { ModalBase, overlayTitle, type OverlayStateProps } from '../private/Modal';
import * as styles from './Dialog.css';

export interface DialogProps extends OverlayStateProps {
  /** Heading; also the dialog's accessible name. */
  title: string;
  /** The message. */
  children: ReactNode;
  /**
   * The buttons, e.g. Cancel and Remove. A function receives `close`, so an
   * action can close the dialog after it runs. Buttons with `slot="close"` close it too.
   * @default undefined
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * `alertdialog` for a confirmation that needs an answer (remove a line),
   * `dialog` for a notice (cart updated).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Whether a click on the backdrop closes it. Off by default for confirmations.
   * @default true
   */
  isDismissable?: boolean;
}

/** A centred confirm or notice dialog with actions (remove-line confirmation, cart-updated notice). */
export function Dialog({ title, children, actions, role = 'dialog', isDismissable = true, ...state }: DialogProps) {
  return (
    <ModalBase {...state} placement="center" role={role} isDismissable={isDismissable}>
      {({ close }) => (
        <div className={styles.content}>
          <Heading slot="title" className={overlayTitle}>
            {title}
          </Heading>
          <div className={styles.message}>{children}</div>
          {actions && <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div>}
        </div>
      )}
    </ModalBase>
  );
}
