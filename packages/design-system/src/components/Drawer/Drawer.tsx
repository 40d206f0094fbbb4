import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { ModalBase, OverlayIconButton, overlayTitle, type OverlayStateProps } from '../private/Modal';
import * as styles from './Drawer.css';

export const DRAWER_BACKGROUNDS = ['white', 'yellow'] as const;
export type DrawerBackground = (typeof DRAWER_BACKGROUNDS)[number];

export const DRAWER_SIDES = ['right', 'left'] as const;
export type DrawerSide = (typeof DRAWER_SIDES)[number];

export interface DrawerProps extends OverlayStateProps {
  /** Heading of the panel; also its accessible name. */
  title: string;
  /** A line under the title, e.g. the item count. @default undefined */
  subtitle?: ReactNode;
  /**
   * Panel colour.
   * @default 'white'
   */
  background?: DrawerBackground;
  /**
   * Edge the panel slides from.
   * @default 'right'
   */
  side?: DrawerSide;
  /**
   * Accessible name of the close button (give it per language).
   * @default 'Close'
   */
  closeLabel?: string;
  /** Content pinned under the scrolling body, e.g. the cart total and checkout button. @default undefined */
  footer?: ReactNode;
  /** The panel's content. */
  children: ReactNode;
}

/**
 * A side panel (cart, search, newsletter, country notice). Full width on
 * phones, at most 512 px from 576 px and 600 px from 768 px. Closes on Escape,
 * backdrop click and its close button.
 */
export function Drawer({
  title,
  subtitle,
  background = 'white',
  side = 'right',
  closeLabel = 'Close',
  footer,
  children,
  ...state
}: DrawerProps) {
  return (
    <ModalBase {...state} placement={side} tone={background}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <Heading slot="title" className={overlayTitle}>
            {title}
          </Heading>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <OverlayIconButton label={closeLabel} />
      </header>
      <div className={styles.body}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </ModalBase>
  );
}
