export { PageBackground, type PageBackgroundProps } from './PageBackground';
