import { Children, type ReactNode } from 'react';
import { RouterLink } from '../private/RouterLink';
import * as styles from './Header.css';

export interface HeaderNavigationProps {
  /** Name of the navigation landmark, e.g. "Main" (the app gives it per language). */
  'aria-label': string;
  /** The `HeaderNavigationItem`s. */
  children: ReactNode;
}

/** The header's main navigation: a labelled `<nav>` with a list of items. */
export function HeaderNavigation({ children, ...props }: HeaderNavigationProps) {
  return (
    <nav aria-label={props['aria-label']}>
      <ul className={styles.navigationList}>{Children.map(children, (child) => child && <li>{child}</li>)}</ul>
    </nav>
  );
}

export interface HeaderNavigationItemProps {
  /** The visible text, e.g. "Shop". */
  children: ReactNode;
  /** Where the item goes. Without it the item is a button (e.g. one that opens a menu). @default undefined */
  href?: string;
  /** Called when a button item is pressed (a native `<button>`, as `HeaderAction`'s). @default undefined */
  onPress?: () => void;
  /** Marks the item whose menu is open (`aria-expanded`) for button items. @default undefined */
  isExpanded?: boolean;
  /** Marks the item of the current page (`aria-current="page"`) for link items. @default false */
  isCurrent?: boolean;
}

/** One item of the header navigation: a link with `href`, otherwise a button. */
export function HeaderNavigationItem({
  children,
  href,
  onPress,
  isExpanded,
  isCurrent = false,
}: HeaderNavigationItemProps) {
  if (href) {
    return (
      <RouterLink href={href} className={styles.navigationItem} aria-current={isCurrent ? 'page' : undefined}>
        {children}
      </RouterLink>
    );
  }
  return (
    <button type="button" className={styles.navigationItem} onClick={onPress} aria-expanded={isExpanded}>
      {children}
    </button>
  );
}
