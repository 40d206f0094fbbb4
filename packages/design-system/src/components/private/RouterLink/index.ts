export { RouterLink, type RouterLinkProps } from './RouterLink';
