/**
 * @passo/design-system — the public surface. Every export is named here.
 */
import './tokens/theme.css';

export {
  Button,
  BUTTON_CATEGORIES,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_VARIANTS,
  ButtonContactError,
  contactHref,
  isValidEmail,
  normalizePhone,
  type ButtonCategory,
  type ButtonProps,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from './components/Button';
export { Icon, ICON_NAMES, ICON_SIZES, type IconName, type IconProps, type IconSize } from './components/Icon';
export { Logo, LOGO_SIZES, LOGO_TONES, type LogoProps, type LogoSize, type LogoTone } from './components/Logo';
export { Link, LINK_VARIANTS, type LinkProps, type LinkVariant } from './components/Link';
export {
  CartBadge,
  CART_BADGE_LARGE_ABOVE,
  cartBadgeSize,
  type CartBadgeProps,
  type CartBadgeSize,
} from './components/CartBadge';
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
export { LoadingModal, LOADING_MODAL_DEFAULT_MESSAGE, type LoadingModalProps } from './components/LoadingModal';
export { MenuModal, type MenuModalProps } from './components/MenuModal';
export { Price, PRICE_SIZES, formatPrice, type PriceFormat, type PriceProps, type PriceSize } from './components/Price';
export {
  ProductCard,
  type ProductCardImage,
  type ProductCardProps,
  type ProductCardSize,
} from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { SizeSelector, type SizeOption, type SizeSelectorProps } from './components/SizeSelector';
export { QuantitySelect, quantityOptions, type QuantitySelectProps } from './components/QuantitySelect';
export { TextField, TEXT_FIELD_TYPES, type TextFieldProps, type TextFieldType } from './components/TextField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { FormErrors, type FormErrorsProps } from './components/FormErrors';
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
export {
  Curtain,
  CURTAIN_COLORS,
  CURTAIN_TRANSITION_MS,
  type CurtainColor,
  type CurtainProps,
} from './components/Curtain';
export { PageBackground, type PageBackgroundProps } from './components/PageBackground';
export {
  Marquee,
  MARQUEE_DEFAULT_SPEED,
  MARQUEE_HIGH_DENSITY_FACTOR,
  MARQUEE_HIGH_DENSITY_MIN_DPR,
  MARQUEE_PX_PER_SECOND_PER_SPEED,
  MARQUEE_RESIZE_DEBOUNCE_MS,
  MARQUEE_SLOW_SPEED,
  MARQUEE_START_DELAY_MS,
  marqueeEffectiveSpeed,
  marqueeLoopDurationMs,
  type MarqueeProps,
} from './components/Marquee';
export {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_FADE_MS,
  nextSlide,
  previousSlide,
  type CarouselProps,
} from './components/Carousel';
export {
  IntroOverlay,
  INTRO_OVERLAY_HOLD_MS,
  INTRO_OVERLAY_MOVE_MS,
  type IntroOverlayProps,
} from './components/IntroOverlay';
export { FileUpload, FILE_UPLOAD_ACCEPTED_TYPES, isAcceptedFile, type FileUploadProps } from './components/FileUpload';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { useAutoplay, useImageFallback } from './components/Media';
export {
  BREAKPOINTS,
  DRAWER_MAX_WIDTH_PX,
  HEADER_HEIGHT_PX,
  HEADER_MINI_SCROLL_PX,
  IMAGE_WIDTHS,
  PAGE_BACKGROUNDS,
  PROGRESS_BAR_HEIGHT_PX,
  type Breakpoint,
  type PageBackgroundColor,
} from './tokens/constants';
