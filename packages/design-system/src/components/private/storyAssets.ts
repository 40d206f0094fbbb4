/**
 * Offline product pictures for stories: a shoe silhouette on a brand colour,
 * as SVG data URLs, so stories and visual baselines need no network.
 */
const shoe = (background: string, shoeColour: string, sole = '#151515') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="${background}"/><path d="M60 300c0-40 20-90 50-110 20 30 60 45 100 45 40 0 70 20 100 40 30 20 50 40 50 65v20H60z" fill="${shoeColour}"/><rect x="60" y="350" width="300" height="24" rx="8" fill="${sole}"/><circle cx="170" cy="250" r="6" fill="${sole}"/><circle cx="200" cy="262" r="6" fill="${sole}"/><circle cx="230" cy="274" r="6" fill="${sole}"/></svg>`,
  )}`;

export const storyImages = {
  paprika: shoe('#F4F2EF', '#E4572E'),
  paprikaSide: shoe('#FFD23F', '#E4572E'),
  violet: shoe('#F4F2EF', '#8E6CF5'),
  violetSide: shoe('#3CCFB4', '#8E6CF5'),
  blue: shoe('#F4F2EF', '#5A82FF'),
  yellow: shoe('#F4F2EF', '#FFD23F'),
  greenAqua: shoe('#F4F2EF', '#3CCFB4'),
  wide: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#8E6CF5"/><circle cx="1200" cy="450" r="300" fill="#FFD23F"/><rect x="200" y="300" width="600" height="300" rx="150" fill="#E4572E"/></svg>',
  )}`,
  wideAlt: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#3CCFB4"/><circle cx="400" cy="450" r="300" fill="#5A82FF"/><rect x="800" y="300" width="600" height="300" rx="150" fill="#FFF7EC"/></svg>',
  )}`,
  wideThird: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#E4572E"/><circle cx="800" cy="450" r="320" fill="#151515"/><circle cx="800" cy="450" r="120" fill="#FFD23F"/></svg>',
  )}`,
} as const;
