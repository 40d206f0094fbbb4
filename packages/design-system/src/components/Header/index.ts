export { Header, type HeaderProps } from './Header';
export { HeaderAction, type HeaderActionProps } from './HeaderAction';
export {
  HeaderNavigation,
  HeaderNavigationItem,
  type HeaderNavigationItemProps,
  type HeaderNavigationProps,
} from './HeaderNavigation';
export { useHeaderMini } from './useHeaderMini';
