export {
  ModalBase,
  type ModalBaseProps,
  type ModalPlacement,
  type ModalTone,
  type OverlayStateProps,
} from './ModalBase';
export { OverlayIconButton } from './CloseButton';
export { title as overlayTitle } from './overlayHeader.css';
