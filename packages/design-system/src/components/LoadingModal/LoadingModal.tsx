import { ModalBase, type OverlayStateProps } from '../private/Modal';
import * as styles from './LoadingModal.css';

/** The spec's default message. */
export const LOADING_MODAL_DEFAULT_MESSAGE = 'Loading...';

export interface LoadingModalProps extends Pick<OverlayStateProps, 'isOpen'> {
  /**
   * What is happening (given per language).
   * @default 'Loading...'
   */
  message?: string;
}

/**
 * A blocking modal shown while a form submits: a spinner and a message. It
 * cannot be dismissed by the user; the app closes it when the work ends.
 */
export function LoadingModal({ isOpen, message = LOADING_MODAL_DEFAULT_MESSAGE }: LoadingModalProps) {
  return (
    <ModalBase isOpen={isOpen} placement="center" isDismissable={false} isKeyboardDismissDisabled aria-label={message}>
      <div className={styles.content} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.message}>{message}</p>
      </div>
    </ModalBase>
  );
}
