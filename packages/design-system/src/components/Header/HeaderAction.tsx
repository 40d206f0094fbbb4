import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { RouterLink } from '../private/RouterLink';
import * as styles from './Header.css';

export interface HeaderActionProps {
  /** The icon shown. */
  icon: IconName;
  /** Accessible name, e.g. "Search" or "Cart, 3 items" (given per language). */
  label: string;
  /** A link with `href`, otherwise a button. @default undefined */
  href?: string;
  /**
   * Called when pressed (button form). A native `<button>`: the header is on every page, and react-aria's
   * press runtime would cost every page about 20 kB; a click covers mouse, touch, Enter and Space.
   * @default undefined
   */
  onPress?: () => void;
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
      <RouterLink ref={ref} href={href} aria-label={label} className={styles.action}>
        {content}
      </RouterLink>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      onClick={onPress}
      aria-label={label}
      aria-expanded={isExpanded}
      className={styles.action}
    >
      {content}
    </button>
  );
}
