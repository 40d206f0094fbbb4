export { MenuModal, type MenuModalProps } from './MenuModal';
