/** The company line of the footer's copyright, when the website-menu document has none. */
export const COMPANY_NAME = 'Passo S.r.l.';
/** The company VAT number, as the content's copyright line states it. */
export const COMPANY_VAT_NUMBER = 'IT01234567890';

/** The brand's social profiles, when the website-menu document lists none (the footer shows three). */
export const SOCIAL_LINKS = [
  { platform: 'instagram', url: 'https://www.instagram.com/passo.shoes' },
  { platform: 'facebook', url: 'https://www.facebook.com/passo.shoes' },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@passo.shoes' },
] as const;
