/**
 * What the content script builds, before it writes anything: the documents (per language) and the images
 * they point at, and the helpers that add them.
 */
import { COLOUR_HEX, type Colour, type Kind } from '../../src/seed/attributes';
import { shoeSvg } from '../../src/seed/images';
import type { T } from './translation';

export const LANGS = ['it-it', 'es-es', 'de-de', 'en-gb'] as const;
export type Lang = (typeof LANGS)[number];

export const tr = (t: T, lang: Lang): string => t[LANGS.indexOf(lang)] as string;
export const rich = (text: string) => [{ type: 'paragraph', text, spans: [] }];

interface ImageSpec {
  file: string;
  width: number;
  height: number;
  svg: string;
}
export const images: ImageSpec[] = [];

export function image(file: string, alt: string, width: number, height: number) {
  return {
    dimensions: { width, height },
    alt,
    copyright: null,
    url: `{SANDBOX_URL}/content-images/${file}`,
    id: file.replace(/\.webp$/, ''),
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
}

/** A wide banner: a brand-colour field, a big dot and two shoes. */
export function banner(file: string, background: Colour, shoes: [Kind, Colour][]): void {
  const inner = shoes
    .map(([kind, colour], i) => {
      const svg = shoeSvg(kind, colour, 1, false)
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '');
      return `<svg x="${180 + i * 640}" y="${120 - i * 40}" width="780" height="780" viewBox="0 0 1000 1000">${svg}</svg>`;
    })
    .join('');
  const accent = COLOUR_HEX[shoes[0]?.[1] === 'yellow' ? 'violet' : 'yellow'];
  images.push({
    file,
    width: 1600,
    height: 900,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${COLOUR_HEX[background]}"/><circle cx="1280" cy="190" r="150" fill="${accent}" opacity="0.8"/><circle cx="160" cy="800" r="90" fill="#FFF6E9" opacity="0.6"/>${inner}</svg>`,
  });
}

export function square(file: string, kind: Kind, colour: Colour, view: number): void {
  images.push({ file, width: 1000, height: 1000, svg: shoeSvg(kind, colour, view) });
}

export const docs: { lang: Lang; type: string; uid: string; tags: string[]; data: Record<string, unknown> }[] = [];
export const single = (type: string, build: (lang: Lang) => Record<string, unknown>) => {
  for (const lang of LANGS) docs.push({ lang, type, uid: type, tags: [], data: build(lang) });
};
