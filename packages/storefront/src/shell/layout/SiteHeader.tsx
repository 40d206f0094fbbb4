import {
  CartBadge,
  Header,
  HeaderAction,
  HeaderNavigation,
  HeaderNavigationItem,
  Link,
  Logo,
  useHeaderMini,
} from '@passo/design-system';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import type { PanelName } from '../../core/store/state';
import { useLabels } from '../../core/labels/useLabel';
import { routes } from '../../lib/routes';

/** The logo's word, which the home link's accessible name must contain. */
const BRAND = 'Passo';

/** The sticky header: logo home, Shop / Discover / About, menu button, search and cart with its badge. */
export function SiteHeader({ cartCount: count }: { cartCount: number }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const openPanel = useAppState((s) => s.layout.openPanel);
  const setLayout = useSetLayout();
  const isMini = useHeaderMini();
  const toggle = (panel: PanelName) => () => setLayout({ openPanel: openPanel === panel ? null : panel });
  const cartLabel = `${t('cart')}, ${count} ${count === 1 ? t('cart_item_singular') : t('cart_item_plural')}`;

  return (
    <Header
      isMini={isMini}
      logo={
        // The name holds the logo's visible word (WCAG 2.5.3, label in name: axe 4.14 checks it): "Passo, Home".
        <Link href={routes.home(locale)} variant="plain" aria-label={`${BRAND}, ${t('home')}`}>
          <Logo size="medium" label={BRAND} />
        </Link>
      }
      navigation={
        <HeaderNavigation aria-label={t('menu')}>
          <HeaderNavigationItem onPress={toggle('shopMenu')} isExpanded={openPanel === 'shopMenu'}>
            {t('shop')}
          </HeaderNavigationItem>
          <HeaderNavigationItem onPress={toggle('discoverMenu')} isExpanded={openPanel === 'discoverMenu'}>
            {t('discover')}
          </HeaderNavigationItem>
          <HeaderNavigationItem href={routes.aboutUs(locale)}>{t('about')}</HeaderNavigationItem>
        </HeaderNavigation>
      }
      menuButton={
        <HeaderAction icon="menu" label={t('open_menu')} onPress={toggle('menu')} isExpanded={openPanel === 'menu'} />
      }
      search={
        <HeaderAction
          icon="search"
          label={t('search')}
          onPress={toggle('search')}
          isExpanded={openPanel === 'search'}
        />
      }
      cart={
        <HeaderAction icon="cart" label={cartLabel} onPress={toggle('cart')} isExpanded={openPanel === 'cart'}>
          <CartBadge count={count} />
        </HeaderAction>
      }
    />
  );
}
