/**
 * Product images: SVG shoe art in the brand colours, rendered to WebP with
 * sharp. A bounded set (kind × colour × view × width) is shared by all
 * products, so generating it takes seconds and nothing binary is committed.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { COLOUR_HEX, COLOURS, KINDS, type Colour, type Kind } from './attributes';
import { IMAGE_WIDTHS, imageFile } from './catalogue';

const CREAM = '#FFF6E9';
const INK = '#1D1A2F';

/** Each colour sits on a contrasting brand colour. */
const BACKDROP: Record<Colour, string> = {
  paprika: '#FFD23F',
  violet: '#3CCFB4',
  blue: '#FFD23F',
  yellow: '#8E6CF5',
  'green-aqua': '#E4572E',
};

/** Silhouettes drawn on a 1000 × 1000 canvas: the shape, then details in ink. */
const SHAPES: Record<Kind, { body: string; details: string }> = {
  sneaker: {
    body: 'M150 620 C150 520 230 470 330 460 L470 380 C520 350 580 360 610 410 L660 500 C720 520 800 540 850 590 C880 620 870 660 840 670 L180 680 C160 680 150 650 150 620 Z',
    details:
      '<rect x="150" y="660" width="720" height="50" rx="25" fill="' +
      CREAM +
      '"/><path d="M420 420 L520 520 M460 400 L560 500 M500 385 L600 480" stroke="' +
      INK +
      '" stroke-width="14" stroke-linecap="round"/>',
  },
  loafer: {
    body: 'M170 640 C170 560 260 520 360 510 C440 505 520 470 600 470 C700 470 800 520 850 600 C870 640 850 680 810 680 L200 680 C180 680 170 660 170 640 Z',
    details:
      '<rect x="170" y="670" width="690" height="30" rx="15" fill="' +
      INK +
      '"/><path d="M560 500 C600 540 680 540 720 505" stroke="' +
      CREAM +
      '" stroke-width="18" fill="none" stroke-linecap="round"/><circle cx="640" cy="530" r="16" fill="' +
      CREAM +
      '"/>',
  },
  boot: {
    body: 'M300 220 L520 220 L540 520 C640 530 780 560 840 610 C870 640 860 690 820 690 L240 690 C220 690 210 670 215 650 L300 480 Z',
    details:
      '<rect x="210" y="680" width="640" height="40" rx="18" fill="' +
      INK +
      '"/><path d="M310 260 L510 260" stroke="' +
      CREAM +
      '" stroke-width="16"/><rect x="270" y="640" width="70" height="60" fill="' +
      INK +
      '"/>',
  },
  sandal: {
    body: 'M160 660 C160 630 190 610 230 610 L820 610 C860 610 880 640 870 670 L190 690 C170 690 160 680 160 660 Z',
    details:
      '<path d="M300 610 C320 480 460 470 500 610" stroke="currentColor" stroke-width="46" fill="none"/><path d="M560 610 C580 500 700 500 730 610" stroke="currentColor" stroke-width="46" fill="none"/><circle cx="400" cy="520" r="18" fill="' +
      CREAM +
      '"/>',
  },
  'mary-jane': {
    body: 'M170 640 C170 560 250 520 350 520 C420 520 470 560 560 560 C660 560 770 560 840 610 C870 640 850 690 810 690 L200 690 C180 690 170 670 170 640 Z',
    details:
      '<path d="M420 540 C440 450 560 450 580 550" stroke="' +
      INK +
      '" stroke-width="22" fill="none"/><circle cx="580" cy="550" r="20" fill="' +
      CREAM +
      '"/><rect x="230" y="680" width="80" height="50" fill="' +
      INK +
      '"/>',
  },
  bag: {
    body: 'M250 420 L750 420 L800 780 L200 780 Z',
    details:
      '<path d="M360 420 C360 250 640 250 640 420" stroke="' +
      INK +
      '" stroke-width="34" fill="none"/><rect x="440" y="500" width="120" height="70" rx="16" fill="' +
      CREAM +
      '"/>',
  },
  sock: {
    body: 'M400 180 L580 180 L580 560 C580 560 700 580 760 640 C810 690 780 770 700 770 L470 770 C420 770 400 730 400 680 Z',
    details:
      '<path d="M400 240 L580 240 M400 290 L580 290" stroke="' +
      CREAM +
      '" stroke-width="20"/><path d="M650 640 C700 660 740 690 740 720" stroke="' +
      INK +
      '" stroke-width="14" fill="none"/>',
  },
};

export function shoeSvg(kind: Kind, colour: Colour, view: number, opaque = true): string {
  const fill = COLOUR_HEX[colour];
  const shape = SHAPES[kind];
  // View 2 is the hover image: mirrored, on cream, with a big dot pattern.
  const background = view === 1 ? BACKDROP[colour] : CREAM;
  const transform = view === 1 ? '' : ' transform="translate(1000 0) scale(-1 1) rotate(-6 500 500)"';
  const pattern =
    view === 1
      ? '<circle cx="820" cy="200" r="90" fill="' + CREAM + '" opacity="0.55"/>'
      : '<g fill="' +
        BACKDROP[colour] +
        '" opacity="0.6"><circle cx="150" cy="160" r="60"/><circle cx="860" cy="840" r="110"/></g>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
${opaque ? `<rect width="1000" height="1000" fill="${background}"/>${pattern}` : ''}
<ellipse cx="510" cy="730" rx="360" ry="36" fill="${INK}" opacity="0.18"/>
<g color="${fill}"${transform}><path d="${shape.body}" fill="${fill}" stroke="${INK}" stroke-width="10" stroke-linejoin="round"/>${shape.details}</g>
</svg>`;
}

/** Writes every missing image; returns how many were written. */
export async function generateProductImages(dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let written = 0;
  const widths = Object.values(IMAGE_WIDTHS);
  const largest = Math.max(...widths);
  const jobs: (() => Promise<void>)[] = [];
  for (const kind of KINDS) {
    for (const colour of COLOURS) {
      for (const view of [1, 2]) {
        const missing = widths.filter((width) => !existsSync(join(dir, imageFile(kind, colour, view, width))));
        if (missing.length === 0) continue;
        jobs.push(async () => {
          // Rasterize the SVG once at the largest width; smaller ones are resized from those pixels.
          const svg = Buffer.from(shoeSvg(kind, colour, view));
          const { data, info } = await sharp(svg, { density: (72 * largest) / 1000 })
            .resize(largest, largest)
            .raw()
            .toBuffer({ resolveWithObject: true });
          for (const width of missing) {
            const buffer = await sharp(data, {
              raw: { width: info.width, height: info.height, channels: info.channels },
            })
              .resize(width, width)
              .webp({ quality: 80, effort: 0 })
              .toBuffer();
            // Written under a temporary name and renamed, so a file being served is never half written.
            const file = join(dir, imageFile(kind, colour, view, width));
            writeFileSync(`${file}.tmp`, buffer);
            renameSync(`${file}.tmp`, file);
            written += 1;
          }
        });
      }
    }
  }
  // A few at a time: sharp has its own thread pool, and the machine is shared.
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
  return written;
}
