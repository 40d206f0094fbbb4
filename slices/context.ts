/**
 * What a page hands its slices through `<SliceZone context={…}>`. Slices never
 * fetch: a page loads products and articles on the server and passes them in,
 * keyed by the id of the slice that shows them.
 */

/** A product as a rail shows it (the design system's ProductCard); the page maps the commerce product to this. */
export interface RailProduct {
  id: string;
  name: string;
  /** The product page's path in the current locale. */
  href: string;
  price: number;
  /** Price before discount, when discounted. */
  priceBeforeDiscount?: number;
  discountPercent?: number;
  /** ISO currency code of the prices. */
  currency: string;
  image: { src: string; alt: string };
  /** The second picture, shown on hover and focus. */
  hoverImage?: { src: string; alt: string };
}

/** A blog article as a list shows it. */
export interface ArticleCard {
  uid: string;
  title: string;
  href: string;
  excerpt: string;
  /** ISO date (yyyy-mm-dd). */
  date: string | null;
  tags: string[];
  /** The cover, with its intrinsic size when known. */
  image?: { url: string; alt: string; width?: number; height?: number };
}

/** The result of a newsletter submission as the page reports it. */
export type NewsletterResult = { ok: true; message: string } | { ok: false; message: string };

/** The newsletter form with the field names the newsletter service expects, sent only once it is valid. */
export interface NewsletterSubmission {
  email: string;
  /** The privacy-policy checkbox: always true when sent (it is required). */
  privacy_policy: true;
  /** The spam trap: always empty when sent (a filled trap blocks the submit). */
  email_field: '';
  /** The captcha token obtained just before sending. */
  captchaToken: string;
}

export interface SliceContext {
  /** Products for each product rail, by slice id. A missing entry renders no rail. */
  products?: Record<string, RailProduct[]>;
  /** Articles for each blog list, by slice id. */
  articles?: Record<string, ArticleCard[]>;
  /**
   * Submits the newsletter form. Without it (or without `getCaptchaToken`) the
   * form is shown but cannot be sent.
   */
  onNewsletterSubmit?: (form: NewsletterSubmission) => Promise<NewsletterResult>;
  /**
   * Obtains an invisible captcha token (reCAPTCHA v3) for `action`; null when
   * none could be had, and then nothing is sent.
   */
  getCaptchaToken?: (action: string) => Promise<string | null>;
  /** The newsletter form got focus for the first time: the page may load its captcha script now. */
  onNewsletterFocus?: () => void;
  /** How long the success message shows before the form resets and it hides (spec: 5 s). */
  newsletterSuccessMs?: number;
  /** The page's language (`it`, `es`, `de`, `en`), for dates and numbers. */
  language?: string;
  /**
   * Content labels (key → text) for the few words slices say themselves
   * (carousel controls, form errors). A slice shows the key of a missing label.
   */
  labels?: Record<string, string>;
}
