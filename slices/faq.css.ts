import { globalStyle, style } from '@vanilla-extract/css';

export const faq = style({});

// react-aria renders closed panels with the `hidden` attribute on the server.
// Without scripting nobody can open them, so they are shown: the FAQ stays
// readable (its answers are in the HTML either way).
globalStyle(`${faq} [hidden]`, {
  '@media': { '(scripting: none)': { display: 'block' } },
});
