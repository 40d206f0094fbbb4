/**
 * @passo/design-system — the public surface. Every export is named here.
 */
import './tokens/theme.css';

export {
  Button,
  BUTTON_SIZES,
  BUTTON_TYPES,
  BUTTON_VARIANTS,
  type ButtonProps,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from './components/Button';
