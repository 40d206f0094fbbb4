export { Logo, LOGO_SIZES, LOGO_TONES, type LogoProps, type LogoSize, type LogoTone } from './Logo';
