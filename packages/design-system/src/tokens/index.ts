export * from './constants';
export * from './tokens';
export { media, mediaUp } from './media';
