export { CookieBanner, type CookieBannerLabels, type CookieBannerProps, type CookieCategory } from './CookieBanner';
