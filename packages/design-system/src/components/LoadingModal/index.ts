export { LoadingModal, LOADING_MODAL_DEFAULT_MESSAGE, type LoadingModalProps } from './LoadingModal';
