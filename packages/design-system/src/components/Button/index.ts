export {
  Button,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_VARIANTS,
  type ButtonProps,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from './Button';
