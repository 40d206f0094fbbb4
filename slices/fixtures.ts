import type { ArticleCard, RailProduct } from './context';

/** Offline brand-colour artwork for stories and tests (no network in Storybook or Jest). */
export function swatch(colour: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"><rect width="800" height="800" fill="${colour}"/><ellipse cx="400" cy="470" rx="300" ry="120" fill="${accent}"/><rect x="220" y="300" width="360" height="170" rx="80" fill="#151515"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Products as a page would pass them to a product rail. */
export const sampleProducts: RailProduct[] = [
  {
    id: '1001',
    name: 'Sunny Side Sneaker',
    href: '/en-gb/shop/product/sunny-side-sneaker-paprika',
    price: 129,
    priceBeforeDiscount: 159,
    discountPercent: 19,
    currency: 'EUR',
    image: { src: swatch('#E4572E', '#FFD23F'), alt: 'Sunny Side Sneaker in paprika' },
  },
  {
    id: '1002',
    name: 'Dolce Vita Loafer',
    href: '/en-gb/shop/product/dolce-vita-loafer-violet',
    price: 189,
    currency: 'EUR',
    image: { src: swatch('#8E6CF5', '#3CCFB4'), alt: 'Dolce Vita Loafer in violet' },
  },
  {
    id: '1003',
    name: 'Piccolo Boot',
    href: '/en-gb/shop/product/piccolo-boot-blue',
    price: 99,
    currency: 'EUR',
    image: { src: swatch('#3D6BFF', '#FFF7EC'), alt: 'Piccolo Boot in blue' },
  },
  {
    id: '1004',
    name: 'Soul Runner',
    href: '/en-gb/shop/product/soul-runner-yellow',
    price: 149,
    currency: 'EUR',
    image: { src: swatch('#FFD23F', '#E4572E'), alt: 'Soul Runner in yellow' },
  },
];

/** Articles as a page would pass them to a blog list. */
export const sampleArticles: ArticleCard[] = [
  {
    uid: 'passo-x-radio-marche',
    title: 'Passo × Radio Marche',
    href: '/en-gb/discover/blog/article/passo-x-radio-marche',
    excerpt: 'A sneaker that sounds like a Sunday morning radio show.',
    date: '2025-10-02',
    tags: ['collabs'],
    image: { url: swatch('#3CCFB4', '#8E6CF5'), alt: 'A radio and a pair of sneakers' },
  },
  {
    uid: 'milano-design-week',
    title: 'Our week at Milano Design Week',
    href: '/en-gb/discover/blog/article/milano-design-week',
    excerpt: 'Six days, four thousand visitors and one very tired espresso machine.',
    date: '2025-04-14',
    tags: ['events'],
    image: { url: swatch('#E4572E', '#3D6BFF'), alt: 'A crowd in front of the Passo stand' },
  },
  {
    uid: 'the-last',
    title: 'The last: where every shoe begins',
    href: '/en-gb/discover/blog/article/the-last',
    excerpt: 'A wooden form, a pencil line and thirty years of habit.',
    date: '2025-02-20',
    tags: ['objects'],
    image: { url: swatch('#FFD23F', '#151515'), alt: 'A wooden shoe last on a workbench' },
  },
];

/** Content labels (en-gb) as a page passes them in `context.labels`: the few words slices say themselves. */
export const sampleLabels: Record<string, string> = {
  email: 'Email',
  field_required: '$field is required',
  field_email_invalid: 'Enter an email address like name@example.com',
  newsletter_privacy_required: 'Accept the privacy policy to subscribe',
  error_summary_title: 'There is a problem',
  newsletter_not_all_fields_fill_out: 'Please enter a valid email address and accept the privacy policy.',
  server_generic_error: 'Something went wrong. Please try again in a moment.',
  newsletter_success: 'Welcome to the club! Check your inbox.',
  loading: 'Loading...',
  carousel_pause: 'Pause',
  carousel_play: 'Play',
  carousel_previous: 'Previous slide',
  carousel_next: 'Next slide',
};
