import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const band = style({ paddingBlock: vars.space.md, overflow: 'hidden' });
