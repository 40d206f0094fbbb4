import type { ReactNode, Ref } from 'react';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The logo, usually a `Link` home around a `Logo`. */
  logo: ReactNode;
  /** Main navigation (`HeaderNavigation`), shown from lg (1024 px); hidden there in the mini state. */
  navigation?: ReactNode;
  /** Menu button for small screens (a `HeaderAction`), shown below lg and in the mini state. */
  menuButton?: ReactNode;
  /** Search control (a `HeaderAction`). */
  search?: ReactNode;
  /** Cart control (a `HeaderAction` with a `CartBadge`). */
  cart?: ReactNode;
  /**
   * Mini state, after the page has scrolled (see `useHeaderMini`): 64 px high
   * with a bottom border, navigation hidden on large screens.
   * @default false
   */
  isMini?: boolean;
  /** Ref to the `<header>` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The sticky site header: 96 px high, 128 px from 1280 px, 64 px in the mini
 * state. It lays out its slots (menu button or navigation on the left, the
 * logo in the middle, search and cart on the right) and knows nothing of
 * what they do.
 */
export function Header({ logo, navigation, menuButton, search, cart, isMini = false, ref }: HeaderProps) {
  return (
    <header ref={ref} className={styles.header({ mini: isMini })} data-mini={isMini || undefined}>
      <div className={styles.start}>
        {menuButton && <div className={styles.menuButtonSlot}>{menuButton}</div>}
        {navigation && <div className={styles.navigationSlot}>{navigation}</div>}
      </div>
      <div className={styles.logoSlot}>{logo}</div>
      <div className={styles.end}>
        {search}
        {cart}
      </div>
    </header>
  );
}
