export {
  Button,
  BUTTON_CATEGORIES,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_VARIANTS,
  type ButtonCategory,
  type ButtonProps,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from './Button';
export { ButtonContactError, contactHref, isValidEmail, normalizePhone } from './contact';
