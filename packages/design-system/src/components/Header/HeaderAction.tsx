import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './Header.css';

export interface HeaderActionProps {
  /** The icon shown. */
  icon: IconName;
  /** Accessible name, e.g. "Search" or "Cart, 3 items" (given per language). */
  label: string;
  /** A link with `href`, otherwise a button. @default undefined */
  href?: string;
  /** Called when pressed (button form). @default undefined */
  onPress?: (e: PressEvent) => void;
  /** Marks the action whose panel is open. @default undefined */
  isExpanded?: boolean;
  /** Extra content after the icon, e.g. a `CartBadge`. @default undefined */
  children?: ReactNode;
  /** Ref to the button or link element. */
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/** An icon control of the header: search, cart, menu. */
export function HeaderAction({ icon, label, href, onPress, isExpanded, children, ref }: HeaderActionProps) {
  const content = (
    <>
      <Icon name={icon} />
      {children && <span className={styles.actionBadge}>{children}</span>}
    </>
  );
  if (href) {
    return (
      <AriaLink ref={ref} href={href} aria-label={label} className={styles.action}>
        {content}
      </AriaLink>
    );
  }
  return (
    <AriaButton ref={ref} onPress={onPress} aria-label={label} aria-expanded={isExpanded} className={styles.action}>
      {content}
    </AriaButton>
  );
}
