/** The company line of the footer's copyright (the spec asks for the company VAT number). */
export const COMPANY_NAME = 'Passo S.r.l.';
/** Company VAT number shown in the footer; overridable through the `copyright` content label. */
export const COMPANY_VAT_NUMBER = 'IT01234560789';

/** The brand's three social profiles (footer). */
export const SOCIAL_LINKS = [
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/passo' },
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/passo' },
  { name: 'TikTok', icon: 'tiktok', href: 'https://www.tiktok.com/@passo' },
] as const;
