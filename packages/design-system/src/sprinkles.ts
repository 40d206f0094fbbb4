/**
 * Responsive atomic styles (`sprinkles({ display: ['none', 'block'], gap: 'md' })`).
 * Import from `@passo/design-system/sprinkles`, apart from `./css`, so only code that uses them pays for them.
 */
export { sprinkles, type Sprinkles } from './tokens/sprinkles.css';
