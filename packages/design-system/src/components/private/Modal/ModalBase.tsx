import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  type DialogRenderProps,
  type ModalOverlayProps as AriaModalOverlayProps,
} from 'react-aria-components';
import * as styles from './ModalBase.css';

/** Where the panel sits: a side drawer, full screen, or centred. */
export type ModalPlacement = 'right' | 'left' | 'full' | 'center';
export type ModalTone = 'white' | 'yellow';

/** The open-state props every overlay shares, with react-aria's names. */
export type OverlayStateProps = Pick<AriaModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

export interface ModalBaseProps extends OverlayStateProps {
  placement: ModalPlacement;
  tone?: ModalTone;
  /** Backdrop click closes. */
  isDismissable?: boolean;
  /** Escape does not close (a loading modal must stay). */
  isKeyboardDismissDisabled?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Name when the content has no `Heading slot="title"`. */
  'aria-label'?: string;
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

/**
 * The one modal all overlays are built on (Drawer, MenuModal, LoadingModal,
 * Dialog), as Braid's private Modal serves its Dialog and Drawer. react-aria
 * does the hard parts: focus is trapped and returns to the trigger, scroll is
 * locked and restored, everything outside is hidden from screen readers,
 * Escape and the backdrop dismiss. Enter and exit animate through react-aria's
 * `data-entering` / `data-exiting` attributes, which it holds until the
 * animation ends. Works controlled (`isOpen`) or inside a `DialogTrigger`.
 */
export function ModalBase({
  placement,
  tone = 'white',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  children,
  ...props
}: ModalBaseProps) {
  const { isOpen, defaultOpen, onOpenChange } = props;
  return (
    <AriaModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay({ placement })}
    >
      <AriaModal className={styles.panel({ placement, tone })}>
        <AriaDialog role={role} aria-label={props['aria-label']} className={styles.dialog}>
          {children}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
}
