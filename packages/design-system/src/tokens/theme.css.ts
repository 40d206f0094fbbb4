import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { HEADER_HEIGHT_PX } from './constants';
import {
  colorTokens,
  fontSizeTokens,
  fontTokens,
  fontWeightTokens,
  lineHeightTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  spaceTokens,
  zIndexTokens,
} from './tokens';

const px = (n: number) => `${n}px`;

const themeValues = {
  color: colorTokens,
  font: fontTokens,
  fontSize: fontSizeTokens,
  fontWeight: fontWeightTokens,
  lineHeight: lineHeightTokens,
  space: spaceTokens,
  radius: radiusTokens,
  motion: motionTokens,
  zIndex: zIndexTokens,
  shadow: shadowTokens,
  headerHeight: {
    default: px(HEADER_HEIGHT_PX.default),
    xl: px(HEADER_HEIGHT_PX.xl),
    mini: px(HEADER_HEIGHT_PX.mini),
  },
};

const toKebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The theme contract. Variable names are stable and readable
 * (`--passo-color-paprika`), so non-vanilla-extract consumers such as the
 * storefront's styled-components can use them through `vars`.
 */
export const vars = createGlobalThemeContract(themeValues, (_value, path) => `passo-${path.map(toKebab).join('-')}`);

createGlobalTheme(':root', vars, themeValues);
