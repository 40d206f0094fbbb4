export { Icon, ICON_NAMES, ICON_SIZES, type IconName, type IconProps, type IconSize } from './Icon';
