/**
 * @passo/design-system — the public surface. Every export is named here, and only what an app uses: the
 * components, their props' types and variant lists, and the few helpers and constants a page needs
 * (`isValidEmail` for a form's own check, `focusField` to move focus to a field by id, `useHeaderMini`, `IMAGE_WIDTHS` for image URLs). A component's
 * internals (its formatting and timing helpers, tuning constants) stay in its folder, where its tests and
 * stories import them; the raw tokens and layout constants are `@passo/design-system/tokens`.
 */
import './tokens/theme.css';

export {
  Button,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_TONES,
  BUTTON_VARIANTS,
  isValidEmail,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonType,
  type ButtonVariant,
} from './components/Button';
export {
  FavouriteButton,
  FAVOURITE_BUTTON_SIZES,
  type FavouriteButtonProps,
  type FavouriteButtonSize,
} from './components/FavouriteButton';
export { Icon, ICON_NAMES, ICON_SIZES, type IconName, type IconProps, type IconSize } from './components/Icon';
export { Logo, LOGO_SIZES, LOGO_TONES, type LogoProps, type LogoSize, type LogoTone } from './components/Logo';
export { Link, LINK_VARIANTS, type LinkProps, type LinkVariant } from './components/Link';
export { CartBadge, type CartBadgeProps } from './components/CartBadge';
export {
  Header,
  HeaderAction,
  HeaderNavigation,
  HeaderNavigationItem,
  useHeaderMini,
  type HeaderActionProps,
  type HeaderNavigationItemProps,
  type HeaderNavigationProps,
  type HeaderProps,
} from './components/Header';
export {
  Drawer,
  DRAWER_BACKGROUNDS,
  DRAWER_SIDES,
  type DrawerBackground,
  type DrawerProps,
  type DrawerSide,
} from './components/Drawer';
export { Dialog, type DialogProps } from './components/Dialog';
export { LoadingModal, type LoadingModalProps } from './components/LoadingModal';
export { MenuModal, type MenuModalProps } from './components/MenuModal';
export { Price, PRICE_SIZES, type PriceProps, type PriceSize } from './components/Price';
export {
  ProductCard,
  type ProductCardImage,
  type ProductCardProps,
  type ProductCardSize,
} from './components/ProductCard';
export { LoadMoreButton, ProductGrid, type LoadMoreButtonProps, type ProductGridProps } from './components/ProductGrid';
export { SizeSelector, type SizeOption, type SizeSelectorProps } from './components/SizeSelector';
export { QuantitySelect, type QuantitySelectProps } from './components/QuantitySelect';
export { TextField, TEXT_FIELD_TYPES, type TextFieldProps, type TextFieldType } from './components/TextField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export {
  SearchSuggest,
  SEARCH_SUGGESTION_KINDS,
  type SearchSuggestion,
  type SearchSuggestionKind,
  type SearchSuggestProps,
  type SearchSuggestSection,
} from './components/SearchSuggest';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  CookieBanner,
  type CookieBannerLabels,
  type CookieBannerProps,
  type CookieCategory,
} from './components/CookieBanner';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { SectionSummary, type SectionSummaryProps } from './components/SectionSummary';
export { ErrorSummary, focusField, type ErrorSummaryItem, type ErrorSummaryProps } from './components/ErrorSummary';
export { Accordion, AccordionItem, type AccordionItemProps, type AccordionProps } from './components/Accordion';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs';
export {
  ProgressBar,
  PROGRESS_BAR_PLACEMENTS,
  type ProgressBarPlacement,
  type ProgressBarProps,
} from './components/ProgressBar';
export { Curtain, CURTAIN_COLORS, type CurtainColor, type CurtainProps } from './components/Curtain';
export { PageBackground, type PageBackgroundProps } from './components/PageBackground';
export { Marquee, type MarqueeProps } from './components/Marquee';
export { Carousel, type CarouselProps } from './components/Carousel';
export { IntroOverlay, type IntroOverlayProps } from './components/IntroOverlay';
export { FileUpload, type FileUploadProps } from './components/FileUpload';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { useAutoplay, useImageFallback } from './components/Media';
export { NEAR_VIEWPORT_MARGIN, useNearViewport } from './hooks/useNearViewport';
export { IMAGE_WIDTHS, PAGE_BACKGROUNDS, type PageBackgroundColor } from './tokens/constants';
