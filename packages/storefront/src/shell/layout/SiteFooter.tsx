import { Icon, Link } from '@passo/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LinkList } from '../../features/ui/LinkList';
import { media, vars } from '@passo/design-system/css';
import { useAppState } from '../../core/store/hooks';
import { interpolate, useLabels } from '../../core/labels/useLabel';
import { FOOTER_SECTION_KEYS } from '../../core/content/types';
import { COMPANY_NAME, COMPANY_VAT_NUMBER, SOCIAL_LINKS } from './constants';
import { localizePath, routes } from '../../lib/routes';
import { clientOnly } from '../../core/lazy/clientOnly';
import { interactiveOnUse } from '../../core/lazy/interactiveOnUse';
import '@passo/design-system/styles/Button';

// The country and language selects load when the footer comes near the viewport (react-aria's select is
// not small): a visitor who never scrolls there does not pay for them.
const CountrySelector = clientOnly(
  () => import('../../features/market/CountrySelector').then((m) => m.CountrySelector),
  {
    when: 'visible',
  },
);

// "Cookie preferences" renders on the server; its code (React Aria's button) loads when the page is idle
// or the visitor reaches for it.
const CookiePreferences = interactiveOnUse(() =>
  import('../../features/consent/CookiePreferencesButton').then((m) => m.CookiePreferencesButton),
);

/** Menu sections the footer lists (from website-menu). */
const FOOTER_SECTIONS = FOOTER_SECTION_KEYS;

const Footer = styled.footer`
  display: grid;
  gap: ${vars.space.xl};
  padding: ${vars.space['2xl']} ${vars.space.md} ${vars.space.xl};
  background: ${vars.color.black};
  color: ${vars.color.white};

  @media ${media.md} {
    padding: ${vars.space['3xl']} ${vars.space['2xl']} ${vars.space.xl};
  }

  a {
    color: inherit;
  }
`;

const Banner = styled.section`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.yellow};
  color: ${vars.color.black};

  && a {
    color: ${vars.color.black};
    font-weight: ${vars.fontWeight.bold};
  }
`;

const BannerTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
`;

const Text = styled.p`
  margin: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${vars.space.xs};
  font-size: ${vars.fontSize.md};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Socials = styled.ul`
  display: flex;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.md};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.grey200};
`;

/** Platforms with a mark in the design system's icon set, and their brand names (not translated). */
const PLATFORM_NAMES = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube' } as const;
type IconPlatform = keyof typeof PLATFORM_NAMES;
const isIconPlatform = (p: string): p is IconPlatform => Object.hasOwn(PLATFORM_NAMES, p);

function platformName(platform: string): string {
  return isIconPlatform(platform) ? PLATFORM_NAMES[platform] : platform.charAt(0).toUpperCase() + platform.slice(1);
}

/**
 * The footer: newsletter slot, contact-us banner, menu lists, the country and language selector, socials,
 * copyright with VAT number and year.
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const menu = useAppState((s) => s.content.menu);
  const sections = FOOTER_SECTIONS.flatMap((key) => menu.sections.filter((section) => section.key === key));
  const socials = (menu.socialLinks.length ? menu.socialLinks : SOCIAL_LINKS).slice(0, 3);
  const year = new Date().getFullYear();
  const copyright = menu.copyright
    ? interpolate(menu.copyright, { year })
    : t('footer_copyright', { year, vat: COMPANY_VAT_NUMBER, company: COMPANY_NAME });

  return (
    <Footer>
      {newsletter}
      <Banner aria-labelledby="footer-contact-us">
        <BannerTitle id="footer-contact-us">{menu.contact?.title || t('footer_contact_title')}</BannerTitle>
        <Text>{menu.contact?.text || t('footer_contact_text')}</Text>
        <Link
          variant="standalone"
          href={menu.contact?.to ? localizePath(menu.contact.to, locale) : routes.customerCare(locale, 'contact-us')}
        >
          {menu.contact?.buttonLabel || t('footer_contact_button')}
        </Link>
      </Banner>
      {sections.length > 0 && (
        <Columns>
          {sections.map((section) => (
            <nav key={section.key} aria-labelledby={`footer-${section.key}`}>
              <ColumnTitle id={`footer-${section.key}`}>{section.title || section.key}</ColumnTitle>
              <LinkList>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link variant="plain" href={localizePath(link.to, locale)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
      )}
      {/* The withdrawal function, on every page for the whole withdrawal period (not an editable menu link). */}
      <Text>
        <Link variant="standalone" href={routes.withdrawal(locale)}>
          {t('withdrawal_link')}
        </Link>
      </Text>
      <CountrySelector name="footer" />
      <Bottom>
        <Socials aria-label={t('footer_follow_us')}>
          {socials.map((social) => (
            <li key={social.platform}>
              <Link
                variant="plain"
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={platformName(social.platform)}
              >
                {isIconPlatform(social.platform) ? <Icon name={social.platform} /> : platformName(social.platform)}
              </Link>
            </li>
          ))}
        </Socials>
        <CookiePreferences />
        <Text>{copyright}</Text>
      </Bottom>
    </Footer>
  );
}
