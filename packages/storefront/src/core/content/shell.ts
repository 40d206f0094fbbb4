import { readImage } from './normalize';
import {
  FOOTER_SECTION_KEYS,
  type Category,
  type MenuCatalogue,
  type MenuCategory,
  type MenuSection,
  type ShellContent,
  type SharedContent,
} from './types';

const inFooter = (section: MenuSection) => (FOOTER_SECTION_KEYS as readonly string[]).includes(section.key);
import { LABEL_GROUPS } from './fallbacks';
import { fillLabels, labelGroupsForRoute } from './labelGroups';

/** A category as the menus read it: the page language's name, no product ids, no other languages. */
function menuCategory(category: Category, language: string): MenuCategory {
  return {
    uri: category.uri,
    completeUri: category.completeUri,
    name: category.localized?.[language]?.name ?? category.name,
    ...(category.start_date ? { start_date: category.start_date } : {}),
    ...(category.end_date ? { end_date: category.end_date } : {}),
    categories: (category.categories ?? []).map((child) => menuCategory(child, language)),
  };
}

/**
 * The part of the shared content every page carries: what the shell reads as
 * it renders (labels, the footer's part of the menu document, search quick
 * links, ticker). Labels
 * are the shell's group and the groups of the page's route family (`route`,
 * Next's pathname template such as `/[locale]/shop/[category]`). The menus'
 * catalogue is not in it: the menus load it when they first open.
 */
export function shellContent(content: SharedContent, route: string | null | undefined): ShellContent {
  const labelGroups = labelGroupsForRoute(route);
  return {
    language: content.language,
    labelGroups,
    // Complete for those groups: their fallbacks are filled in where the content has no text, so the
    // browser needs no fallback table but the shell's to show them (labelFallbacks.ts).
    labels: fillLabels(
      content.labels,
      labelGroups.map((group) => LABEL_GROUPS[group]),
    ),
    filterLabels: content.filterLabels,
    menuCatalogue: null,
    searchLinks: content.searchLinks,
    // The footer's sections, socials, contact banner and copyright; the menus' own parts come with them.
    menu: { ...content.menu, sections: content.menu.sections.filter(inFooter), playImage: null },
    ticker: content.ticker,
  };
}

/**
 * What the menus read of the shared content beyond the footer's: the menu
 * document's other sections and play image, categories without their product
 * ids and other languages' names, editorial category pages with a date window
 * only (the others change nothing), lines with their title and menu picture.
 */
export function menuCatalogue(content: SharedContent): MenuCatalogue {
  return {
    sections: content.menu.sections.filter((section) => !inFooter(section)),
    playImage: content.menu.playImage,
    categories: content.categories.map((category) => menuCategory(category, content.language)),
    categoryPages: content.categoryPages.filter((page) => page.start_date || page.end_date),
    lines: content.lines.map((line) => ({
      line_uid: line.line_uid,
      line_title: line.line_title,
      image: readImage(line.line_intro_image),
    })),
  };
}
