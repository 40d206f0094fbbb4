export {
  Button,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_TONES,
  BUTTON_VARIANTS,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonType,
  type ButtonVariant,
} from './Button';
export { ButtonContactError, contactHref, isValidEmail, normalizePhone } from './contact';
