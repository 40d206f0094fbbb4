import { SafeImage } from '../../features/media/SafeImage';
import { useRouter } from 'next/router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { LinkList } from '../../features/ui/LinkList';
import { SectionTitle } from '../../features/ui/layout';
import { Accordion, AccordionItem, Button, Carousel, Link, MenuModal } from '@passo/design-system';
import { media, vars } from '@passo/design-system/css';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import type { PanelName } from '../../core/store/state';
import { useLabels } from '../../core/labels/useLabel';
import type { LabelKey } from '../../core/content/fallbacks';
import { localizePath } from '../../lib/routes';
import { CountrySelector } from '../../features/market/CountrySelector';
import { accountMenuSection } from './accountMenu';
import { useCustomer } from '../../features/account/useCustomer';
import {
  buildSection,
  DISCOVER_MENU_SECTIONS,
  MENU_SECTIONS,
  sectionForCategoryParam,
  SHOP_MENU_SECTIONS,
  type MenuSectionKey,
  type MenuSectionModel,
} from './menuModel';

const SECTION_LABEL: Record<MenuSectionKey, LabelKey> = {
  woman: 'section_woman',
  man: 'section_man',
  accessories: 'section_accessories',
  kid: 'section_kid',
  'special-edition': 'section_special_edition',
  lines: 'section_lines',
  campaign: 'section_campaign',
  mood: 'section_mood',
  blog: 'section_blog',
  pop: 'section_pop',
  account: 'section_account',
  'customer-care': 'section_customer_care',
  legal: 'section_legal',
  'country-language': 'section_country_language',
};

const Grid = styled.div`
  display: grid;
  gap: ${vars.space.xl};

  @media ${media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)) minmax(280px, 1.4fr);
    align-items: start;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${vars.space.xs};
  padding-bottom: ${vars.space.md};
  border-bottom: 1px solid ${vars.color.grey200};

  &[data-expanded] h2 {
    color: ${vars.color.paprikaDark};
  }

  @media ${media.lg} {
    border-bottom: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Aside = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;

/** Large screens (lg and up) show columns; smaller ones collapsible sections. */
function useIsLarge(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(media.lg);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(media.lg).matches,
    () => true,
  );
}

function MenuSectionLinks({ section, locale }: { section: MenuSectionModel; locale: string }) {
  return (
    <>
      {section.buttons.length > 0 && (
        <Buttons>
          {section.buttons.map((button) => (
            <Button key={button.to} size="small" tone={button.tone} href={localizePath(button.to, locale)}>
              {button.label}
            </Button>
          ))}
        </Buttons>
      )}
      <LinkList>
        {section.links.map((link) => (
          <li key={link.to}>
            <Link variant="plain" href={localizePath(link.to, locale)}>
              {link.label}
            </Link>
          </li>
        ))}
      </LinkList>
    </>
  );
}

function MenuSectionView({
  section,
  locale,
  expanded,
}: {
  section: MenuSectionModel;
  locale: string;
  expanded: boolean;
}) {
  const headingId = `menu-${section.key}`;
  return (
    <Section aria-labelledby={headingId} data-expanded={expanded || undefined} data-section={section.key}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <MenuSectionLinks section={section} locale={locale} />
    </Section>
  );
}

const MENU_OF_PANEL: Partial<Record<PanelName, { sections: readonly MenuSectionKey[]; title: LabelKey }>> = {
  shopMenu: { sections: SHOP_MENU_SECTIONS, title: 'shop' },
  discoverMenu: { sections: DISCOVER_MENU_SECTIONS, title: 'discover' },
  menu: { sections: MENU_SECTIONS.filter((s) => s !== 'country-language'), title: 'menu' },
};

/** The full-screen menus: shop, discover and the general menu. */
export function Menus() {
  const t = useLabels();
  const router = useRouter();
  const setLayout = useSetLayout();
  const openPanel = useAppState((s) => s.layout.openPanel);
  const locale = useAppState((s) => s.locale);
  const language = useAppState((s) => s.currentLangCode);
  const content = useAppState((s) => s.content);
  // The footer's sections come with every page; the menus' own sections and play image with their catalogue.
  const menu = useMemo(
    () => ({
      ...content.menu,
      sections: [...content.menu.sections, ...(content.menuCatalogue?.sections ?? [])],
      playImage: content.menuCatalogue?.playImage ?? content.menu.playImage,
    }),
    [content.menu, content.menuCatalogue],
  );
  const config = openPanel ? MENU_OF_PANEL[openPanel] : undefined;
  const expanded = sectionForCategoryParam(router.query.category);
  // Date windows are read against the time the menus mounted (a session does not outlive a window's edge by much).
  const [now] = useState(() => Date.now());

  const { customer } = useCustomer();
  const sections = (config?.sections ?? []).map((key) => {
    const section = buildSection(key, {
      menu,
      categories: content.menuCatalogue?.categories ?? [],
      categoryPages: content.menuCatalogue?.categoryPages ?? [],
      language,
      now,
      fallbackTitle: t(SECTION_LABEL[key]),
      viewAllLabel: t('view_all'),
    });
    return key === 'account' ? accountMenuSection(section, customer, locale, t) : section;
  });
  const play = menu.playImage;
  // On large screens the shop and the discover menus show the lines' fading carousel and the play image.
  const showPlay = openPanel === 'shopMenu' || openPanel === 'discoverMenu';
  const isLarge = useIsLarge();
  const shown = sections.filter((s) => s.links.length > 0 || s.buttons.length > 0);
  const lineSlides = (content.menuCatalogue?.lines ?? []).flatMap((line) =>
    line.image ? [{ key: line.line_uid, image: line.image, title: line.line_title }] : [],
  );

  return (
    <MenuModal
      isOpen={Boolean(config)}
      onOpenChange={(open) => !open && setLayout({ openPanel: null })}
      title={config ? t(config.title) : ''}
      closeLabel={t('close')}
      backLabel={t('back')}
      onBack={openPanel !== 'menu' ? () => setLayout({ openPanel: 'menu' }) : undefined}
    >
      {isLarge ? (
        <Grid>
          {shown.map((section) => (
            <MenuSectionView key={section.key} section={section} locale={locale} expanded={section.key === expanded} />
          ))}
          {showPlay && (
            <Aside>
              {lineSlides.length > 0 && (
                <Carousel aria-label={t('section_lines')}>
                  {lineSlides.map((slide) => (
                    <Picture key={slide.key}>
                      <SafeImage src={slide.image.url} alt={slide.image.alt || slide.title} fill sizes="30vw" />
                    </Picture>
                  ))}
                </Carousel>
              )}
              {play && (
                <Picture>
                  <SafeImage src={play.url} alt={play.alt} fill sizes="30vw" />
                </Picture>
              )}
            </Aside>
          )}
        </Grid>
      ) : (
        <Accordion defaultExpandedKeys={expanded ? [expanded] : []}>
          {shown.map((section) => (
            <AccordionItem key={section.key} id={section.key} title={section.title}>
              <MenuSectionLinks section={section} locale={locale} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
      {openPanel === 'menu' && <CountrySelector name="menu" />}
    </MenuModal>
  );
}
